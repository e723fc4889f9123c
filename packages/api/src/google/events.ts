import { appointmentClients, appointmentSeries, appointments, clients, googleEvents, onlineBookings, services } from '@kairos/db';
import { and, eq, gte, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import { isVirtual, rowsBetween } from '../appointments/diary';
import { deleteEvent, type EventWrite, patchEvent, putEvent } from './api';
import type { GoogleRow } from './store';
import type { SyncDeps } from './sync';

/** The private extended property every event Kairos writes carries: the appointment's id. */
export const KAIROS_MARK = 'kairos_appointment';
const DAY = 86_400_000;
/** Appointments written out: from a day back to a year ahead. */
const AHEAD_MS = 365 * DAY;
/** Google writes per business per sync; the rest follow in the next sync. */
const WRITES_PER_SYNC = 100;

/**
 * The event id Kairos gives an appointment's event: Google accepts client-chosen ids of base32hex characters (a-v,
 * 0-9), 5 to 1024 long; hex of the appointment's id is such a string. The same appointment always gets the same id,
 * so an insert retried after a lost answer meets 409 and updates instead of making a second event.
 */
export function eventIdOf(appointmentId: string): string {
  let hex = '';
  for (const b of new TextEncoder().encode(appointmentId)) hex += b.toString(16).padStart(2, '0');
  return `kairos${hex}`;
}

/** What Google was last told, compared to decide whether to write: `<start ms>|<end ms>|<0|1 cancelled>`. */
export const stateOf = (start: Date, end: Date, cancelled: boolean) => `${start.getTime()}|${end.getTime()}|${cancelled ? 1 : 0}`;

const cancelledSql = sql<number>`(${appointments.type} = 'appointment'
  AND EXISTS (SELECT 1 FROM ${appointmentClients} ac WHERE ac.appointment_id = ${appointments.id})
  AND NOT EXISTS (SELECT 1 FROM ${appointmentClients} ac WHERE ac.appointment_id = ${appointments.id} AND ac.status <> 'cancelled'))`;

/**
 * Kairos's appointments and class sessions (not blocked time, not a booking page's unconfirmed hold) from a day back
 * to a year ahead, out to the chosen calendar: made when new, patched when moved, deleted when cancelled, deleted
 * when the appointment is deleted; one write per change (google_events.synced), idempotent under retries (eventIdOf).
 * Repeating series are written one event per occurrence in the same window: the stored (detached) ones as any
 * appointment, the others from the series' rule and exceptions (id `<series>_<date>`, as the diary names them). An
 * occurrence cancelled, moved in Kairos (it gets a stored row of its own, so a new event) or cut off by a change of the
 * series no longer expands: its event is deleted like an orphan's (one moved in Google keeps its event: apply-back.ts). Events of occurrences older than the window stay.
 */
export async function pushAppointments(deps: SyncDeps, row: GoogleRow, token: string, calendarId: string, timeZone: string) {
  const { db, config, now } = deps;
  const businessId = row.business_id;
  const g = config.google;
  const fromMs = now.getTime() - DAY;
  const toMs = now.getTime() + AHEAD_MS;
  // The series' occurrences without a row of their own, in the window (the diary's expansion).
  const virtual = (await rowsBetween(db, businessId, timeZone, fromMs, toMs)).rows.filter(
    (r) => isVirtual(r) && r.type !== 'blocked' && r.start_at.getTime() >= fromMs,
  );
  const expanded = new Set(virtual.map((r) => r.id));
  const fromDate = new Date(fromMs).toISOString().slice(0, 10);
  // Events of appointments that are gone (and of occurrences in the window that no longer expand): deleted in
  // Google, then forgotten.
  const orphans = (
    await db
      .select()
      .from(googleEvents)
      .where(
        and(
          eq(googleEvents.business_id, businessId),
          notExists(db.select({ one: sql`1` }).from(appointments).where(eq(appointments.id, googleEvents.appointment_id))),
        ),
      )
  )
    .filter((o) => {
      if (expanded.has(o.appointment_id)) return false;
      const occurrence = /_(\d{4}-\d{2}-\d{2})$/.exec(o.appointment_id)?.[1];
      return !occurrence || occurrence >= fromDate;
    })
    .slice(0, WRITES_PER_SYNC);
  for (const o of orphans) {
    await deleteEvent(g, token, o.calendar_id, o.event_id);
    await db
      .delete(googleEvents)
      .where(and(eq(googleEvents.business_id, businessId), eq(googleEvents.appointment_id, o.appointment_id)));
  }
  const rows = await db
    .select({
      id: appointments.id,
      start_at: appointments.start_at,
      end_at: appointments.end_at,
      title: appointments.title,
      service: services.name,
      cancelled: cancelledSql,
      event_id: googleEvents.event_id,
      event_calendar: googleEvents.calendar_id,
      synced: googleEvents.synced,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.service_id))
    .leftJoin(googleEvents, eq(googleEvents.appointment_id, appointments.id))
    .where(
      and(
        eq(appointments.business_id, businessId),
        ne(appointments.type, 'blocked'),
        gte(appointments.start_at, new Date(fromMs)),
        lt(appointments.start_at, new Date(toMs)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(onlineBookings)
            .where(and(eq(onlineBookings.appointment_id, appointments.id), eq(onlineBookings.status, 'held'))),
        ),
      ),
    );
  const virtualRows = await virtualOutRows(deps, businessId, virtual);
  const todo = [...rows, ...virtualRows]
    .filter((r) => {
      const want = stateOf(r.start_at, r.end_at, Boolean(r.cancelled));
      if (!r.event_id) return !r.cancelled;
      return r.synced !== want || r.event_calendar !== calendarId;
    })
    .slice(0, WRITES_PER_SYNC);
  if (!todo.length) return;
  const names = await clientNames(
    deps,
    businessId,
    todo.filter((r) => !expanded.has(r.id)).map((r) => r.id),
  );
  for (const r of virtualRows) names.set(r.id, r.names);
  for (const r of todo) {
    const cancelled = Boolean(r.cancelled);
    const want = stateOf(r.start_at, r.end_at, cancelled);
    const eventId = r.event_id ?? eventIdOf(r.id);
    const here = and(eq(googleEvents.business_id, businessId), eq(googleEvents.appointment_id, r.id));
    if (r.event_id && r.event_calendar !== calendarId) {
      // The owner chose another calendar: the event moves there.
      await deleteEvent(g, token, r.event_calendar as string, r.event_id);
      await db.update(googleEvents).set({ calendar_id: calendarId, synced: null, updated_at: now }).where(here);
      r.synced = null;
    }
    if (!r.event_id)
      await db
        .insert(googleEvents)
        .values({
          appointment_id: r.id,
          business_id: businessId,
          calendar_id: calendarId,
          event_id: eventId,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing();
    const event: EventWrite & { id: string } = {
      id: eventId,
      summary: summaryOf(r.service ?? r.title, names.get(r.id) ?? []),
      start: { dateTime: r.start_at.toISOString(), timeZone },
      end: { dateTime: r.end_at.toISOString(), timeZone },
      extendedProperties: { private: { [KAIROS_MARK]: r.id } },
    };
    if (cancelled) await deleteEvent(g, token, calendarId, eventId);
    else if (r.synced === null || r.synced.endsWith('|1')) await putEvent(g, token, calendarId, event);
    else if (!(await patchEvent(g, token, calendarId, eventId, { start: event.start, end: event.end, summary: event.summary })))
      await putEvent(g, token, calendarId, event);
    await db.update(googleEvents).set({ synced: want, updated_at: now }).where(here);
  }
}

type Maybe<K extends string, T> = { [P in K]: T | null };
type OutRow = { id: string; start_at: Date; end_at: Date; cancelled: number } & Maybe<
  'title' | 'service' | 'event_id' | 'event_calendar' | 'synced',
  string
>;

/** The series' expanded occurrences as rows to write: their service's name, the series' clients, what Google has. */
async function virtualOutRows(
  deps: SyncDeps,
  businessId: string,
  virtual: Awaited<ReturnType<typeof rowsBetween>>['rows'],
): Promise<(OutRow & { names: string[] })[]> {
  if (!virtual.length) return [];
  const { db } = deps;
  const serviceIds = [...new Set(virtual.flatMap((r) => (r.service_id ? [r.service_id] : [])))];
  const seriesIds = [...new Set(virtual.map((r) => r.series_id as string))];
  const ids = virtual.map((r) => r.id);
  const [serviceRows, seriesRows, events] = await Promise.all([
    serviceIds.length
      ? db
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(and(eq(services.business_id, businessId), inArray(services.id, serviceIds)))
      : [],
    db
      .select({ id: appointmentSeries.id, client_ids: appointmentSeries.client_ids })
      .from(appointmentSeries)
      .where(and(eq(appointmentSeries.business_id, businessId), inArray(appointmentSeries.id, seriesIds))),
    chunked(ids, (part) =>
      db
        .select()
        .from(googleEvents)
        .where(and(eq(googleEvents.business_id, businessId), inArray(googleEvents.appointment_id, part))),
    ),
  ]);
  const clientIds = [...new Set(seriesRows.flatMap((s) => s.client_ids))];
  const people = clientIds.length
    ? await chunked(clientIds, (part) =>
        db
          .select({ id: clients.id, first: clients.first_name, last: clients.last_name })
          .from(clients)
          .where(and(eq(clients.business_id, businessId), inArray(clients.id, part))),
      )
    : [];
  const nameOf = new Map(people.map((c) => [c.id, [c.first, c.last].filter(Boolean).join(' ')]));
  const serviceName = new Map(serviceRows.map((s) => [s.id, s.name]));
  const clientsOf = new Map(seriesRows.map((s) => [s.id, s.client_ids.flatMap((id) => nameOf.get(id) ?? [])]));
  const eventOf = new Map(events.map((e) => [e.appointment_id, e]));
  return virtual.map((r) => {
    const e = eventOf.get(r.id);
    return {
      id: r.id,
      start_at: r.start_at,
      end_at: r.end_at,
      title: r.title,
      service: r.service_id ? (serviceName.get(r.service_id) ?? null) : null,
      cancelled: 0,
      event_id: e?.event_id ?? null,
      event_calendar: e?.calendar_id ?? null,
      synced: e?.synced ?? null,
      names: clientsOf.get(r.series_id as string) ?? [],
    };
  });
}

export async function chunked<T>(ids: string[], read: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 200) out.push(...(await read(ids.slice(i, i + 200))));
  return out;
}

function summaryOf(what: string | null, who: string[]): string {
  return [what || 'Kairos', who.join(', ')].filter(Boolean).join(': ').slice(0, 250);
}

async function clientNames(deps: SyncDeps, businessId: string, ids: string[]): Promise<Map<string, string[]>> {
  const rows = await deps.db
    .select({ id: appointmentClients.appointment_id, first: clients.first_name, last: clients.last_name })
    .from(appointmentClients)
    .innerJoin(clients, eq(clients.id, appointmentClients.client_id))
    .where(and(eq(appointmentClients.business_id, businessId), inArray(appointmentClients.appointment_id, ids)));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.id, [...(out.get(r.id) ?? []), [r.first, r.last].filter(Boolean).join(' ')]);
  return out;
}
