/**
 * Left to pay in SQL: the window a read covers, and the stored bookings and sales that still owe, as
 * subqueries to page, count or sum. This is shared/payment-status.ts `hasStarted` (the one rule) for many rows.
 */
import { appointments, clients, saleLines, sales } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { analyticsVisits } from '../analytics/visit-table';
import { containsAnyCase, containsText } from '../core/list';
import type { BusinessScope } from '../core/scope';
import type { leftToPayListInput } from '../shared/payments-schemas';
import { spanOf } from './range';

export type Filter = z.output<typeof leftToPayListInput>;

/** What a read covers: bookings starting in [from, to) (epoch ms) and sales sold in it. */
export interface Window {
  from: number;
  to: number;
}

/**
 * The window of left to pay: bookings that have started (start ≤ now: `hasStarted`), however long ago, or
 * between the filter's dates when given (local dates in the business's zone, inclusive); never after now.
 */
export function window(scope: BusinessScope, f: Pick<Filter, 'start_date' | 'end_date'>, locale: Locale): Window {
  const span = spanOf(scope, f, locale);
  const startedBy = scope.now.getTime() + 1; // hasStarted(start, now) ⇔ start < now + 1
  return { from: span.from?.getTime() ?? 0, to: Math.min(span.to?.getTime() ?? startedBy, startedBy) };
}

/** The page of a list: how many rows to skip and to take. */
export interface Slice {
  offset: number;
  limit: number;
}

export type StoredBooking = {
  id: string;
  start_at: number;
  client_id: string;
  due: number;
  paid: number;
};

/** Only a client, or a search of the client's name and the appointment's title. */
type Narrow = Pick<Filter, 'client_id' | 'search'>;

/**
 * The stored appointments' and class sessions' clients that owe in the window, read from the trigger-kept copy
 * of the visits (analytics/visit-table.ts: due as `value` = max(0, price × quantity − discount), the allocations
 * as `paid`, package sessions as `package_used`): not blocked, not cancelled, no package session, something left.
 * Those four terms are the WHERE of `analytics_visits_owing_idx` (migration 0025), so a read walks only the
 * bookings that owe, newest first, whatever the history's length.
 */
export function storedOwingSql(scope: BusinessScope, f: Narrow, w: Window): SQL {
  const v = analyticsVisits;
  const a = appointments;
  const search = f.search
    ? sql`AND (EXISTS (SELECT 1 FROM ${clients} WHERE ${clients.id} = ${v.client_id} AND ${containsText(clients.search, f.search)})
        OR EXISTS (SELECT 1 FROM ${a} WHERE ${a.id} = ${v.appointment_id} AND ${containsAnyCase(sql`coalesce(${a.title}, '')`, f.search)}))`
    : sql``;
  return sql`SELECT ${v.appointment_id} AS id, ${v.start_at} AS start_at, ${v.client_id} AS client_id,
      ${v.value} AS due, ${v.paid} AS paid
    FROM ${v}
    WHERE ${v.business_id} = ${scope.businessId} AND ${v.start_at} >= ${w.from} AND ${v.start_at} < ${w.to}
      AND ${v.paid} < ${v.value} AND ${v.package_used} = 0 AND ${v.status} <> 'cancelled' AND ${v.type} <> 'blocked'
      ${f.client_id ? sql`AND ${v.client_id} = ${f.client_id}` : sql``}
      ${search}`;
}

/**
 * The sales (not deleted) sold in the window that still owe, as SQL: total less what was paid towards the sale
 * (`sales.paid`, the allocations' sum kept by triggers, migration 0028), something left. The first three terms of
 * the WHERE are those of `sales_owing_idx`, so a read walks only the sales that owe, newest first.
 */
export function owingSalesSql(scope: BusinessScope, f: Narrow, w: Window): SQL {
  const s = sales;
  return sql`
    SELECT ${s.id} AS id, ${s.sold_at} AS sold_at, ${s.currency} AS currency, ${s.total} AS total, ${s.paid} AS paid,
      ${s.client_id} AS client_id
    FROM ${s}
    ${f.search ? sql`LEFT JOIN ${clients} ON ${clients.id} = ${s.client_id}` : sql``}
    WHERE ${s.business_id} = ${scope.businessId} AND ${s.deleted_at} IS NULL AND ${s.total} > 0 AND ${s.paid} < ${s.total}
      AND ${s.sold_at} >= ${w.from} AND ${s.sold_at} < ${w.to}
      ${f.client_id ? sql`AND ${s.client_id} = ${f.client_id}` : sql``}
      ${
        f.search
          ? sql`AND (${containsText(clients.search, f.search)}
              OR EXISTS (SELECT 1 FROM ${saleLines} WHERE ${saleLines.sale_id} = ${s.id} AND ${containsAnyCase(saleLines.name, f.search)}))`
          : sql``
      }`;
}
