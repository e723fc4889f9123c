/**
 * The rows that still owe for the left-to-pay lists: stored bookings merged with
 * the series occurrences in the window, and sales titled by their lines; a page
 * of each, and their totals.
 */
import { clients, saleLines } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expandSeries, seriesInRange } from '../appointments/series';
import { addDays, toLocal } from '../availability/zoned';
import type { BusinessScope } from '../core/scope';
import { bookingDue } from '../shared/payment-status';
import type { LeftToPayRow } from '../shared/payments-schemas';
import {
  type Filter,
  owingSalesSql,
  type Slice,
  type StoredBooking,
  storedOwingSql,
  storedOwingTotalSql,
  window,
} from './left-to-pay-sql';
import { unindexed } from './present';

const person = (c: { id: string; first_name: string; last_name: string } | undefined) => c ?? null;

/** Newest first; one appointment's clients by client id (the order the list pages in). */
const bookingOrder = (x: LeftToPayRow, y: LeftToPayRow) =>
  y.at.localeCompare(x.at) ||
  (x.appointment_id ?? '').localeCompare(y.appointment_id ?? '') ||
  (x.client?.id ?? '').localeCompare(y.client?.id ?? '');

/**
 * Occurrences of series in the window that were never detached (so never
 * paid: paying one detaches it) owe their whole price, in list order.
 */
async function owingOccurrences(
  scope: BusinessScope,
  f: Filter,
  w: ReturnType<typeof window>,
  locale: Locale,
): Promise<LeftToPayRow[]> {
  const tz = scope.business.timezone;
  const rows: LeftToPayRow[] = [];
  const series = await seriesInRange(scope.db, scope.businessId, addDays(w.startDate, -1), w.endDate);
  if (series.length === 0) return rows;
  const virtual = expandSeries(series, tz, w.startDate, w.endDate, w.from, w.to).filter(
    (r) => r.type !== 'blocked' && r.start_at.getTime() >= w.from && r.start_at.getTime() < w.to,
  );
  const ids = [...new Set(virtual.flatMap((r) => series.find((s) => s.id === r.series_id)?.client_ids ?? []))].filter(
    (id) => !f.client_id || id === f.client_id,
  );
  const people = ids.length
    ? await scope.db
        .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
        .from(clients)
        .where(and(eq(clients.business_id, scope.businessId), inArray(clients.id, ids)))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const r of virtual) {
    const due = bookingDue(r, 'pending');
    if (due <= 0) continue;
    for (const cid of series.find((s) => s.id === r.series_id)?.client_ids ?? []) {
      const c = byId.get(cid);
      if (!c) continue;
      const title = r.title ?? m.payment_untitled({}, { locale });
      if (
        f.search &&
        ![c.first_name, c.last_name, `${c.first_name} ${c.last_name}`, title].some((t) => likeMatches(t, f.search as string))
      )
        continue;
      rows.push({
        kind: 'appointment',
        appointment_id: r.id,
        sale_id: null,
        client: person(c),
        title,
        at: r.start_at.toISOString(),
        date: toLocal(r.start_at.getTime(), tz).date,
        due,
        paid: 0,
        left_to_pay: due,
        currency: r.currency,
        status: 'unpaid',
      });
    }
  }
  return rows.sort(bookingOrder);
}

/** A stored booking's row, its client named later (only the page's rows are). */
function bookingRow(r: StoredBooking, tz: string, locale: Locale): LeftToPayRow {
  return {
    kind: 'appointment',
    appointment_id: r.id,
    sale_id: null,
    client: { id: r.client_id, first_name: '', last_name: '' },
    title: r.title ?? m.payment_untitled({}, { locale }),
    at: new Date(Number(r.start_at)).toISOString(),
    date: toLocal(Number(r.start_at), tz).date,
    due: Number(r.due),
    paid: Number(r.paid),
    left_to_pay: Number(r.due) - Number(r.paid),
    currency: r.currency,
    status: Number(r.paid) > 0 ? 'left_to_pay' : 'unpaid',
  };
}

/**
 * One page of the bookings that still owe in the window (stored ones paged
 * in SQL, with their count; series occurrences merged in), and how many owe.
 */
export async function owingBookings(
  scope: BusinessScope,
  f: Filter,
  locale: Locale,
  slice: Slice,
): Promise<{ rows: LeftToPayRow[]; total: number }> {
  const w = window(scope, f, locale);
  const virtual = await owingOccurrences(scope, f, w, locale);
  // Every row before the page end may be stored: take that many stored rows and merge.
  const take = slice.offset + slice.limit;
  const stored = await scope.db.all<StoredBooking>(sql`
    SELECT *, count(*) OVER () AS total FROM (${storedOwingSql(scope, f, w)}) ORDER BY start_at DESC, id, client_id LIMIT ${take}`);
  // Read from the first row: the stored rows are taken from the start, so none means none owe.
  const storedCount = Number(stored[0]?.total ?? 0);
  const tz = scope.business.timezone;
  const rows = [...stored.map((r) => bookingRow(r, tz, locale)), ...virtual].sort(bookingOrder).slice(slice.offset, take);
  // Names for the page's rows only.
  const ids = [...new Set(rows.map((r) => r.client?.id).filter((id): id is string => !!id))];
  const people = ids.length
    ? await scope.db
        .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
        .from(clients)
        .where(and(eq(clients.business_id, scope.businessId), inArray(clients.id, ids)))
    : [];
  const personOf = new Map(people.map((p) => [p.id, p]));
  return {
    rows: rows.map((r) => (r.client && personOf.has(r.client.id) ? { ...r, client: personOf.get(r.client.id) ?? r.client } : r)),
    total: storedCount + virtual.length,
  };
}

/** What the bookings in the window still owe: how many, and how much (one SUM/COUNT query, occurrences added). */
export async function owingBookingsTotal(
  scope: BusinessScope,
  f: Filter,
  locale: Locale,
): Promise<{ count: number; amount: number }> {
  const w = window(scope, f, locale);
  const [[sum], virtual] = await Promise.all([
    scope.db.all<{ n: number; amount: number | null }>(
      f.search || f.client_id
        ? sql`SELECT count(*) AS n, sum(due - paid) AS amount FROM (${storedOwingSql(scope, f, w, true)})`
        : storedOwingTotalSql(scope, w),
    ),
    owingOccurrences(scope, f, w, locale),
  ]);
  return {
    count: Number(sum?.n ?? 0) + virtual.length,
    amount: Number(sum?.amount ?? 0) + virtual.reduce((s, r) => s + r.left_to_pay, 0),
  };
}

const likeMatches = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

/** One page of the sales that still owe, newest first (paged in SQL), titled by their lines, and how many owe. */
export async function owingSales(
  scope: BusinessScope,
  f: Filter,
  locale: Locale,
  slice: Slice,
): Promise<{ rows: LeftToPayRow[]; total: number }> {
  const inner = owingSalesSql(scope, f, locale);
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
  const clientIds = [...new Set(rows.map((r) => r.client_id).filter((id): id is string => !!id))];
  const [lines, people] = await Promise.all([
    ids.length
      ? scope.db
          .select({ sale_id: saleLines.sale_id, name: saleLines.name, quantity: saleLines.quantity })
          .from(saleLines)
          .where(and(eq(unindexed(saleLines.business_id), scope.businessId), inArray(saleLines.sale_id, ids)))
          .orderBy(saleLines.sale_id, saleLines.position)
      : ([] as { sale_id: string; name: string; quantity: number }[]),
    clientIds.length
      ? scope.db
          .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
          .from(clients)
          .where(and(eq(clients.business_id, scope.businessId), inArray(clients.id, clientIds)))
      : [],
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
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
      const c = r.client_id ? personOf.get(r.client_id) : undefined;
      return {
        kind: 'sale' as const,
        appointment_id: null,
        sale_id: r.id,
        client: c ? { id: c.id, first_name: c.first_name, last_name: c.last_name ?? '' } : null,
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

/** What the sales still owe: how many, and how much (one SUM/COUNT query). */
export async function owingSalesTotal(
  scope: BusinessScope,
  f: Filter,
  locale: Locale,
): Promise<{ count: number; amount: number }> {
  const [sum] = await scope.db.all<{ n: number; amount: number | null }>(
    sql`SELECT count(*) AS n, sum(total - paid) AS amount FROM (${owingSalesSql(scope, f, locale)})`,
  );
  return { count: Number(sum?.n ?? 0), amount: Number(sum?.amount ?? 0) };
}
