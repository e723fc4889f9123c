// CONTRACT (CREDITS): the signature stays; the body is the credits helper's (who also calls it from billing).
import type { Db } from '@kairos/db';
import type { Plan } from '../shared/plans';

/**
 * At each paid period of a plan (a renewal or the first payment): what is left of the previous period's
 * included SMS expires (an `expiry` entry) and the plan's PLAN_SMS_ALLOWANCE is granted (`plan_allowance`),
 * keyed by `reference` (the provider's invoice/payment id) so a replayed webhook grants once. Bought
 * credits (bundle, top_up, purchase, admin) are never expired.
 */
export async function grantPlanAllowance(
  _db: Db,
  _e: { businessId: string; plan: Plan; reference: string; now: Date },
): Promise<void> {}
