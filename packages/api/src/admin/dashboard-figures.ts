import { type Db, platformPayments, subscriptions } from '@kairos/db';
import { and, count, gt, isNotNull, or, sql } from 'drizzle-orm';
import { type BillingCurrency, billingCurrencyOf, type PlanId, parsePlanId, planPrice } from '../shared/billing';

/**
 * Monthly recurring revenue per billing currency from counts of renewing plans grouped by plan and
 * region: each plan's price per month (an annual one 1/12 of its price), summed in twelfths of a
 * minor unit and rounded half up once at the end, so no rounding error builds up.
 */
export function monthlyRecurringRevenue(
  groups: { plan_id: string | null; region: 'GB' | 'UK' | 'OTHER'; n: number }[],
): { currency: string; amount: number }[] {
  const twelfths = new Map<BillingCurrency, number>();
  for (const g of groups) {
    const parsed = g.plan_id ? parsePlanId(g.plan_id) : null;
    if (!parsed) continue;
    const currency = billingCurrencyOf(g.region);
    const price = planPrice(g.plan_id as PlanId, currency);
    const perMonthTwelfths = parsed.billing === 'annual' ? price : price * 12;
    twelfths.set(currency, (twelfths.get(currency) ?? 0) + perMonthTwelfths * g.n);
  }
  return [...twelfths]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({ currency, amount: Math.floor((t + 6) / 12) }));
}

/**
 * Churn over [start, now]: subscribers at the start (a paid subscription payment by then, the plan
 * not yet ended) and those of them whose plan ended (ends_at, or lapsed_at after a failed renewal)
 * within the window.
 */
export async function churnWindow(db: Db, start: Date, now: Date) {
  const endedAt = sql`coalesce(${subscriptions.ends_at}, ${subscriptions.lapsed_at})`;
  const paidBy = sql`EXISTS (SELECT 1 FROM ${platformPayments} WHERE ${platformPayments.business_id} = ${subscriptions.business_id}
    AND ${platformPayments.kind} = 'subscription' AND ${platformPayments.status} = 'paid'
    AND ${platformPayments.created_at} <= ${start.getTime()})`;
  const atStart = and(
    isNotNull(subscriptions.plan_name),
    paidBy,
    or(sql`${endedAt} IS NULL`, gt(sql`${endedAt}`, start.getTime())),
  );
  const [row] = await db
    .select({
      at_start: count(),
      ended: sql<number>`coalesce(sum(CASE WHEN ${endedAt} <= ${now.getTime()} THEN 1 ELSE 0 END), 0)`,
    })
    .from(subscriptions)
    .where(atStart);
  const atStartN = Number(row?.at_start ?? 0);
  const ended = Number(row?.ended ?? 0);
  const rate_bp = atStartN === 0 ? 0 : Math.floor((ended * 10_000 * 2 + atStartN) / (atStartN * 2));
  return { ended, at_start: atStartN, rate_bp };
}
