import { appointments as a, classes, locations, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { sql } from 'drizzle-orm';
import type { SettingsRow } from '../core/context';
import type { BusinessScope } from '../core/scope';
import type { AnalyticsDetails } from '../shared/analytics-schemas';
import { isoWeekdaySql, localDateSql, zoneWindow } from './local-time';
import { utilisationOf } from './utilisation';
import { occurrenceVisits, type Span, visitsSql } from './visits';

type Tab = Extract<AnalyticsDetails, { tab: 'service_delivery' }>;
const MIN = 60_000;
const n = (x: unknown) => Number(x ?? 0);

/** Service delivery: visits by service, class, location and weekday, and utilisation of business hours. */
export async function serviceDelivery(
  scope: BusinessScope,
  span: Span,
  hours: SettingsRow['business_hours'],
  locale: Locale,
): Promise<Omit<Tab, 'tab' | 'currency' | 'period' | 'previous'>> {
  const occ = await occurrenceVisits(scope, span);
  const v = visitsSql(scope, span, occ);
  const b = scope.businessId;
  const zone = zoneWindow(scope.business.timezone, span.from, span.to);
  const none = m.an_none({}, { locale });
  const [byService, byClass, sessions, byLocation, byWeekday, utilisation] = await Promise.all([
    scope.db.all<Record<string, string | number | null>>(sql`
      SELECT v.service_id AS id, s.name AS name, count(*) AS visits, sum(status = 'attended') AS attended,
        sum(status = 'cancelled') AS cancelled, sum(status = 'no_show') AS no_show,
        coalesce(sum(CASE WHEN status <> 'cancelled' THEN (end_at - start_at) / ${MIN} END), 0) AS minutes,
        coalesce(sum(CASE WHEN status <> 'cancelled' THEN value END), 0) AS value
      FROM (${v}) v LEFT JOIN ${services} s ON s.id = v.service_id AND s.business_id = ${b}
      WHERE v.type = 'appointment' GROUP BY v.service_id ORDER BY visits DESC, name`),
    scope.db.all<Record<string, string | number | null>>(sql`
      SELECT v.class_id AS id, c.name AS name, sum(status <> 'cancelled') AS attendees
      FROM (${v}) v LEFT JOIN ${classes} c ON c.id = v.class_id AND c.business_id = ${b}
      WHERE v.type = 'class_session' GROUP BY v.class_id`),
    scope.db.all<{ id: string | null; title: string | null; n: number }>(sql`
      SELECT ${a.class_id} AS id, max(${a.title}) AS title, count(*) AS n FROM ${a}
      WHERE ${a.business_id} = ${b} AND ${a.start_at} >= ${span.from} AND ${a.start_at} < ${span.to}
        AND ${a.type} = 'class_session' GROUP BY ${a.class_id}`),
    scope.db.all<Record<string, string | number | null>>(sql`
      SELECT v.location_id AS id, l.title AS name, sum(status <> 'cancelled') AS visits,
        coalesce(sum(CASE WHEN status <> 'cancelled' THEN value END), 0) AS value
      FROM (${v}) v LEFT JOIN ${locations} l ON l.id = v.location_id AND l.business_id = ${b}
      GROUP BY v.location_id ORDER BY visits DESC, name`),
    scope.db.all<{ weekday: number; visits: number }>(sql`
      SELECT ${isoWeekdaySql(localDateSql(sql`start_at`, zone))} AS weekday, sum(status <> 'cancelled') AS visits
      FROM (${v}) GROUP BY weekday`),
    utilisationOf(scope, span, occ, hours),
  ]);
  // Sessions: stored rows by class, plus the distinct occurrences (those with clients) of each class.
  const sessionCount = new Map(sessions.map((s) => [s.id ?? '', n(s.n)]));
  const occurrences = new Set(occ.filter((o) => o[4] === 'class_session').map((o) => JSON.stringify([o[6] ?? '', o[0]])));
  for (const [classId] of [...occurrences].map((o) => JSON.parse(o) as [string, string]))
    sessionCount.set(classId, (sessionCount.get(classId) ?? 0) + 1);
  const attendees = new Map(byClass.map((c) => [String(c.id ?? ''), c]));
  const classIds = [...new Set([...sessionCount.keys(), ...attendees.keys()])];
  return {
    by_service: byService.map((r) => ({
      id: (r.id as string | null) ?? null,
      name: (r.name as string | null) ?? none,
      visits: n(r.visits),
      attended: n(r.attended),
      cancelled: n(r.cancelled),
      no_show: n(r.no_show),
      minutes: n(r.minutes),
      value: n(r.value),
    })),
    by_class: classIds
      .map((id) => ({
        id: id || null,
        name: (attendees.get(id)?.name as string | null) ?? sessions.find((s) => (s.id ?? '') === id)?.title ?? none,
        sessions: sessionCount.get(id) ?? 0,
        attendees: n(attendees.get(id)?.attendees),
      }))
      .sort((x, y) => y.attendees - x.attendees || x.name.localeCompare(y.name)),
    by_location: byLocation.map((r) => ({
      id: (r.id as string | null) ?? null,
      name: (r.name as string | null) ?? none,
      visits: n(r.visits),
      value: n(r.value),
    })),
    by_weekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      visits: n(byWeekday.find((w) => n(w.weekday) === weekday)?.visits),
    })),
    utilisation,
  };
}
