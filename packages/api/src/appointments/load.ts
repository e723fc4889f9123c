import { appointmentClients, appointments, clients, type Db, externalBusy, onlineBookings, type ServicePart } from '@kairos/db';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import { blockedSpans, type Interval, normalise } from '../availability/engine';
import { type ATTENDANCE, MAX_DURATION_MINUTES } from '../shared/appointments-schemas';

export interface AppointmentPerson {
  id: string;
  first_name: string;
  last_name: string;
  status: (typeof ATTENDANCE)[number];
  main_photo: string | null;
  paid_amount: number;
}

export type AppointmentRow = typeof appointments.$inferSelect;
const MIN = 60_000;

/**
 * Appointments overlapping [from, to): one indexed, date-bounded query. An
 * appointment is at most a day long, so its start lies within a day before `from`.
 */
export function appointmentsInRange(db: Db, businessId: string, from: number, to: number) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.business_id, businessId),
        gte(appointments.start_at, new Date(from - MAX_DURATION_MINUTES * MIN)),
        lt(appointments.start_at, new Date(to)),
        gt(appointments.end_at, new Date(from)),
      ),
    )
    .orderBy(asc(appointments.start_at));
}

/** What the busy check needs of a row. */
export type BusyRow = Pick<AppointmentRow, 'id' | 'start_at' | 'parts' | 'series_id' | 'series_date'>;

/**
 * An appointment every client of which cancelled (by the owner's attendance, or through the booking page's
 * manage link) no longer takes its time: the slot can be booked again. Blocked time and class sessions
 * always do; an appointment with no client link (an old import) does too.
 */
export const notCancelled = sql`NOT (${appointments.type} = 'appointment'
  AND EXISTS (SELECT 1 FROM ${appointmentClients} ac WHERE ac.appointment_id = ${appointments.id})
  AND NOT EXISTS (SELECT 1 FROM ${appointmentClients} ac WHERE ac.appointment_id = ${appointments.id} AND ac.status <> 'cancelled'))`;

/**
 * A booking-page hold whose 15 minutes ran out no longer takes its time, even before `expireHolds` (the
 * cron, a booking) has turned it expired: so reading slots never has to write. `+ob.status` keeps SQLite on the
 * appointment's own bookings (online_bookings_appointment_idx): without statistics it preferred the
 * platform-wide (status, hold_expires_at) index, which walks every lapsed hold of every business once per
 * appointment (bench/scale.ts --explain).
 */
export const notLapsedHold = (now: number) => sql`NOT EXISTS (SELECT 1 FROM ${onlineBookings} ob
  WHERE ob.appointment_id = ${appointments.id} AND +ob.status = 'held' AND ob.hold_expires_at <= ${now})`;

/**
 * The longest span one external_busy row holds (google/sync.ts stores a longer event as pieces), so the busy query
 * bounds its index scan by start as it does for appointments.
 */
export const EXTERNAL_PIECE_MS = 35 * 86_400_000;

/** What one busy query brings back: the stored rows (the callers' skip applies to them) and the external busy spans. */
export interface BusyInRange {
  rows: BusyRow[];
  /** External busy spans (Google Calendar: external_busy) overlapping the range, [start, end) in UTC ms, merged (normalise's form). */
  external: Interval[];
}

/**
 * Like appointmentsInRange, reading only what the busy check needs (it runs on every slots request), and with it, in
 * the same query (UNION ALL), the external busy times (Google Calendar: external_busy) overlapping the range. Those
 * come back packed in one row (the only one with no start: `parts` holds `[s1, ..., sn, l1, ..., ln]`, each start as
 * milliseconds after `from` and each length, two aggregates over the same rows, so in the same order), read from
 * the covering index (business_id, start_at, end_at) alone, in its order (by start): 2,000 of them cost one row, not
 * 2,000 row objects (bench/slots.ts; one row per span cost about 10 ms, mostly building and mapping the rows). Two
 * plain group_concat cost SQLite about 40% less than one over `start || ',' || end`, and the shorter numbers about
 * half the JSON parse.
 */
export async function busyRowsInRange(db: Db, businessId: string, from: number, to: number, now: number): Promise<BusyInRange> {
  const external = db
    .select({
      id: sql<string>`''`.as('id'),
      start_at: sql<Date>`NULL`.as('start_at'),
      parts: sql<
        ServicePart[]
      >`'[' || group_concat(${externalBusy.start_at} - ${from}) || ',' || group_concat(${externalBusy.end_at} - ${externalBusy.start_at}) || ']'`.as(
        'parts',
      ),
      series_id: sql<string | null>`NULL`.as('series_id'),
      series_date: sql<string | null>`NULL`.as('series_date'),
    })
    .from(externalBusy)
    .where(
      and(
        eq(externalBusy.business_id, businessId),
        gte(externalBusy.start_at, new Date(from - EXTERNAL_PIECE_MS)),
        lt(externalBusy.start_at, new Date(to)),
        gt(externalBusy.end_at, new Date(from)),
      ),
    );
  const stored = db
    .select({
      id: appointments.id,
      start_at: appointments.start_at,
      parts: appointments.parts,
      series_id: appointments.series_id,
      series_date: appointments.series_date,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.business_id, businessId),
        gte(appointments.start_at, new Date(from - MAX_DURATION_MINUTES * MIN)),
        lt(appointments.start_at, new Date(to)),
        gt(appointments.end_at, new Date(from)),
        notCancelled,
        notLapsedHold(now),
      ),
    );
  const all = (await unionAll(stored, external)) as BusyRow[];
  const rows: BusyRow[] = [];
  let spans: Interval[] = [];
  for (const r of all) {
    if (r.start_at !== null) rows.push(r);
    // The packed row (an aggregate always answers one row; with no spans its list is NULL).
    else spans = unpackSpans((r.parts as unknown as number[] | null) ?? [], from);
  }
  return { rows, external: spans };
}

/**
 * `[s1, ..., sn, l1, ..., ln]` (starts after `base`, lengths) → the spans, merged. They come in start order (the
 * index's), so merging is one pass; were they ever not (a plan SQLite chose otherwise), they are sorted first.
 */
export function unpackSpans(flat: number[], base: number): Interval[] {
  const n = flat.length >> 1;
  const out: Interval[] = [];
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const start = base + (flat[i] as number);
    const end = start + (flat[n + i] as number);
    if (!(end > start)) continue;
    const last = out[out.length - 1];
    if (last && start < last.start) sorted = false;
    if (sorted && last && start <= last.end) {
      if (end > last.end) last.end = end;
    } else out.push({ start, end });
  }
  return sorted ? out : normalise(out);
}

/** The spans in which the owner is busy: blocked parts only (free parts leave them available). */
export function busyOf(rows: BusyRow[], exceptId?: string): Interval[] {
  return rows.filter((r) => r.id !== exceptId).flatMap((r) => blockedSpans(r.start_at.getTime(), r.parts));
}

/** Each appointment's clients (with attendance), in one query. */
export async function clientsOf(db: Db, businessId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, AppointmentPerson[]>();
  const rows = await db
    .select({
      appointment_id: appointmentClients.appointment_id,
      id: clients.id,
      first_name: clients.first_name,
      last_name: clients.last_name,
      status: appointmentClients.status,
    })
    .from(appointmentClients)
    .innerJoin(clients, eq(clients.id, appointmentClients.client_id))
    .where(and(eq(appointmentClients.business_id, businessId), inArray(appointmentClients.appointment_id, ids)))
    .orderBy(asc(clients.sort_key));
  const out = new Map<string, AppointmentPerson[]>();
  for (const r of rows) {
    const list = out.get(r.appointment_id) ?? [];
    list.push({ id: r.id, first_name: r.first_name, last_name: r.last_name, status: r.status, main_photo: null, paid_amount: 0 });
    out.set(r.appointment_id, list);
  }
  return out;
}
