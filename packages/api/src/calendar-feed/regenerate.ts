import * as z from 'zod';
import { writableProcedure } from '../core/trpc';
import { calendarFeedOutput, toFeedOutput } from './output';
import { regenerateFeed } from './store';

/** POST /api/v1/user/calendar-feed/regenerate: a new subscription URL; the old one answers 404 from now on. */
export const regenerate = writableProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/user/calendar-feed/regenerate',
      summary: 'Regenerate the calendar feed URL',
      tags: ['settings'],
      message: 'settings_saved',
    },
  })
  .input(z.object({}).optional())
  .output(calendarFeedOutput)
  .mutation(async ({ ctx }) =>
    toFeedOutput(ctx.services.config, await regenerateFeed(ctx.db, ctx.services.config.secret, ctx.businessId, ctx.now)),
  );
