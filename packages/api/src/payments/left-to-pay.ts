import { appointmentClients, appointments, clients, packageUses, paymentAllocations, saleLines, sales } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { m } from '@kairos/i18n';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { expandSeries, seriesInRange } from '../appointments/series';
import { addDays, toLocal } from '../availability/zoned';
import { containsAnyCase, containsText, listOutput } from '../core/list';
import type { BusinessScope } from '../core/scope';
import { gated } from '../core/trpc';
import { bookingDue } from '../shared/payment-status';
import {
  type LeftToPayRow,
  leftToPayListInput,
  leftToPayRow,
  leftToPayStatistic as statisticOutput,
} from '../shared/payments-schemas';
import { unindexed } from './present';
import { spanOf, todayOf } from './range';

type Filter = z.output<typeof leftToPayListInput>;

/**
 * The range the left-to-pay lists cover: appointments that have started
 * (start <= now) between the start and end dates; with no start date, the
 * last 12 months (docs/DECISIONS.md "Payments ledger"); never after now.
 */
function window(scope: BusinessScope, f: Pick<Filter, 'start_date' | 'end_date'>, locale: Locale) {
  const today = todayOf(scope);
  const span = spanOf(scope, { start_date: f.start_date ?? addDays(today, -365), end_date: f.end_date ?? today }, locale);
  const to = Math.min((span.to as Date).getTime(), scope.now.getTime() + 1);
  return { from: (span.from as Date).getTime(), to, startDate: span.startDate as string, endDate: span.endDate as string };
}

const person = (c: { id: string; first_name: string; last_name: string } | undefined) => c ?? null;

/** The page of a list: how many rows to skip and to take. */
interface Slice {
  offset: number;
  limit: number;
}

type StoredBooking = {
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
 * Clients are joined only to search them; the page looks its names up.
 */
function storedOwingSql(scope: BusinessScope, f: Filter, w: { from: number; to: number }): SQL {
  const a = appointments;
  const ac = appointmentClients;
  const pa = paymentAllocations;
  const pu = packageUses;
  const clientMatch = f.search
    ? sql`AND (${containsText(clients.search, f.search)} OR ${containsAnyCase(sql`coalesce(${a.title}, '')`, f.search)})`
    : sql``;
  return sql`
    SELECT * FROM (
      SELECT ${a.id} AS id, ${a.title} AS title, ${a.start_at} AS start_at, ${a.currency} AS currency,
        ${ac.client_id} AS client_id,
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
async function owingBookingsTotal(scope: BusinessScope, f: Filter, locale: Locale): Promise<{ count: number; amount: number }> {
  const w = window(scope, f, locale);
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

const likeMatches = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

/** The sales (not deleted) that still owe, as SQL: total less allocations to the sale, something left. */
function owingSalesSql(scope: BusinessScope, f: Filter, locale: Locale): SQL {
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
async function owingSalesTotal(scope: BusinessScope, f: Filter, locale: Locale): Promise<{ count: number; amount: number }> {
  const [sum] = await scope.db.all<{ n: number; amount: number | null }>(
    sql`SELECT count(*) AS n, sum(total - paid) AS amount FROM (${owingSalesSql(scope, f, locale)})`,
  );
  return { count: Number(sum?.n ?? 0), amount: Number(sum?.amount ?? 0) };
}

const sliceOf = (f: Filter): Slice => ({ offset: (f.page - 1) * f.per_page, limit: f.per_page });

const page = ({ rows, total }: { rows: LeftToPayRow[]; total: number }, f: Filter) => ({
  items: rows,
  total,
  page: f.page,
  per_page: f.per_page,
  last_page: Math.max(1, Math.ceil(total / f.per_page)),
});

const output = listOutput(leftToPayRow);

/** GET /payments/left-to-pay/appointment. */
export const leftToPayAppointments = gated('left_to_pay')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/payments/left-to-pay/appointment',
      summary: 'Appointment clients who still owe',
      tags: ['payments'],
    },
  })
  .input(leftToPayListInput)
  .output(output)
  .query(async ({ ctx, input }) => page(await owingBookings(ctx, input, ctx.locale, sliceOf(input)), input));

/** GET /payments/left-to-pay/sale. */
export const leftToPaySales = gated('left_to_pay')
  .meta({
    rest: { method: 'GET', path: '/api/v1/payments/left-to-pay/sale', summary: 'Sales that still owe', tags: ['payments'] },
  })
  .input(leftToPayListInput)
  .output(output)
  .query(async ({ ctx, input }) => page(await owingSales(ctx, input, ctx.locale, sliceOf(input)), input));

/** GET /payments/left-to-pay/statistic: what is owed in total, by appointments and by sales. */
export const leftToPayStatistic = gated('left_to_pay')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/payments/left-to-pay/statistic',
      summary: 'What is still owed',
      tags: ['payments'],
    },
  })
  .input(leftToPayListInput.pick({ start_date: true, end_date: true, client_id: true }))
  .output(statisticOutput)
  .query(async ({ ctx, input }) => {
    const f = { ...input, page: 1, per_page: 25 };
    const [bookings, owing] = await Promise.all([owingBookingsTotal(ctx, f, ctx.locale), owingSalesTotal(ctx, f, ctx.locale)]);
    return {
      currency: ctx.business.currency,
      total: bookings.amount + owing.amount,
      appointments: bookings,
      sales: owing,
    };
  });
