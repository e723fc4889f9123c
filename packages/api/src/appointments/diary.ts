import { appointmentSeries, classes, clients, type Db, services } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import { type Interval, mergeMerged, normalise } from '../availability/engine';
import type { BusinessScope } from '../core/scope';
import { type BookingLedger, bookingKey, bookingLedgers } from '../payments/booking-ledger';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import { zoomMarks } from '../zoom/hooks';
import {
  type AppointmentPerson,
  type AppointmentRow,
  appointmentsInRange,
  type BusyRow,
  busyOf,
  busyRowsInRange,
  clientsOf,
} from './load';
import { onlineMarks } from './online-marks';
import { type AppointmentOutput, toAppointment } from './output';
import { expandSeries, type LoadedSeries, recurringOf, type SeriesRow, seriesInRange } from './series';

export interface DiaryFilter {
  /** Only the sessions of this class. */
  classId?: string | null;
}

const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/** Rows (stored or expanded from series) overlapping [fromMs, toMs), sorted by start. */
export async function rowsBetween(db: Db, businessId: string, timeZone: string, fromMs: number, toMs: number) {
  const fromDate = toLocal(fromMs, timeZone).date;
  const toDate = toLocal(toMs, timeZone).date;
  const [stored, series] = await Promise.all([
    appointmentsInRange(db, businessId, fromMs, toMs),
    seriesInRange(db, businessId, addDays(fromDate, -1), toDate),
  ]);
  const rows = [...stored, ...expandSeries(series, timeZone, fromDate, toDate, fromMs, toMs)];
  rows.sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
  return { rows, series };
}

/**
 * Busy spans between two instants, stored, recurring and external, merged and sorted (normalise's form, so the
 * engine takes them as they are); `skip` leaves out what is being changed. The external spans come merged from the
 * query: only the diary's own spans are sorted here, and the two lists are joined in one linear pass.
 */
export async function busyBetween(
  ctx: BusinessScope,
  fromMs: number,
  toMs: number,
  skip: (row: BusyRow) => boolean = () => false,
): Promise<Interval[]> {
  const tz = ctx.business.timezone;
  const fromDate = toLocal(fromMs, tz).date;
  const toDate = toLocal(toMs, tz).date;
  const [busy, series] = await Promise.all([
    busyRowsInRange(ctx.db, ctx.businessId, fromMs, toMs, ctx.now.getTime()),
    seriesInRange(ctx.db, ctx.businessId, addDays(fromDate, -1), toDate),
  ]);
  const rows: BusyRow[] = [...busy.rows, ...expandSeries(series, tz, fromDate, toDate, fromMs, toMs)];
  // External busy times are never skipped: nothing being changed in Kairos is one of them.
  return mergeMerged(normalise(busyOf(rows.filter((r) => !skip(r)))), busy.external);
}

/**
 * Rows → what callers see: clients with attendance (stored rows) or the
 * series' clients (pending), colours and spaces from services and classes,
 * and the series' rule. A fixed number of queries, each skipped when empty.
 */
export async function present(ctx: BusinessScope, rows: AppointmentRow[], known: SeriesRow[] = []): Promise<AppointmentOutput[]> {
  const seriesById = new Map<string, SeriesRow>(known.map((s) => [s.id, s]));
  const missing = unique(rows.map((r) => r.series_id)).filter((id) => !seriesById.has(id));
  const storedIds = rows.filter((r) => !isVirtual(r)).map((r) => r.id);
  const serviceIds = unique(rows.map((r) => r.service_id));
  const classIds = unique(rows.map((r) => r.class_id));
  const [extraSeries, people, serviceRows, classRows, ledgers, online, zoom] = await Promise.all([
    missing.length
      ? ctx.db
          .select()
          .from(appointmentSeries)
          .where(and(eq(appointmentSeries.business_id, ctx.businessId), inArray(appointmentSeries.id, missing)))
      : [],
    clientsOf(ctx.db, ctx.businessId, storedIds),
    serviceIds.length
      ? ctx.db
          .select({ id: services.id, colour: services.colour })
          .from(services)
          .where(and(eq(services.business_id, ctx.businessId), inArray(services.id, serviceIds)))
      : [],
    classIds.length
      ? ctx.db
          .select({ id: classes.id, colour: classes.colour, spaces: classes.spaces, limit_spaces: classes.limit_spaces })
          .from(classes)
          .where(and(eq(classes.business_id, ctx.businessId), inArray(classes.id, classIds)))
      : [],
    // Payments and package uses of every stored row's clients: one grouped query.
    bookingLedgers(ctx, storedIds),
    onlineMarks(ctx, storedIds),
    zoomMarks(ctx, storedIds),
  ]);
  for (const s of extraSeries) seriesById.set(s.id, s);
  const seriesPeople = await seriesClients(ctx, rows, seriesById);
  const colours = new Map(serviceRows.map((s) => [s.id, s.colour]));
  const classById = new Map(classRows.map((c) => [c.id, c]));
  const tz = ctx.business.timezone;
  return rows.map((r) => {
    const series = r.series_id ? seriesById.get(r.series_id) : undefined;
    const cls = r.class_id ? classById.get(r.class_id) : undefined;
    const who = isVirtual(r) ? (seriesPeople.get(r.series_id as string) ?? []) : (people.get(r.id) ?? []);
    return toAppointment(r, tz, who, {
      colour: cls?.colour ?? (r.service_id ? colours.get(r.service_id) : null) ?? null,
      spaces: cls?.spaces ?? null,
      limit_spaces: cls?.limit_spaces ?? false,
      recurring: series ? recurringOf(series) : null,
      ledger: isVirtual(r) ? undefined : ledgerOf(ledgers, r.id, who),
      online: online.get(r.id) ?? null,
      zoom: zoom.get(r.id) ?? null,
    });
  });
}

/** One appointment's client ledgers by client id. */
function ledgerOf(all: Map<string, BookingLedger>, appointmentId: string, who: AppointmentPerson[]) {
  const out = new Map<string, BookingLedger>();
  for (const p of who) {
    const l = all.get(bookingKey(appointmentId, p.id));
    if (l) out.set(p.id, l);
  }
  return out;
}

/** A row expanded from a series (it has no stored row of its own). */
export const isVirtual = (r: AppointmentRow) => r.series_id !== null && r.id.endsWith(`_${r.series_date}`);

/** The clients of each series used by virtual rows, by series id, in one query. */
async function seriesClients(ctx: BusinessScope, rows: AppointmentRow[], seriesById: Map<string, SeriesRow>) {
  const used = unique(rows.filter(isVirtual).map((r) => r.series_id));
  const ids = unique(used.flatMap((id) => seriesById.get(id)?.client_ids ?? []));
  const out = new Map<string, AppointmentPerson[]>();
  if (!ids.length) return out;
  const found = await ctx.db
    .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
    .from(clients)
    .where(and(eq(clients.business_id, ctx.businessId), inArray(clients.id, ids)));
  const byId = new Map(found.map((c) => [c.id, c]));
  for (const id of used) {
    const list = (seriesById.get(id)?.client_ids ?? []).flatMap((cid) => {
      const c = byId.get(cid);
      return c ? [{ ...c, status: 'pending' as const, main_photo: null, paid_amount: 0 }] : [];
    });
    out.set(id, list);
  }
  return out;
}

/**
 * Everything in the diary between two local dates (inclusive), in the
 * business's zone, sorted by start: appointments, blocked time and class
 * sessions, with recurring series expanded.
 */
export async function diaryBetween(
  ctx: BusinessScope,
  fromDate: string,
  toDate: string,
  filter: DiaryFilter = {},
): Promise<AppointmentOutput[]> {
  const tz = ctx.business.timezone;
  const { rows, series } = await rowsBetween(
    ctx.db,
    ctx.businessId,
    tz,
    toInstant(fromDate, 0, tz),
    toInstant(addDays(toDate, 1), 0, tz),
  );
  const kept = filter.classId ? rows.filter((r) => r.class_id === filter.classId) : rows;
  return present(ctx, kept, series as LoadedSeries[]);
}
