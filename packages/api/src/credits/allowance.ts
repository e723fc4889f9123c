import { creditEntries, type Db } from '@kairos/db';
import { sql } from 'drizzle-orm';
import { PLAN_SMS_ALLOWANCE } from '../shared/messaging';
import type { Plan } from '../shared/plans';
import { appendEntry, latest } from './ledger';

/**
 * What is left of the newest `plan_allowance`, as minus that (the `expiry` entry's delta), in SQL so it is
 * worked out inside the statement that writes it: sends take included credits first, so
 * left = max(0, min(balance, allowance − sent since it + refunds since it)). NULL without an allowance.
 */
function expiringDelta(businessId: string) {
  const ce = creditEntries;
  const mine = sql`${ce.business_id} = ${businessId} AND ${ce.channel} = 'sms'`;
  return sql`(SELECT -max(0, min(
      coalesce((SELECT cur.balance FROM ${latest(businessId, 'sms')} AS cur), 0),
      a.delta + coalesce((SELECT sum(${ce.delta}) FROM ${ce}
        WHERE ${mine} AND ${ce.seq} > a.seq AND ${ce.reason} IN ('message', 'refund')), 0)))
    FROM (SELECT ${ce.seq} AS seq, ${ce.delta} AS delta FROM ${ce}
      WHERE ${mine} AND ${ce.reason} = 'plan_allowance' ORDER BY ${ce.seq} DESC LIMIT 1) AS a)`;
}

/**
 * At each paid period of a plan (a renewal or the first payment): what is left of the previous period's
 * included SMS expires (an `expiry` entry) and the plan's PLAN_SMS_ALLOWANCE is granted (`plan_allowance`),
 * keyed by `reference` (the provider's invoice/payment id) so a replayed webhook grants once. Bought
 * credits (bundle, top_up, purchase, admin, trial) are never expired. One batch: both entries or neither.
 */
export async function grantPlanAllowance(
  db: Db,
  e: { businessId: string; plan: Plan; reference: string; now: Date },
): Promise<void> {
  const base = { businessId: e.businessId, channel: 'sms', referenceId: e.reference, now: e.now } as const;
  // A replay: the allowance for this reference is there already, so the expiry must not run again either.
  const fresh = sql`NOT EXISTS (SELECT 1 FROM ${creditEntries} WHERE ${creditEntries.business_id} = ${e.businessId}
    AND ${creditEntries.channel} = 'sms' AND ${creditEntries.reference_id} = ${e.reference}
    AND ${creditEntries.reason} IN ('plan_allowance', 'expiry'))`;
  const expiry = appendEntry(db, { ...base, reason: 'expiry', delta: expiringDelta(e.businessId), guard: fresh });
  const amount = PLAN_SMS_ALLOWANCE[e.plan];
  if (amount <= 0) {
    await expiry;
    return;
  }
  await db.batch([expiry, appendEntry(db, { ...base, reason: 'plan_allowance', delta: amount })]);
}
