import { businesses, subscriptions, users } from '@kairos/db';
import { and, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import { adminProcedure } from '../core/trpc';
import { churnWindow, monthlyRecurringRevenue } from './dashboard-figures';
import { inTrialSql, payingSql } from './plan-sql';
import { adminRest } from './rest';

const DAY = 86_400_000;

const output = z.object({
  users: z.number().int(),
  affiliates: z.number().int(),
  /** In the free trial (shared/plans.ts `inTrial`), a plan chosen or not: not subscribers, no revenue yet. */
  trialing: z.number().int(),
  /** A paid plan that runs now (cancelled-but-running included), the trial over. */
  subscribers: z.number().int(),
  sign_ups_last_30_days: z.number().int(),
  /** The last 12 months, oldest first: 'YYYY-MM' (UTC) and the regular users created in it. */
  sign_ups_by_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
  subscribers_by_plan: z.array(z.object({ plan_id: z.string(), count: z.number().int() })),
  /** Renewing paid plans only (not in the trial, not cancelled, not lapsed); an annual plan counts 1/12 of its price. Minor units. */
  mrr: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  churn: z.object({
    ended: z.number().int(),
    at_start: z.number().int(),
    /** ended ÷ at_start in basis points (100 = 1 %); 0 without subscribers at the start. */
    rate_bp: z.number().int(),
  }),
  sign_up_sources: z.array(z.object({ source: z.string().nullable(), count: z.number().int() })),
});

/** GET /admin/dashboard: platform numbers, each counted by SQL. Regular users exclude admins and affiliates (docs/product/admin.md). */
export const dashboard = adminProcedure
  .meta(adminRest('GET', '/dashboard', 'Platform statistics'))
  .output(output)
  .query(async ({ ctx }) => {
    const db = ctx.db;
    const now = ctx.now;
    const regular = and(eq(users.is_admin, false), eq(users.is_affiliate, false), isNull(users.deleted_at));
    const since = new Date(now.getTime() - 30 * DAY);
    const yearAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const month = sql<string>`strftime('%Y-%m', ${users.created_at} / 1000, 'unixepoch')`;
    const [[u], [a], [t], [r], byMonth, byPlan, renewing, sources, churn] = await Promise.all([
      db.select({ n: count() }).from(users).where(regular),
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.is_affiliate, true), isNull(users.deleted_at))),
      db.select({ n: count() }).from(subscriptions).where(inTrialSql(now)),
      db
        .select({ n: count() })
        .from(users)
        .where(and(regular, gte(users.created_at, since))),
      db
        .select({ month, n: count() })
        .from(users)
        .where(and(regular, gte(users.created_at, yearAgo)))
        .groupBy(month)
        .orderBy(month),
      db
        .select({ plan_id: sql<string>`coalesce(${subscriptions.plan_id}, ${subscriptions.plan_name})`, n: count() })
        .from(subscriptions)
        .where(payingSql(now))
        .groupBy(sql`1`)
        .orderBy(sql`1`),
      db
        .select({ plan_id: subscriptions.plan_id, region: businesses.region, n: count() })
        .from(subscriptions)
        .innerJoin(businesses, eq(businesses.id, subscriptions.business_id))
        .where(and(isNotNull(subscriptions.plan_id), isNull(subscriptions.ends_at), payingSql(now)))
        .groupBy(subscriptions.plan_id, businesses.region),
      db
        .select({ source: users.sign_up_source, n: count() })
        .from(users)
        .where(regular)
        .groupBy(users.sign_up_source)
        .orderBy(users.sign_up_source),
      churnWindow(db, since, now),
    ]);
    return {
      users: u?.n ?? 0,
      affiliates: a?.n ?? 0,
      trialing: t?.n ?? 0,
      subscribers: byPlan.reduce((sum, p) => sum + p.n, 0),
      sign_ups_last_30_days: r?.n ?? 0,
      sign_ups_by_month: byMonth.map((b) => ({ month: b.month, count: b.n })),
      subscribers_by_plan: byPlan.map((p) => ({ plan_id: p.plan_id, count: p.n })),
      mrr: monthlyRecurringRevenue(renewing),
      churn,
      sign_up_sources: sources.map((s) => ({ source: s.source, count: s.n })),
    };
  });
