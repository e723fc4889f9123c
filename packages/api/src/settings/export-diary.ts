import {
  appointmentClients,
  appointmentSeries,
  appointmentSeriesExceptions,
  appointments,
  classes,
  clients,
  type Db,
  discounts,
  locations,
  services,
} from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { asc } from 'drizzle-orm';
import { durationOf } from '../appointments/series';
import { scopeToBusiness } from '../core/tenant';
import { compareKeys } from '../shared/collation';
import { minutesToTime } from '../shared/settings-schemas';
import { zoneCity } from '../shared/time-zone-names';
import { type Cell, localDateTime, localParts, major, sheet, translator } from './export-cells';

type Attendance = 'pending' | 'attended' | 'cancelled' | 'no_show';
type Kind = 'appointment' | 'blocked' | 'class_session';
const FREQUENCY = {
  daily: m.wap_frequency_daily,
  weekly: m.wap_frequency_weekly,
  biweekly: m.wap_frequency_biweekly,
  monthly: m.wap_frequency_monthly,
};

/**
 * The diary sheets of the export-everything workbook: every stored
 * appointment, blocked time and class session (with its client names and
 * attendance), one row per client on an appointment, and one row per
 * recurring series (its rule, clients, cancelled and separately changed
 * dates). Times are wall-clock times in the business's zone.
 */
export async function diarySheets(db: Db, businessId: string, { locale, timeZone }: { locale: Locale; timeZone: string }) {
  const t = translator(locale);
  const id = businessId;
  const [rows, links, series, exceptions, names] = await Promise.all([
    db.select().from(appointments).where(scopeToBusiness(appointments, id)).orderBy(asc(appointments.start_at)),
    db
      .select({
        appointment: appointmentClients.appointment_id,
        client: appointmentClients.client_id,
        status: appointmentClients.status,
      })
      .from(appointmentClients)
      .where(scopeToBusiness(appointmentClients, id)),
    db.select().from(appointmentSeries).where(scopeToBusiness(appointmentSeries, id)).orderBy(asc(appointmentSeries.start_date)),
    db
      .select()
      .from(appointmentSeriesExceptions)
      .where(scopeToBusiness(appointmentSeriesExceptions, id))
      .orderBy(asc(appointmentSeriesExceptions.date)),
    lookups(db, businessId),
  ]);
  const kind = (k: Kind) =>
    t(k === 'appointment' ? m.wap_type_appointment : k === 'blocked' ? m.wap_type_blocked : m.wap_type_class_session);
  const attendance = (a: Attendance) =>
    t(
      a === 'pending'
        ? m.wap_status_pending
        : a === 'attended'
          ? m.wap_status_attended
          : a === 'cancelled'
            ? m.wap_status_cancelled
            : m.wap_status_no_show,
    );
  const clientName = (cid: string) => names.clients.get(cid)?.name ?? '';
  const place = (r: { location_type: string | null; location_id: string | null }) =>
    r.location_type === 'client'
      ? t(m.export_location_client)
      : r.location_id
        ? (names.locations.get(r.location_id) ?? null)
        : null;
  const what = (r: { service_id: string | null; class_id: string | null }) => [
    r.service_id ? (names.services.get(r.service_id) ?? null) : null,
    r.class_id ? (names.classes.get(r.class_id) ?? null) : null,
  ];
  // Each appointment's clients in name order (their sort keys), like the appointment screen.
  const sortOf = (cid: string) => names.clients.get(cid)?.sort ?? '';
  links.sort((x, y) => compareKeys(sortOf(x.client), sortOf(y.client)));
  const byAppointment = new Map<string, { client: string; status: Attendance }[]>();
  for (const l of links) byAppointment.set(l.appointment, [...(byAppointment.get(l.appointment) ?? []), l]);

  const zone = { zone: zoneCity(timeZone, locale) };
  const appointmentRows: Cell[][] = rows.map((r) => {
    const start = localParts(r.start_at, timeZone);
    const who = (byAppointment.get(r.id) ?? []).map((l) => `${clientName(l.client)} (${attendance(l.status)})`);
    return [
      r.id,
      kind(r.type),
      start.date,
      r.all_day ? t(m.export_all_day) : start.time,
      r.all_day ? null : localParts(r.end_at, timeZone).time,
      r.title,
      ...what(r),
      place(r),
      who.join('; '),
      major(r.price, r.currency),
      r.quantity,
      r.discount_id ? (names.discounts.get(r.discount_id) ?? null) : null,
      major(r.price * r.quantity - r.discounted_amount, r.currency),
      r.currency,
      r.notes,
      r.series_id,
      localDateTime(r.created_at, timeZone),
    ];
  });
  // One row per client on an appointment, in the appointments' order.
  const attendanceRows: Cell[][] = rows.flatMap((r) =>
    (byAppointment.get(r.id) ?? []).map((l) => {
      const start = localParts(r.start_at, timeZone);
      const c = names.clients.get(l.client);
      const time = r.all_day ? t(m.export_all_day) : start.time;
      return [r.id, start.date, time, r.title, c?.name ?? '', c?.email ?? null, attendance(l.status)];
    }),
  );
  const seriesRows: Cell[][] = series.map((x) => {
    const dates = (k: 'cancelled' | 'detached') =>
      exceptions
        .filter((e) => e.series_id === x.id && e.kind === k)
        .map((e) => e.date)
        .join(', ');
    return [
      x.id,
      kind(x.type),
      t(FREQUENCY[x.frequency]),
      x.start_date,
      x.end_date,
      x.all_day ? t(m.export_all_day) : minutesToTime(x.start_minute),
      durationOf(x.parts),
      x.title,
      ...what(x),
      place(x),
      x.client_ids.map(clientName).filter(Boolean).join('; '),
      major(x.price, x.currency),
      x.quantity,
      major(x.price * x.quantity - x.discounted_amount, x.currency),
      x.currency,
      x.notes,
      dates('cancelled') || null,
      dates('detached') || null,
    ];
  });

  const common = [t(m.export_col_title), t(m.export_col_service), t(m.export_col_class), t(m.export_col_location)];
  return [
    sheet(
      t(m.export_sheet_appointments),
      [
        t(m.export_col_id),
        t(m.export_col_type),
        t(m.export_col_date),
        t(m.export_col_start, zone),
        t(m.export_col_end, zone),
        ...common,
        t(m.export_col_clients),
        t(m.export_col_price),
        t(m.export_col_quantity),
        t(m.export_col_discount),
        t(m.export_col_total),
        t(m.export_col_currency),
        t(m.export_col_notes),
        t(m.export_col_series),
        t(m.export_col_created_at, zone),
      ],
      appointmentRows,
    ),
    sheet(
      t(m.export_sheet_attendance),
      [
        t(m.export_col_appointment),
        t(m.export_col_date),
        t(m.export_col_start, zone),
        t(m.export_col_title),
        t(m.export_col_client),
        t(m.export_col_email),
        t(m.export_col_attendance),
      ],
      attendanceRows,
    ),
    sheet(
      t(m.export_sheet_series),
      [
        t(m.export_col_id),
        t(m.export_col_type),
        t(m.export_col_frequency),
        t(m.export_col_first_date),
        t(m.export_col_last_date),
        t(m.export_col_start, zone),
        t(m.export_col_duration),
        ...common,
        t(m.export_col_clients),
        t(m.export_col_price),
        t(m.export_col_quantity),
        t(m.export_col_total),
        t(m.export_col_currency),
        t(m.export_col_notes),
        t(m.export_col_cancelled_dates),
        t(m.export_col_detached_dates),
      ],
      seriesRows,
    ),
  ];
}

/** Names by id for the rows above: clients (with email), services, classes, locations, discounts, archived ones too. */
export async function lookups(db: Db, businessId: string) {
  const id = businessId;
  const [cs, ss, cls, ls, ds] = await Promise.all([
    db
      .select({
        id: clients.id,
        first: clients.first_name,
        last: clients.last_name,
        email: clients.email,
        sort: clients.sort_key,
      })
      .from(clients)
      .where(scopeToBusiness(clients, id)),
    db.select({ id: services.id, name: services.name }).from(services).where(scopeToBusiness(services, id)),
    db.select({ id: classes.id, name: classes.name }).from(classes).where(scopeToBusiness(classes, id)),
    db.select({ id: locations.id, name: locations.title }).from(locations).where(scopeToBusiness(locations, id)),
    db.select({ id: discounts.id, name: discounts.name }).from(discounts).where(scopeToBusiness(discounts, id)),
  ]);
  const named = (list: { id: string; name: string }[]) => new Map(list.map((r) => [r.id, r.name]));
  return {
    clients: new Map(cs.map((c) => [c.id, { name: `${c.first} ${c.last}`.trim(), email: c.email, sort: c.sort }])),
    services: named(ss),
    classes: named(cls),
    locations: named(ls),
    discounts: named(ds),
  };
}
