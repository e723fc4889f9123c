/**
 * The SQL behind the left-to-pay lists: the window they cover, and the stored
 * bookings' and sales' rows that still owe (as subqueries to page, count or sum).
 */
import { appointmentClients, appointments, clients, packageUses, paymentAllocations, saleLines, sales } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { analyticsVisits } from '../analytics/visit-table';
import { addDays } from '../availability/zoned';
import { containsAnyCase, containsText } from '../core/list';
import type { BusinessScope } from '../core/scope';
import type { leftToPayListInput } from '../shared/payments-schemas';
import { unindexed } from './present';
import { spanOf, todayOf } from './range';

export type Filter = z.output<typeof leftToPayListInput>;

/**
 * The range the left-to-pay lists cover: appointments that have started
 * (start <= now) between the start and end dates; with no start date, the
 * last 12 months (docs/DECISIONS.md "Payments ledger"); never after now.
 */
export function window(scope: BusinessScope, f: Pick<Filter, 'start_date' | 'end_date'>, locale: Locale) {
  const today = todayOf(scope);
  const span = spanOf(scope, { start_date: f.start_date ?? addDays(today, -365), end_date: f.end_date ?? today }, locale);
  const to = Math.min((span.to as Date).getTime(), scope.now.getTime() + 1);
  return { from: (span.from as Date).getTime(), to, startDate: span.startDate as string, endDate: span.endDate as string };
}

/** The page of a list: how many rows to skip and to take. */
export interface Slice {
  offset: number;
  limit: number;
}

export type StoredBooking = {
  id: string;
  title: string | null;
  start_at: number;
  currency: string;
  client_id: string;
  due: number;
  paid: number;
  total?: number;
};

/**
 * The stored appointments' and class sessions' clients that still owe in the
 * window, as SQL: due as `bookingDue` computes it (price × quantity − discount,
 * never below 0; nothing for blocked time or a cancelled attendance), less the
 * allocations to that client of that appointment (one grouped read of the
 * allocation index, joined), no package session paying for it, something left.
 * `LIMIT -1` keeps SQLite from flattening the subquery, which would run the
 * allocations' sum twice per booking (for `paid` and for `paid < due`).
 * Clients are joined only to search them; the page looks its names up. For a total (`sumOnly`) only due
 * and paid are read, so the appointments' covering index answers without reading the table.
 */
export function storedOwingSql(scope: BusinessScope, f: Filter, w: { from: number; to: number }, sumOnly = false): SQL {
  const a = appointments;
  const ac = appointmentClients;
  const pa = paymentAllocations;
  const pu = packageUses;
  const clientMatch = f.search
    ? sql`AND (${containsText(clients.search, f.search)} OR ${containsAnyCase(sql`coalesce(${a.title}, '')`, f.search)})`
    : sql``;
  return sql`
    SELECT * FROM (
      SELECT ${
        sumOnly
          ? sql``
          : sql`${a.id} AS id, ${a.title} AS title, ${a.start_at} AS start_at, ${a.currency} AS currency,
        ${ac.client_id} AS client_id,`
      }
        max(0, ${a.price} * ${a.quantity} - ${a.discounted_amount}) AS due,
        coalesce((SELECT sum(${pa.amount}) FROM ${pa} WHERE ${pa.business_id} = ${scope.businessId}
          AND ${pa.appointment_id} = ${a.id} AND ${pa.client_id} = ${ac.client_id}), 0) AS paid
      FROM ${a}
      JOIN ${ac} ON ${ac.appointment_id} = ${a.id} AND ${unindexed(ac.business_id)} = ${scope.businessId}
      ${f.search ? sql`JOIN ${clients} ON ${clients.id} = ${ac.client_id}` : sql``}
      WHERE ${a.business_id} = ${scope.businessId} AND ${a.start_at} >= ${w.from} AND ${a.start_at} < ${w.to}
        AND ${a.type} <> 'blocked' AND ${ac.status} <> 'cancelled'
        ${f.client_id ? sql`AND ${ac.client_id} = ${f.client_id}` : sql``}
        ${clientMatch}
        AND NOT EXISTS (SELECT 1 FROM ${pu} WHERE ${pu.appointment_id} = ${a.id} AND ${pu.client_id} = ${ac.client_id}
          AND ${pu.returned_at} IS NULL)
      LIMIT -1
    ) WHERE paid < due`;
}

/**
 * The same bookings' count and total owed with no search or client filter, from the trigger-kept copy of the
 * visits (analytics/visit-table.ts: due as `value`, allocations as `paid`, package sessions as `package_used`):
 * one range of its (business, start) key instead of two probes per booking.
 */
export function storedOwingTotalSql(scope: BusinessScope, w: { from: number; to: number }): SQL {
  const v = analyticsVisits;
  return sql`SELECT count(*) AS n, sum(${v.value} - ${v.paid}) AS amount FROM ${v}
    WHERE ${v.business_id} = ${scope.businessId} AND ${v.start_at} >= ${w.from} AND ${v.start_at} < ${w.to}
      AND ${v.type} <> 'blocked' AND ${v.status} <> 'cancelled' AND ${v.package_used} = 0 AND ${v.paid} < ${v.value}`;
}

/** The sales (not deleted) that still owe, as SQL: total less allocations to the sale, something left. */
export function owingSalesSql(scope: BusinessScope, f: Filter, locale: Locale): SQL {
  const pa = paymentAllocations;
  const s = sales;
  const span = spanOf(scope, f, locale);
  return sql`
    SELECT * FROM (
      SELECT ${s.id} AS id, ${s.sold_at} AS sold_at, ${s.currency} AS currency, ${s.total} AS total,
        coalesce((SELECT sum(${pa.amount}) FROM ${pa} WHERE ${pa.business_id} = ${scope.businessId} AND ${pa.sale_id} = ${s.id}), 0) AS paid,
        ${s.client_id} AS client_id
      FROM ${s}
      ${f.search ? sql`LEFT JOIN ${clients} ON ${clients.id} = ${s.client_id}` : sql``}
      WHERE ${s.business_id} = ${scope.businessId} AND ${s.deleted_at} IS NULL AND ${s.total} > 0
        ${span.from ? sql`AND ${s.sold_at} >= ${span.from.getTime()}` : sql``}
        ${span.to ? sql`AND ${s.sold_at} < ${span.to.getTime()}` : sql``}
        ${f.client_id ? sql`AND ${s.client_id} = ${f.client_id}` : sql``}
        ${
          f.search
            ? sql`AND (${containsText(clients.search, f.search)}
                OR EXISTS (SELECT 1 FROM ${saleLines} WHERE ${saleLines.sale_id} = ${s.id} AND ${containsAnyCase(saleLines.name, f.search)}))`
            : sql``
        }
    ) WHERE paid < total`;
}
