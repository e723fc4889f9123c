import { appointmentClients, appointments, classes, clients, type Db, onlineBookings, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/load';
import { notCancelled, notLapsedHold } from '../appointments/load';
import { expandSeries, occurrenceId, seriesInRange } from '../appointments/series';
import { MAX_DURATION_MINUTES } from '../shared/appointments-schemas';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import { IcsWriter, icsDate, icsLocal, utcStamp } from './ics';
import type { FeedHead } from './store';
import { writeVtimezone } from './vtimezone';

const MIN = 60_000;
/** The feed's window: from 30 days back to a year ahead, in the business's local dates. */
export const DAYS_BACK = 30;
export const DAYS_AHEAD = 365;
/** SEQUENCE counts seconds from here to the last change, so it only ever grows for a UID (a detached occurrence too). */
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
/** Bumped when what the renderer writes changes, so calendars' cached copies (their ETags) are refreshed (2: STATUS, CREATED). */
export const FORMAT = 2;

/** The local dates the feed covers on `now`. */
export function feedWindow(timeZone: string, now: Date) {
  const today = toLocal(now.getTime(), timeZone).date;
  const fromDate = addDays(today, -DAYS_BACK);
  const toDate = addDays(today, DAYS_AHEAD);
  return {
    today,
    fromDate,
    toDate,
    fromMs: toInstant(fromDate, 0, timeZone),
    toMs: toInstant(addDays(toDate, 1), 0, timeZone),
    /** Today's start: the window moved then, so the feed is no older than that. */
    todayMs: toInstant(today, 0, timeZone),
  };
}

/**
 * The feed's validators, from its row alone (no diary read): the row's version (bumped by triggers on every write
 * the feed shows), today's date (the window moves daily), the owner's language and the renderer's format.
 * Last-Modified is the later of the last change and the start of today.
 */
export function validators(head: FeedHead, now: Date) {
  // Only today and its start: the window's ends are the renderer's business (a 304 never renders).
  const today = toLocal(now.getTime(), head.timezone).date;
  const etag = `"${FORMAT}.${head.version}.${today}.${head.locale}"`;
  const lastModified = Math.floor(Math.max(head.changed_at.getTime(), toInstant(today, 0, head.timezone)) / 1000) * 1000;
  return { etag, lastModified };
}

/** What the feed writes of a diary entry. */
type Entry = Pick<
  AppointmentRow,
  | 'id'
  | 'type'
  | 'service_id'
  | 'class_id'
  | 'title'
  | 'start_at'
  | 'end_at'
  | 'all_day'
  | 'series_id'
  | 'series_date'
  | 'created_at'
  | 'updated_at'
> & {
  /** A booking-page hold still waiting for its deposit or payment: the time is taken, the booking not yet made. */
  tentative?: boolean;
};

/**
 * The appointments the feed shows: not every client cancelled, not a booking-page hold that ran out. Only the
 * columns the feed writes (no parts, notes or money to read and decode for a year of rows).
 */
function storedRows(db: Db, businessId: string, fromMs: number, toMs: number, now: number): Promise<Entry[]> {
  return db
    .select({
      id: appointments.id,
      type: appointments.type,
      service_id: appointments.service_id,
      class_id: appointments.class_id,
      title: appointments.title,
      start_at: appointments.start_at,
      end_at: appointments.end_at,
      all_day: appointments.all_day,
      series_id: appointments.series_id,
      series_date: appointments.series_date,
      created_at: appointments.created_at,
      updated_at: appointments.updated_at,
      // A lapsed hold is not shown at all (notLapsedHold), so any hold left here is still running. The outer row is
      // named in full: drizzle writes a selected column unqualified, which inside the subquery would mean ob's own id.
      tentative: sql<boolean>`${appointments}.type = 'appointment' AND EXISTS (SELECT 1 FROM ${onlineBookings} ob
        WHERE ob.appointment_id = ${appointments}.id AND +ob.status = 'held')`.mapWith(Boolean),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.business_id, businessId),
        gte(appointments.start_at, new Date(fromMs - MAX_DURATION_MINUTES * MIN)),
        lt(appointments.start_at, new Date(toMs)),
        gt(appointments.end_at, new Date(fromMs)),
        notCancelled,
        notLapsedHold(now),
      ),
    )
    .orderBy(asc(appointments.start_at));
}

const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];
const fullName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();

/**
 * Names of the clients who have not cancelled: by appointment for the stored rows in the window (one query joined on
 * the window's bounds, not a list of ids), by series for the occurrences.
 */
async function clientNames(db: Db, businessId: string, fromMs: number, toMs: number, seriesClients: Map<string, string[]>) {
  const byAppointment = new Map<string, string[]>();
  const bySeries = new Map<string, string[]>();
  const wanted = unique([...seriesClients.values()].flat());
  const [links, people] = await Promise.all([
    db
      .select({ appointment_id: appointmentClients.appointment_id, first_name: clients.first_name, last_name: clients.last_name })
      .from(appointments)
      .innerJoin(appointmentClients, eq(appointmentClients.appointment_id, appointments.id))
      .innerJoin(clients, eq(clients.id, appointmentClients.client_id))
      .where(
        and(
          eq(appointments.business_id, businessId),
          gte(appointments.start_at, new Date(fromMs - MAX_DURATION_MINUTES * MIN)),
          lt(appointments.start_at, new Date(toMs)),
          eq(appointments.type, 'appointment'),
          ne(appointmentClients.status, 'cancelled'),
        ),
      )
      .orderBy(asc(clients.sort_key)),
    wanted.length
      ? db
          .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
          .from(clients)
          .where(and(eq(clients.business_id, businessId), inArray(clients.id, wanted)))
      : [],
  ]);
  for (const l of links) {
    const list = byAppointment.get(l.appointment_id);
    if (list) list.push(fullName(l));
    else byAppointment.set(l.appointment_id, [fullName(l)]);
  }
  const named = new Map(people.map((p) => [p.id, fullName(p)]));
  for (const [id, ids] of seriesClients)
    bySeries.set(
      id,
      ids.flatMap((c) => named.get(c) ?? []),
    );
  return { byAppointment, bySeries };
}

/** The stable identity of a diary entry: an occurrence keeps its series' id and date when it is changed on its own. */
export const entryKey = (r: Pick<AppointmentRow, 'id' | 'series_id' | 'series_date'>): string =>
  r.series_id && r.series_date ? occurrenceId(r.series_id, r.series_date) : r.id;

/**
 * The whole feed (RFC 5545): the business's zone as a VTIMEZONE, then one VEVENT per appointment, class session
 * and blocked time in the window, series expanded into their occurrences (docs/DECISIONS.md "Calendar feed").
 * Appointments every client cancelled are left out. Client names only when the owner switched them on.
 */
export async function renderFeed(db: Db, head: FeedHead, now: Date): Promise<string> {
  const tz = head.timezone;
  const locale = head.locale as Locale;
  const w = feedWindow(tz, now);
  const [stored, series] = await Promise.all([
    storedRows(db, head.business_id, w.fromMs, w.toMs, now.getTime()),
    seriesInRange(db, head.business_id, addDays(w.fromDate, -1), w.toDate),
  ]);
  const rows: Entry[] = [...stored, ...expandSeries(series, tz, w.fromDate, w.toDate, w.fromMs, w.toMs)];
  rows.sort((a, b) => a.start_at.getTime() - b.start_at.getTime() || a.id.localeCompare(b.id));
  const serviceIds = unique(rows.map((r) => r.service_id));
  const classIds = unique(rows.map((r) => r.class_id));
  const [serviceRows, classRows, names] = await Promise.all([
    serviceIds.length
      ? db
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(and(eq(services.business_id, head.business_id), inArray(services.id, serviceIds)))
      : [],
    classIds.length
      ? db
          .select({ id: classes.id, name: classes.name })
          .from(classes)
          .where(and(eq(classes.business_id, head.business_id), inArray(classes.id, classIds)))
      : [],
    head.include_client_names
      ? clientNames(
          db,
          head.business_id,
          w.fromMs,
          w.toMs,
          new Map(series.filter((s) => s.type !== 'blocked').map((s) => [s.id, s.client_ids])),
        )
      : null,
  ]);
  const serviceName = new Map(serviceRows.map((s) => [s.id, s.name]));
  const className = new Map(classRows.map((c) => [c.id, c.name]));
  const storedIds = new Set(stored.map((r) => r.id));

  const summaryOf = (r: Entry): string => {
    if (r.type === 'blocked') return r.title?.trim() || m.calendar_feed_blocked({}, { locale });
    const what =
      r.type === 'class_session'
        ? (r.class_id ? className.get(r.class_id) : undefined) || r.title?.trim() || m.export_col_class({}, { locale })
        : (r.service_id ? serviceName.get(r.service_id) : undefined) || r.title?.trim() || m.an_untitled({}, { locale });
    if (!names || r.type !== 'appointment') return what;
    const who = storedIds.has(r.id) ? names.byAppointment.get(r.id) : r.series_id ? names.bySeries.get(r.series_id) : undefined;
    return who?.length ? `${what}: ${who.join(', ')}` : what;
  };

  const out = new IcsWriter()
    .prop('BEGIN', 'VCALENDAR')
    .prop('VERSION', '2.0')
    .prop('PRODID', '-//Kairos//Calendar feed//EN')
    .prop('CALSCALE', 'GREGORIAN')
    .prop('METHOD', 'PUBLISH')
    .text('X-WR-CALNAME', `Kairos: ${head.name}`)
    .prop('X-WR-TIMEZONE', tz)
    .prop('REFRESH-INTERVAL;VALUE=DURATION', 'PT15M')
    .prop('X-PUBLISHED-TTL', 'PT15M');
  writeVtimezone(out, tz, Number(w.fromDate.slice(0, 4)), Number(w.toDate.slice(0, 4)));
  const stamp = (ms: number) => utcStamp(Math.floor(ms / 1000) * 1000);
  // A wall-clock time with the zone, unless the zone's clock reads it twice (the hour after a fall-back): then UTC.
  const when = (name: string, ms: number) => {
    const l = toLocal(ms, tz);
    if (toInstant(l.date, l.minutes, tz) === ms && ms % MIN === 0) out.prop(`${name};TZID=${tz}`, icsLocal(l.date, l.minutes));
    else out.prop(name, stamp(ms));
  };
  for (const r of rows) {
    const changed = r.updated_at.getTime();
    out
      .prop('BEGIN', 'VEVENT')
      .text('UID', `${entryKey(r)}@kairos`)
      .prop('DTSTAMP', stamp(changed))
      .prop('CREATED', stamp(r.created_at.getTime()))
      .prop('LAST-MODIFIED', stamp(changed))
      .prop('SEQUENCE', String(Math.max(0, Math.floor((changed - SEQUENCE_EPOCH) / 1000))));
    if (r.all_day) {
      const first = toLocal(r.start_at.getTime(), tz).date;
      const end = toLocal(r.end_at.getTime(), tz);
      const last = end.minutes === 0 ? end.date : addDays(end.date, 1);
      out.prop('DTSTART;VALUE=DATE', icsDate(first)).prop('DTEND;VALUE=DATE', icsDate(last > first ? last : addDays(first, 1)));
    } else {
      when('DTSTART', r.start_at.getTime());
      when('DTEND', r.end_at.getTime());
    }
    out
      .text('SUMMARY', summaryOf(r))
      // Cancelled appointments are left out, not STATUS:CANCELLED (docs/DECISIONS.md "Calendar feed").
      .prop('STATUS', r.tentative ? 'TENTATIVE' : 'CONFIRMED')
      .prop('CLASS', 'PRIVATE')
      .prop('TRANSP', 'OPAQUE')
      .prop('END', 'VEVENT');
  }
  out.prop('END', 'VCALENDAR');
  return out.toString();
}
