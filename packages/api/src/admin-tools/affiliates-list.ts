import { affiliateEarnings, affiliates, users } from '@kairos/db';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import * as z from 'zod';
import { listOutput } from '../core/list';
import { adminRoute, pageInput, pageOf } from './procedure';

const totals = z.object({
  currency: z.string(),
  /** Every commission so far. */
  earned: z.number().int(),
  /** Due now and not paid (payable_at passed): what "Pay" pays. */
  payable: z.number().int(),
  paid: z.number().int(),
});

export const affiliateOutput = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  code: z.string(),
  fixed_amount: z.number().int().nullable(),
  fixed_discount_amount: z.number().int().nullable(),
  percent_amount: z.number().int().nullable(),
  percent_discount_amount: z.number().int().nullable(),
  referred_count: z.number().int(),
  totals: z.array(totals),
  created_at: z.string(),
});

/** GET /admin/affiliate: affiliates (not deleted) with their settings and earnings per currency, paged. */
export const affiliatesList = adminRoute('GET', '/affiliate', 'Affiliates with their earnings')
  .input(pageInput)
  .output(listOutput(affiliateOutput))
  .query(async ({ ctx, input }) => {
    const live = and(eq(users.is_affiliate, true), isNull(users.deleted_at));
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ user: users, aff: affiliates })
        .from(users)
        .innerJoin(affiliates, eq(affiliates.user_id, users.id))
        .where(live)
        .orderBy(asc(users.created_at), asc(users.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(users).innerJoin(affiliates, eq(affiliates.user_id, users.id)).where(live),
    ]);
    const ids = rows.map((r) => r.user.id);
    const e = affiliateEarnings;
    const due = and(isNull(e.payout_id), lte(e.payable_at, ctx.now));
    const [sums, referred] = ids.length
      ? await Promise.all([
          ctx.db
            .select({
              id: e.affiliate_user_id,
              currency: e.currency,
              earned: sql<number>`coalesce(sum(${e.amount}), 0)`,
              payable: sql<number>`coalesce(sum(CASE WHEN ${due} THEN ${e.amount} ELSE 0 END), 0)`,
              paid: sql<number>`coalesce(sum(CASE WHEN ${e.payout_id} IS NOT NULL THEN ${e.amount} ELSE 0 END), 0)`,
            })
            .from(e)
            .where(inArray(e.affiliate_user_id, ids))
            .groupBy(e.affiliate_user_id, e.currency)
            .orderBy(asc(e.currency)),
          ctx.db
            .select({ id: users.referred_by_affiliate_id, n: count() })
            .from(users)
            .where(inArray(users.referred_by_affiliate_id, ids))
            .groupBy(users.referred_by_affiliate_id),
        ])
      : [[], []];
    return pageOf(
      rows.map(({ user, aff }) => ({
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        code: aff.code,
        fixed_amount: aff.fixed_amount,
        fixed_discount_amount: aff.fixed_discount_amount,
        percent_amount: aff.percent_amount,
        percent_discount_amount: aff.percent_discount_amount,
        referred_count: referred.find((r) => r.id === user.id)?.n ?? 0,
        totals: sums
          .filter((s) => s.id === user.id)
          .map((s) => ({ currency: s.currency, earned: Number(s.earned), payable: Number(s.payable), paid: Number(s.paid) })),
        created_at: user.created_at.toISOString(),
      })),
      total?.n ?? 0,
      input,
    );
  });
