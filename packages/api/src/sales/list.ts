import { clients, saleLines, sales } from '@kairos/db';
import { count, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { containsAnyCase, containsText, listOutput } from '../core/list';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { type SaleRow, saleRow, salesListInput, salesTotals } from '../shared/sales-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { linesOf, paidOf, saleRowColumns, toSaleRow } from './detail';

/** The filters of the sales list: not deleted, in the local date range, one client, a client's or an item's name. */
export function salesWhere(
  scope: BusinessScope,
  input: { search?: string; start_date?: string; end_date?: string; client_id?: string },
): SQL {
  const tz = scope.business.timezone;
  const search = input.search?.trim();
  return scopeToBusiness(
    sales,
    scope.businessId,
    isNull(sales.deleted_at),
    input.start_date ? gte(sales.sold_at, new Date(toInstant(input.start_date, 0, tz))) : undefined,
    input.end_date ? lt(sales.sold_at, new Date(toInstant(addDays(input.end_date, 1), 0, tz))) : undefined,
    input.client_id ? eq(sales.client_id, input.client_id) : undefined,
    search
      ? or(
          containsText(clients.search, search),
          sql`EXISTS (SELECT 1 FROM ${saleLines} WHERE ${saleLines.sale_id} = "sales"."id" AND ${containsAnyCase(saleLines.name, search)})`,
        )
      : undefined,
  );
}

/** GET /api/v1/sales: newest first, each with its client, items, total, paid and left to pay; a fixed number of queries. */
export const list = gated('sales')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/sales',
      summary: 'Sales (page, per_page, search by client or item name, start_date, end_date, client_id)',
      tags: ['sales'],
    },
  })
  .input(salesListInput)
  .output(listOutput(saleRow).extend({ totals: salesTotals }))
  .query(async ({ ctx, input }) => {
    const where = salesWhere(ctx, input);
    const paid = paidOf(ctx.businessId);
    const [rows, totals] = await Promise.all([
      ctx.db
        .select(saleRowColumns(ctx.businessId))
        .from(sales)
        .leftJoin(clients, eq(clients.id, sales.client_id))
        .where(where)
        .orderBy(desc(sales.sold_at), desc(sales.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db
        .select({
          n: count(),
          total: sql<number>`coalesce(sum(${sales.total}), 0)`,
          paid: sql<number>`coalesce(sum(${paid}), 0)`,
          left: sql<number>`coalesce(sum(max(0, ${sales.total} - ${paid})), 0)`,
        })
        .from(sales)
        .leftJoin(clients, eq(clients.id, sales.client_id))
        .where(where),
    ]);
    const lines = await linesOf(
      ctx,
      rows.map((r) => r.sale.id),
    );
    const sums = totals[0];
    const total = sums?.n ?? 0;
    const items: SaleRow[] = rows.map((r) => toSaleRow(ctx, r, lines.get(r.sale.id) ?? []));
    return {
      items,
      total,
      page: input.page,
      per_page: input.per_page,
      last_page: Math.max(1, Math.ceil(total / input.per_page)),
      totals: {
        currency: ctx.business.currency,
        total: Number(sums?.total ?? 0),
        paid: Number(sums?.paid ?? 0),
        left_to_pay: Number(sums?.left ?? 0),
      },
    };
  });
