import { subscriptions, users } from '@kairos/db';
import { and, count, eq, gt, gte, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { adminProcedure, router } from '../core/trpc';

const DAY = 86_400_000;

/** GET /admin/dashboard: platform numbers. Regular users exclude admins and affiliates (SPEC 6). */
export const dashboard = adminProcedure
  .meta({ rest: { method: 'GET', path: '/api/v1/admin/dashboard', summary: 'Platform statistics', tags: ['admin'] } })
  .output(
    z.object({
      users: z.number().int(),
      affiliates: z.number().int(),
      trialing: z.number().int(),
      subscribers: z.number().int(),
      sign_ups_last_30_days: z.number().int(),
    }),
  )
  .query(async ({ ctx }) => {
    const regular = and(eq(users.is_admin, false), eq(users.is_affiliate, false), isNull(users.deleted_at));
    const since = new Date(ctx.now.getTime() - 30 * DAY);
    const [[u], [a], [t], [s], [r]] = await Promise.all([
      ctx.db.select({ n: count() }).from(users).where(regular),
      ctx.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.is_affiliate, true), isNull(users.deleted_at))),
      ctx.db
        .select({ n: count() })
        .from(subscriptions)
        .where(and(isNull(subscriptions.plan_name), gt(subscriptions.trial_ends_at, ctx.now))),
      ctx.db.select({ n: count() }).from(subscriptions).where(isNotNull(subscriptions.plan_name)),
      ctx.db
        .select({ n: count() })
        .from(users)
        .where(and(regular, gte(users.created_at, since))),
    ]);
    return {
      users: u?.n ?? 0,
      affiliates: a?.n ?? 0,
      trialing: t?.n ?? 0,
      subscribers: s?.n ?? 0,
      sign_ups_last_30_days: r?.n ?? 0,
    };
  });

export const adminRouter = router({ dashboard });
