import { appointments as a } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { sql } from 'drizzle-orm';
import type { SettingsRow } from '../core/context';
import type { BusinessScope } from '../core/scope';
import type { AnalyticsDetails } from '../shared/analytics-schemas';
import { compareNames } from '../shared/collation';
import { occurrenceTotals } from './figures';
import { dayWeekday, localDaySql, zoneWindow } from './local-time';
import { namesOf } from './names';
import { basisPoints } from './ratios';
import { openMinutes } from './utilisation';
import { dayZone } from './visit-days';
import { storedTotalsSql } from './visit-hours';
import { occurrenceVisits, type Span, visitsSql } from './visits';

type Tab = Extract<AnalyticsDetails, { tab: 'service_delivery' }>;
type Row = {
  k: string;
  id: string | null;
  visits: number;
  attended: number;
  cancelled: number;
  no_show: number;
  minutes: number;
  value: number;
};
const MIN = 60_000;
const n = (x: unknown) => Number(x ?? 0);

/**
 * Service delivery: visits by service, class, location and local day (folded into weekdays), and booked minutes,
 * in ONE statement over the period's visits (materialised once); class sessions counted from the diary.
 */
export async function serviceDelivery(
  scope: BusinessScope,
  span: Span,
  hours: SettingsRow['business_hours'],
  locale: Locale,
): Promise<Omit<Tab, 'tab' | 'currency' | 'period' | 'previous'>> {
  const [occ] = await Promise.all([occurrenceVisits(scope, span), dayZone(scope)]);
  const zone = zoneWindow(scope.business.timezone, span.from, span.to);
  const kept = sql.raw(`status <> 'cancelled'`);
  const [rows, sessions] = await Promise.all([
    scope.db.all<Row>(sql`
      WITH v AS MATERIALIZED (${visitsSql(scope, span, occ)})
      SELECT 'service' AS k, service_id AS id, count(*) AS visits, sum(status = 'attended') AS attended,
        sum(status = 'cancelled') AS cancelled, sum(status = 'no_show') AS no_show,
        coalesce(sum(CASE WHEN ${kept} THEN (end_at - start_at) / ${MIN} END), 0) AS minutes,
        coalesce(sum(CASE WHEN ${kept} THEN value END), 0) AS value
      FROM v WHERE type = 'appointment' GROUP BY service_id
      UNION ALL SELECT 'class', class_id, count(DISTINCT appointment_id), sum(${kept}), 0, 0, 0, 0
      FROM v WHERE type = 'class_session' GROUP BY class_id
      UNION ALL SELECT 'location', location_id, sum(${kept}), 0, 0, 0, 0, coalesce(sum(CASE WHEN ${kept} THEN value END), 0)
      FROM v GROUP BY location_id
      UNION ALL SELECT 'day', ${localDaySql(sql`start_at`, zone)} AS d, sum(${kept}), 0, 0, 0, 0, 0 FROM v GROUP BY d
      UNION ALL SELECT 'booked', NULL, 0, 0, 0, 0, booked, 0 FROM (${storedTotalsSql(scope, span)})`),
    scope.db.all<{ id: string | null; title: string | null; n: number }>(sql`
      SELECT ${a.class_id} AS id, max(${a.title}) AS title, count(*) AS n FROM ${a}
      WHERE ${a.business_id} = ${scope.businessId} AND ${a.start_at} >= ${span.from} AND ${a.start_at} < ${span.to}
        AND ${a.type} = 'class_session' GROUP BY ${a.class_id}`),
  ]);
  const of = (k: string) => rows.filter((r) => r.k === k);
  const [serviceNames, classNames, locationNames] = await Promise.all([
    namesOf(
      scope,
      'service',
      of('service').map((r) => r.id),
    ),
    namesOf(scope, 'class', [...of('class').map((r) => r.id), ...sessions.map((s) => s.id)]),
    namesOf(
      scope,
      'location',
      of('location').map((r) => r.id),
    ),
  ]);
  const none = m.an_none({}, { locale });
  const nameIn = (names: Map<string, string>, id: string | null) => (id && names.get(id)) || none;
  // Sessions: the stored ones by class, and the occurrences (those with clients) the visits found.
  const stored = new Map(sessions.map((s) => [s.id ?? '', n(s.n)]));
  const virtual = new Map<string, Set<string>>();
  for (const o of occ) if (o[4] === 'class_session') virtual.set(o[6] ?? '', (virtual.get(o[6] ?? '') ?? new Set()).add(o[0]));
  const attendees = new Map(of('class').map((r) => [r.id ?? '', n(r.attended)]));
  const classKeys = [...new Set([...stored.keys(), ...virtual.keys(), ...attendees.keys()])];
  const weekdays = new Map<number, number>();
  for (const r of of('day')) weekdays.set(dayWeekday(n(r.id)), (weekdays.get(dayWeekday(n(r.id))) ?? 0) + n(r.visits));
  // Booked minutes: the stored ones from the hourly rollup (visit-hours.ts), the occurrences' added.
  const booked = n(of('booked')[0]?.minutes) + occurrenceTotals(occ).booked;
  const open = openMinutes(span, hours, scope.business.timezone);
  const byCount =
    <T extends { name: string }>(key: (x: T) => number) =>
    (x: T, y: T) =>
      key(y) - key(x) || compareNames(x.name, y.name);
  return {
    by_service: of('service')
      .map((r) => ({
        id: r.id,
        name: nameIn(serviceNames, r.id),
        visits: n(r.visits),
        attended: n(r.attended),
        cancelled: n(r.cancelled),
        no_show: n(r.no_show),
        minutes: n(r.minutes),
        value: n(r.value),
      }))
      .sort(byCount((x) => x.visits)),
    by_class: classKeys
      .map((k) => ({
        id: k || null,
        name: classNames.get(k) ?? sessions.find((s) => (s.id ?? '') === k)?.title ?? none,
        sessions: (stored.get(k) ?? 0) + (virtual.get(k)?.size ?? 0),
        attendees: attendees.get(k) ?? 0,
      }))
      .sort(byCount((x) => x.attendees)),
    by_location: of('location')
      .map((r) => ({ id: r.id, name: nameIn(locationNames, r.id), visits: n(r.visits), value: n(r.value) }))
      .sort(byCount((x) => x.visits)),
    by_weekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, visits: weekdays.get(weekday) ?? 0 })),
    utilisation: { booked_minutes: booked, open_minutes: open, rate: basisPoints(booked, open) },
  };
}
