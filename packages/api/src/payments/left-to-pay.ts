import { appointmentClients, appointments, clients, packageUses, paymentAllocations, saleLines, sales } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { m } from '@kairos/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { expandSeries, seriesInRange } from '../appointments/series';
import { addDays, toLocal } from '../availability/zoned';
import { listOutput } from '../core/list';
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
import { clientLike, textLike } from './search';

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

/**
 * Every booking that still owes, in the window: stored appointments and
 * class sessions (one SQL query: due less allocations, no package session,
 * only rows with something left) and occurrences of series never paid
 * (a series' occurrence has no payments until it is paid, which detaches it).
 */
export async function owingBookings(scope: BusinessScope, f: Filter, locale: Locale): Promise<LeftToPayRow[]> {
  const w = window(scope, f, locale);
  const a = appointments;
  const ac = appointmentClients;
  const pa = paymentAllocations;
  const pu = packageUses;
  const clientMatch = f.search
    ? sql`AND (${clientLike(f.search)} OR ${textLike(sql`coalesce(${a.title}, '')`, f.search)})`
    : sql``;
  const stored = await scope.db.all<{
    id: string;
    title: string | null;
    start_at: number;
    currency: string;
    client_id: string;
    first_name: string;
    last_name: string;
    due: number;
    paid: number;
  }>(sql`
    SELECT * FROM (
      SELECT ${a.id} AS id, ${a.title} AS title, ${a.start_at} AS start_at, ${a.currency} AS currency,
        ${ac.client_id} AS client_id, ${clients.first_name} AS first_name, ${clients.last_name} AS last_name,
        max(0, ${a.price} * ${a.quantity} - ${a.discounted_amount}) AS due,
        coalesce((SELECT sum(${pa.amount}) FROM ${pa} WHERE ${pa.business_id} = ${scope.businessId}
          AND ${pa.appointment_id} = ${a.id} AND ${pa.client_id} = ${ac.client_id}), 0) AS paid
      FROM ${a}
      JOIN ${ac} ON ${ac.appointment_id} = ${a.id} AND ${unindexed(ac.business_id)} = ${scope.businessId}
      JOIN ${clients} ON ${clients.id} = ${ac.client_id}
      WHERE ${a.business_id} = ${scope.businessId} AND ${a.start_at} >= ${w.from} AND ${a.start_at} < ${w.to}
        AND ${a.type} <> 'blocked' AND ${ac.status} <> 'cancelled'
        ${f.client_id ? sql`AND ${ac.client_id} = ${f.client_id}` : sql``}
        ${clientMatch}
        AND NOT EXISTS (SELECT 1 FROM ${pu} WHERE ${pu.appointment_id} = ${a.id} AND ${pu.client_id} = ${ac.client_id}
          AND ${pu.returned_at} IS NULL)
    ) WHERE paid < due`);
  const tz = scope.business.timezone;
  const rows: LeftToPayRow[] = stored.map((r) => ({
    kind: 'appointment',
    appointment_id: r.id,
    sale_id: null,
    client: { id: r.client_id, first_name: r.first_name, last_name: r.last_name },
    title: r.title ?? m.payment_untitled({}, { locale }),
    at: new Date(Number(r.start_at)).toISOString(),
    date: toLocal(Number(r.start_at), tz).date,
    due: Number(r.due),
    paid: Number(r.paid),
    left_to_pay: Number(r.due) - Number(r.paid),
    currency: r.currency,
    status: Number(r.paid) > 0 ? 'left_to_pay' : 'unpaid',
  }));

  // Series occurrences in the window that were never detached owe their whole price.
  const series = await seriesInRange(scope.db, scope.businessId, addDays(w.startDate, -1), w.endDate);
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
  rows.sort((x, y) => y.at.localeCompare(x.at) || (x.appointment_id ?? '').localeCompare(y.appointment_id ?? ''));
  return rows;
}

const likeMatches = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

/** Every sale (not deleted) that still owes, newest first: one SQL query, titled by its lines (unless `titles` is false: the totals do not need them). */
export async function owingSales(scope: BusinessScope, f: Filter, locale: Locale, titles = true): Promise<LeftToPayRow[]> {
  const pa = paymentAllocations;
  const s = sales;
  const span = spanOf(scope, f, locale);
  const rows = await scope.db.all<{
    id: string;
    sold_at: number;
    currency: string;
    total: number;
    paid: number;
    client_id: string | null;
    first_name: string | null;
    last_name: string | null;
  }>(sql`
    SELECT * FROM (
      SELECT ${s.id} AS id, ${s.sold_at} AS sold_at, ${s.currency} AS currency, ${s.total} AS total,
        coalesce((SELECT sum(${pa.amount}) FROM ${pa} WHERE ${pa.business_id} = ${scope.businessId} AND ${pa.sale_id} = ${s.id}), 0) AS paid,
        ${s.client_id} AS client_id, ${clients.first_name} AS first_name, ${clients.last_name} AS last_name
      FROM ${s} LEFT JOIN ${clients} ON ${clients.id} = ${s.client_id}
      WHERE ${s.business_id} = ${scope.businessId} AND ${s.deleted_at} IS NULL AND ${s.total} > 0
        ${span.from ? sql`AND ${s.sold_at} >= ${span.from.getTime()}` : sql``}
        ${span.to ? sql`AND ${s.sold_at} < ${span.to.getTime()}` : sql``}
        ${f.client_id ? sql`AND ${s.client_id} = ${f.client_id}` : sql``}
        ${
          f.search
            ? sql`AND (${clientLike(f.search)}
                OR EXISTS (SELECT 1 FROM ${saleLines} WHERE ${saleLines.sale_id} = ${s.id} AND ${textLike(saleLines.name, f.search)}))`
            : sql``
        }
    ) WHERE paid < total ORDER BY sold_at DESC, id`);
  const ids = rows.map((r) => r.id);
  const lines =
    titles && ids.length
      ? await scope.db
          .select({ sale_id: saleLines.sale_id, name: saleLines.name, quantity: saleLines.quantity })
          .from(saleLines)
          .where(and(eq(unindexed(saleLines.business_id), scope.businessId), inArray(saleLines.sale_id, ids)))
          .orderBy(saleLines.sale_id, saleLines.position)
      : [];
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) {
    const of = linesOf.get(l.sale_id);
    if (of) of.push(l);
    else linesOf.set(l.sale_id, [l]);
  }
  const tz = scope.business.timezone;
  return rows.map((r) => {
    const of = linesOf.get(r.id) ?? [];
    const title = of.length
      ? of.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', ')
      : m.payment_label_sale({ count: 0 }, { locale });
    return {
      kind: 'sale' as const,
      appointment_id: null,
      sale_id: r.id,
      client:
        r.client_id && r.first_name !== null ? { id: r.client_id, first_name: r.first_name, last_name: r.last_name ?? '' } : null,
      title,
      at: new Date(Number(r.sold_at)).toISOString(),
      date: toLocal(Number(r.sold_at), tz).date,
      due: Number(r.total),
      paid: Number(r.paid),
      left_to_pay: Number(r.total) - Number(r.paid),
      currency: r.currency,
      status: Number(r.paid) > 0 ? ('left_to_pay' as const) : ('unpaid' as const),
    };
  });
}

const page = (rows: LeftToPayRow[], f: Filter) => ({
  items: rows.slice((f.page - 1) * f.per_page, f.page * f.per_page),
  total: rows.length,
  page: f.page,
  per_page: f.per_page,
  last_page: Math.max(1, Math.ceil(rows.length / f.per_page)),
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
  .query(async ({ ctx, input }) => page(await owingBookings(ctx, input, ctx.locale), input));

/** GET /payments/left-to-pay/sale. */
export const leftToPaySales = gated('left_to_pay')
  .meta({
    rest: { method: 'GET', path: '/api/v1/payments/left-to-pay/sale', summary: 'Sales that still owe', tags: ['payments'] },
  })
  .input(leftToPayListInput)
  .output(output)
  .query(async ({ ctx, input }) => page(await owingSales(ctx, input, ctx.locale), input));

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
    const [bookings, owing] = await Promise.all([owingBookings(ctx, f, ctx.locale), owingSales(ctx, f, ctx.locale, false)]);
    const appts = bookings.reduce((s, r) => s + r.left_to_pay, 0);
    const salesLeft = owing.reduce((s, r) => s + r.left_to_pay, 0);
    return {
      currency: ctx.business.currency,
      total: appts + salesLeft,
      appointments: { count: bookings.length, amount: appts },
      sales: { count: owing.length, amount: salesLeft },
    };
  });
