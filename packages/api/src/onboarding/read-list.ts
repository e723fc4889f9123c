import { type Db, onboardingSteps } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Auth } from '../core/context';
import { businessProcedure } from '../core/trpc';
import { TOUR_IDS, type TourId } from '../shared/onboarding';

/** What both procedures answer: the tours the caller has read, in TOUR_IDS order. */
export const readListOutput = z.object({ read: z.array(z.enum(TOUR_IDS)) });
export type ReadList = z.infer<typeof readListOutput>;

/**
 * An owner's tours (docs/product/onboarding.md "GET /onboarding; POST /onboarding"), on REST under /api/v1/onboarding. A business
 * user's procedure but not `writableProcedure`: a tour read is not business data, so read-only mode still
 * records it.
 */
export function onboardingProcedure(method: 'GET' | 'POST', summary: string) {
  return businessProcedure.meta({ rest: { method, path: '/api/v1/onboarding', summary, tags: ['onboarding'] } });
}

/**
 * Callers whose tours are never recorded (docs/product/onboarding.md): is_hidden_admin, and an admin signed in as the user (the tours
 * are the user's to read, not the admin's). For them every step counts as read and nothing is written.
 */
export const readsEverything = (auth: Auth): boolean => auth.user.is_hidden_admin || Boolean(auth.session?.impersonator_id);

const ALL: ReadList = { read: [...TOUR_IDS] };
const known = new Set<string>(TOUR_IDS);

/** The user's read list; a step id the app no longer offers is left out. */
export async function readList(db: Db, auth: Auth): Promise<ReadList> {
  if (readsEverything(auth)) return ALL;
  const rows = await db
    .select({ step_id: onboardingSteps.step_id })
    .from(onboardingSteps)
    .where(eq(onboardingSteps.user_id, auth.user.id));
  const read = new Set(rows.map((r) => r.step_id).filter((id) => known.has(id)));
  return { read: TOUR_IDS.filter((id: TourId) => read.has(id)) };
}
