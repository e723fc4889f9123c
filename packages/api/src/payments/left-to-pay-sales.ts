/** The sales that still owe, for the left-to-pay lists, totals and the checkout: a page titled by their lines, or their total. */
import { saleLines } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import type { LeftToPayRow } from '../shared/payments-schemas';
import { toLocal } from '../shared/zoned';
import { type Narrow, peopleOf } from './left-to-pay-owing';
import { owingSalesSql, type Slice, type Window } from './left-to-pay-sql';
import { unindexed } from './present';

/** One page of the sales that still owe, newest first (paged in SQL), titled by their lines, and how many owe. */
export async function owingSales(
  scope: BusinessScope,
  f: Narrow,
  w: Window,
  locale: Locale,
  slice: Slice,
): Promise<{ rows: LeftToPayRow[]; total: number }> {
  const inner = owingSalesSql(scope, f, w);
  const rows = await scope.db.all<{
    id: string;
    sold_at: number;
    currency: string;
    total: number;
    paid: number;
    client_id: string | null;
    owing: number;
  }>(sql`
    SELECT *, count(*) OVER () AS owing FROM (${inner}) ORDER BY sold_at DESC, id LIMIT ${slice.limit} OFFSET ${slice.offset}`);
  let total = Number(rows[0]?.owing ?? 0);
  if (rows.length === 0) {
    const [c] = await scope.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (${inner})`);
    total = Number(c?.n ?? 0);
  }
  const ids = rows.map((r) => r.id);
  const [lines, people] = await Promise.all([
    ids.length
      ? scope.db
          .select({ sale_id: saleLines.sale_id, name: saleLines.name, quantity: saleLines.quantity })
          .from(saleLines)
          .where(and(eq(unindexed(saleLines.business_id), scope.businessId), inArray(saleLines.sale_id, ids)))
          .orderBy(saleLines.sale_id, saleLines.position)
      : ([] as { sale_id: string; name: string; quantity: number }[]),
    peopleOf(
      scope,
      rows.map((r) => r.client_id).filter((id): id is string => !!id),
    ),
  ]);
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) {
    const of = linesOf.get(l.sale_id);
    if (of) of.push(l);
    else linesOf.set(l.sale_id, [l]);
  }
  const tz = scope.business.timezone;
  return {
    total,
    rows: rows.map((r) => {
      const of = linesOf.get(r.id) ?? [];
      const title = of.length
        ? of.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', ')
        : m.payment_label_sale({ count: 0 }, { locale });
      return {
        kind: 'sale' as const,
        appointment_id: null,
        sale_id: r.id,
        client: (r.client_id && people.get(r.client_id)) || null,
        title,
        at: new Date(Number(r.sold_at)).toISOString(),
        date: toLocal(Number(r.sold_at), tz).date,
        due: Number(r.total),
        paid: Number(r.paid),
        left_to_pay: Number(r.total) - Number(r.paid),
        currency: r.currency,
        status: Number(r.paid) > 0 ? ('left_to_pay' as const) : ('unpaid' as const),
      };
    }),
  };
}

/** What the sales in the window still owe: how many, and how much (one SUM/COUNT query). */
export async function owingSalesTotal(scope: BusinessScope, f: Narrow, w: Window): Promise<{ count: number; amount: number }> {
  const [sum] = await scope.db.all<{ n: number; amount: number | null }>(
    sql`SELECT count(*) AS n, sum(total - paid) AS amount FROM (${owingSalesSql(scope, f, w)})`,
  );
  return { count: Number(sum?.n ?? 0), amount: Number(sum?.amount ?? 0) };
}
