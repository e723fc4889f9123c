import { subscriptions, users } from '@kairos/db';
import { and, desc, eq, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { containsAnyCase, listOutput } from '../core/list';
import { adminProcedure } from '../core/trpc';
import { queryBool } from '../shared/schemas';
import { targetInput } from './act';
import { inTrialSql, payingSql } from './plan-sql';
import { adminRest } from './rest';
import { adminUserOutput, countAdminUsers, selectAdminUsers, toAdminUser } from './user-rows';

export const SUBSCRIPTION_FILTERS = ['trial', 'live', 'unsubscribed', 'lapsed'] as const;
type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];

const input = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  is_affiliate: queryBool.optional(),
  is_trashed_user: queryBool.optional(),
  subscription: z.enum(SUBSCRIPTION_FILTERS).optional(),
});

/**
 * Where a plan stands, in SQL, matching the admin rows' state (user-rows.ts): trial (`inTrial`: the trial running,
 * a plan chosen or not), live (a paid plan that still runs: subscriber or cancelled-but-running), unsubscribed (the plan ended),
 * lapsed (no plan and the trial over, or the billing marked the account lapsed).
 */
function subscriptionWhere(filter: SubscriptionFilter, now: Date): SQL {
  const s = subscriptions;
  const noPlan = isNull(s.plan_name);
  const filters: Record<SubscriptionFilter, SQL | undefined> = {
    trial: inTrialSql(now),
    live: payingSql(now),
    unsubscribed: and(isNotNull(s.plan_name), lte(s.ends_at, now)),
    lapsed: or(isNotNull(s.lapsed_at), and(noPlan, lte(s.trial_ends_at, now))),
  };
  return filters[filter] as SQL;
}

function listWhere(i: z.infer<typeof input>, now: Date): SQL {
  const kind = i.is_trashed_user
    ? and(isNotNull(users.deleted_at), eq(users.is_admin, false))
    : i.is_affiliate
      ? and(eq(users.is_affiliate, true), isNull(users.deleted_at))
      : and(eq(users.is_admin, false), eq(users.is_affiliate, false), isNull(users.deleted_at));
  const search =
    i.search && i.search.length > 0
      ? or(
          containsAnyCase(sql`${users.first_name} || ' ' || ${users.last_name}`, i.search),
          containsAnyCase(sql`lower(${users.email})`, i.search.toLowerCase()),
        )
      : undefined;
  return and(kind, search, i.subscription ? subscriptionWhere(i.subscription, now) : undefined) as SQL;
}

/** GET /admin/user: the regular list (no admins, no affiliates), affiliates, or the trashed, searched and filtered. */
export const listUsers = adminProcedure
  .meta(adminRest('GET', '/user', 'Users, searched and filtered'))
  .input(input)
  .output(listOutput(adminUserOutput))
  .query(async ({ ctx, input }) => {
    const where = listWhere(input, ctx.now);
    const [rows, [total]] = await Promise.all([
      selectAdminUsers(ctx.db)
        .where(where)
        .orderBy(desc(users.created_at), desc(users.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      countAdminUsers(ctx.db, where),
    ]);
    const n = Number(total?.n ?? 0);
    return {
      items: rows.map((r) => toAdminUser(r, ctx.now)),
      total: n,
      page: input.page,
      per_page: input.per_page,
      last_page: Math.max(1, Math.ceil(n / input.per_page)),
    };
  });

/** GET /admin/user/{id}: one user (trashed ones too), for the admin's user page. Admins are not shown. */
export const getUser = adminProcedure
  .meta(adminRest('GET', '/user/{id}', 'One user'))
  .input(targetInput)
  .output(adminUserOutput)
  .query(async ({ ctx, input }) => {
    const [row] = await selectAdminUsers(ctx.db)
      .where(and(eq(users.id, input.id), eq(users.is_admin, false)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminUser(row, ctx.now);
  });
