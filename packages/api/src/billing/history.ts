import { platformPayments } from '@kairos/db';
import { count, desc } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { historyOutput } from '../shared/billing-schemas';
import { subscriptionProcedure } from './procedure';

const PER_PAGE = 20;

/** GET /subscription/history?page: Kairos's charges to this business, newest first. */
export const history = subscriptionProcedure('GET', '/history', "Kairos's charges to this business")
  .input(z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }))
  .output(historyOutput)
  .query(async ({ ctx, input }) => {
    const where = scopeToBusiness(platformPayments, ctx.businessId);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(platformPayments)
        .where(where)
        .orderBy(desc(platformPayments.created_at), desc(platformPayments.id))
        .limit(PER_PAGE)
        .offset((input.page - 1) * PER_PAGE),
      ctx.db.select({ n: count() }).from(platformPayments).where(where),
    ]);
    const n = total?.n ?? 0;
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      data: rows.map((r) => ({
        id: r.id,
        created_at: r.created_at.toISOString(),
        kind: r.kind,
        status: r.status,
        plan_id: r.plan_id,
        description: r.description,
        amount: r.amount,
        amount_before_discount: r.amount_before_discount,
        currency: r.currency,
        period_start: iso(r.period_start),
        period_end: iso(r.period_end),
      })),
      meta: { page: input.page, last_page: Math.max(1, Math.ceil(n / PER_PAGE)), total: n },
    };
  });
