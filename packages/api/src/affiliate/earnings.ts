import { affiliateEarnings, type Db, subscriptions, users } from '@kairos/db';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import * as z from 'zod';
import { type SubscriptionState, summarise } from '../shared/plans';

export const earningOutput = z.object({
  id: z.string(),
  referred_user_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  earned_at: z.string(),
  payable_at: z.string(),
  paid: z.boolean(),
});
export const totalsOutput = z.object({
  currency: z.string(),
  earned: z.number().int(),
  payable_now: z.number().int(),
  paid: z.number().int(),
  next_payable_at: z.string().nullable(),
});
export const planStateOutput = z.enum(['trial', 'subscriber', 'grace_period', 'unsubscriber', 'lapsed', 'deleted']);

type EarningRow = typeof affiliateEarnings.$inferSelect;

/** An affiliate's earnings (optionally from one referred user), newest first. */
export function earningsOf(db: Db, affiliateId: string, where?: SQL) {
  return db
    .select()
    .from(affiliateEarnings)
    .where(and(eq(affiliateEarnings.affiliate_user_id, affiliateId), where))
    .orderBy(desc(affiliateEarnings.created_at));
}

export function presentEarning(e: EarningRow): z.infer<typeof earningOutput> {
  return {
    id: e.id,
    referred_user_id: e.referred_user_id,
    amount: e.amount,
    currency: e.currency,
    earned_at: e.created_at.toISOString(),
    payable_at: e.payable_at.toISOString(),
    paid: e.payout_id != null,
  };
}

/** Sums per currency: earned (all), payable now (unpaid and due), paid, and when the next unpaid one falls due. */
export function totals(rows: readonly EarningRow[], now: Date): z.infer<typeof totalsOutput>[] {
  const by = new Map<string, z.infer<typeof totalsOutput>>();
  for (const e of rows) {
    const t = by.get(e.currency) ?? { currency: e.currency, earned: 0, payable_now: 0, paid: 0, next_payable_at: null };
    t.earned += e.amount;
    if (e.payout_id) t.paid += e.amount;
    else if (e.payable_at <= now) t.payable_now += e.amount;
    else if (!t.next_payable_at || e.payable_at.toISOString() < t.next_payable_at) t.next_payable_at = e.payable_at.toISOString();
    by.set(e.currency, t);
  }
  return [...by.values()];
}

/** The owners an affiliate referred, with their subscription state (a deleted account reads `deleted`). */
export async function referrals(db: Db, affiliateId: string, now: Date, where?: SQL) {
  const rows = await db
    .select({ user: users, sub: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.business_id, users.business_id))
    .where(and(eq(users.referred_by_affiliate_id, affiliateId), where))
    .orderBy(desc(users.created_at));
  return rows.map(({ user, sub }) => {
    const state: SubscriptionState | 'deleted' = user.deleted_at || !sub ? 'deleted' : summarise(sub, now).state;
    return {
      id: user.id,
      name: `${user.first_name} ${user.last_name}`.trim(),
      signed_up_at: user.created_at.toISOString(),
      state,
      plan_name: sub?.plan_name ?? null,
    };
  });
}

export const referralOutput = z.object({
  id: z.string(),
  name: z.string(),
  signed_up_at: z.string(),
  state: planStateOutput,
  plan_name: z.string().nullable(),
});
