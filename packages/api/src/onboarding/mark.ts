import { onboardingSteps } from '@kairos/db';
import * as z from 'zod';
import { TOUR_IDS } from '../shared/onboarding';
import { onboardingProcedure, readList, readListOutput, readsEverything } from './read-list';

const input = z.object({ step_id: z.enum(TOUR_IDS) });

/**
 * POST /onboarding (step_id): the tour joins the caller's read list (docs/product/onboarding.md). One guarded INSERT, so a repeat or
 * a racing request changes nothing; for is_hidden_admin and an admin signed in as the user nothing is written.
 */
export const mark = onboardingProcedure('POST', 'Mark an onboarding tour read')
  .input(input)
  .output(readListOutput)
  .mutation(async ({ ctx, input }) => {
    if (!readsEverything(ctx.auth)) {
      await ctx.db
        .insert(onboardingSteps)
        .values({ user_id: ctx.auth.user.id, step_id: input.step_id, read_at: ctx.now })
        .onConflictDoNothing();
    }
    return readList(ctx.db, ctx.auth);
  });
