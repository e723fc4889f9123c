/**
 * The bookings that still owe, for the left-to-pay lists, totals and the checkout: stored bookings (SQL, the
 * owing visits' index) merged with the series occurrences in the window; a page of them, or their total.
 */
import { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expandSeries, seriesInRange } from '../appointments/series';
import type { BusinessScope } from '../core/scope';
import { bookingDue } from '../shared/payment-status';
import type { LeftToPayRow } from '../shared/payments-schemas';
import { addDays, toLocal } from '../shared/zoned';
import { type Slice, type StoredBooking, storedOwingSql, type Window } from './left-to-pay-sql';

/** Only a client, or a search of the client's name and the appointment's title. */
export type Narrow = { client_id?: string; search?: string };

type Person = { id: string; first_name: string; last_name: string };

/** Newest first; one appointment's clients by client id (the order the list pages in). */
const bookingOrder = (x: LeftToPayRow, y: LeftToPayRow) =>
  y.at.localeCompare(x.at) ||
  (x.appointment_id ?? '').localeCompare(y.appointment_id ?? '') ||
  (x.client?.id ?? '').localeCompare(y.client?.id ?? '');

const likeMatches = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

/** Names of the clients with these ids (only this business's). */
export async function peopleOf(scope: BusinessScope, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await scope.db
        .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
        .from(clients)
        .where(and(eq(clients.business_id, scope.businessId), inArray(clients.id, unique)))
    : [];
  return new Map(rows.map((p) => [p.id, { ...p, last_name: p.last_name ?? '' }]));
}

/**
 * Occurrences of series in the window that were never detached (so never paid: paying one detaches it) owe their
 * whole due (`bookingDue` of a pending place), in list order. With no lower bound, from the first series' start.
 */
async function owingOccurrences(scope: BusinessScope, f: Narrow, w: Window, locale: Locale): Promise<LeftToPayRow[]> {
  const tz = scope.business.timezone;
  const last = toLocal(w.to - 1, tz).date;
  const first = w.from > 0 ? toLocal(w.from, tz).date : '0001-01-01';
  const series = await seriesInRange(scope.db, scope.businessId, addDays(first, -1), last);
  if (series.length === 0) return [];
  const start = w.from > 0 ? first : series.reduce((d, s) => (s.start_date < d ? s.start_date : d), last);
  const clientsOf = new Map(series.map((s) => [s.id, s.client_ids.filter((id) => !f.client_id || id === f.client_id)]));
  const virtual = expandSeries(series, tz, start, last, w.from, w.to).filter(
    (r) => r.type !== 'blocked' && r.start_at.getTime() >= w.from && r.start_at.getTime() < w.to,
  );
  const people = await peopleOf(
    scope,
    virtual.flatMap((r) => clientsOf.get(r.series_id as string) ?? []),
  );
  const rows: LeftToPayRow[] = [];
  for (const r of virtual) {
    const due = bookingDue(r, 'pending');
    if (due <= 0) continue;
    const title = r.title ?? m.payment_untitled({}, { locale });
    for (const cid of clientsOf.get(r.series_id as string) ?? []) {
      const c = people.get(cid);
      if (!c) continue;
      const names = [c.first_name, c.last_name, `${c.first_name} ${c.last_name}`, title];
      if (f.search && !names.some((t) => likeMatches(t, f.search as string))) continue;
      rows.push({
        kind: 'appointment',
        appointment_id: r.id,
        sale_id: null,
        client: c,
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

/** The stored bookings' rows of a page: titles and currencies from their appointments, clients named. */
async function storedRows(scope: BusinessScope, stored: StoredBooking[], locale: Locale): Promise<LeftToPayRow[]> {
  if (stored.length === 0) return [];
  const ids = [...new Set(stored.map((r) => r.id))];
  const [details, people] = await Promise.all([
    scope.db.all<{ id: string; title: string | null; currency: string }>(
      // `+business_id`: look the ids up by the primary key, not by walking the business's (business, start) index.
      sql`SELECT id, title, currency FROM appointments WHERE +business_id = ${scope.businessId} AND id IN ${ids}`,
    ),
    peopleOf(
      scope,
      stored.map((r) => r.client_id),
    ),
  ]);
  const detail = new Map(details.map((d) => [d.id, d]));
  const tz = scope.business.timezone;
  return stored.map((r) => {
    const due = Number(r.due);
    const paid = Number(r.paid);
    return {
      kind: 'appointment' as const,
      appointment_id: r.id,
      sale_id: null,
      client: people.get(r.client_id) ?? { id: r.client_id, first_name: '', last_name: '' },
      title: detail.get(r.id)?.title ?? m.payment_untitled({}, { locale }),
      at: new Date(Number(r.start_at)).toISOString(),
      date: toLocal(Number(r.start_at), tz).date,
      due,
      paid,
      left_to_pay: due - paid,
      currency: detail.get(r.id)?.currency ?? scope.business.currency,
      status: paid > 0 ? ('left_to_pay' as const) : ('unpaid' as const),
    };
  });
}

/**
 * One page of the bookings that owe in the window (stored ones paged in SQL, series occurrences merged in),
 * and how many owe.
 */
export async function owingBookings(
  scope: BusinessScope,
  f: Narrow,
  w: Window,
  locale: Locale,
  slice: Slice,
): Promise<{ rows: LeftToPayRow[]; total: number }> {
  // Every row before the page end may be stored: take that many stored rows and merge.
  const take = slice.offset + slice.limit;
  const inner = storedOwingSql(scope, f, w);
  const [virtual, stored, [count]] = await Promise.all([
    owingOccurrences(scope, f, w, locale),
    scope.db.all<StoredBooking>(sql`${inner} ORDER BY start_at DESC, id, client_id LIMIT ${take}`),
    scope.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (${inner})`),
  ]);
  const merged = [...(await storedRows(scope, stored, locale)), ...virtual].sort(bookingOrder);
  return { rows: merged.slice(slice.offset, take), total: Number(count?.n ?? 0) + virtual.length };
}

/** What the bookings in the window owe: how many, and how much (one SUM/COUNT over the owing visits, occurrences added). */
export async function owingBookingsTotal(
  scope: BusinessScope,
  f: Narrow,
  w: Window,
  locale: Locale,
): Promise<{ count: number; amount: number }> {
  const [[sum], virtual] = await Promise.all([
    scope.db.all<{ n: number; amount: number | null }>(
      sql`SELECT count(*) AS n, sum(due - paid) AS amount FROM (${storedOwingSql(scope, f, w)})`,
    ),
    owingOccurrences(scope, f, w, locale),
  ]);
  return {
    count: Number(sum?.n ?? 0) + virtual.length,
    amount: Number(sum?.amount ?? 0) + virtual.reduce((s, r) => s + r.left_to_pay, 0),
  };
}
