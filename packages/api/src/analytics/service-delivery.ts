import { appointments as a } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { SettingsRow } from '../core/context';
import type { BusinessScope } from '../core/scope';
import type { AnalyticsDetails } from '../shared/analytics-schemas';
import { compareNames } from '../shared/collation';
import { occurrenceTotals } from './figures';
import { dayWeekday, localDaySql, type ZoneWindow, zoneWindow } from './local-time';
import { namesOf } from './names';
import { basisPoints } from './ratios';
import { openMinutes } from './utilisation';
import { dayInstants, dayPlan, daysWhere, dayZone, localDay } from './visit-days';
import { storedTotalsSql } from './visit-hours';
import { analyticsGroupDays } from './visit-table';
import { type OccurrenceVisit, occurrenceVisits, type Span, visitsSql } from './visits';

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

const kept = sql.raw(`status <> 'cancelled'`);

/**
 * SQL rows (k, id, figures): the period's visits by service, class, location and local day, and the booked minutes.
 * A period of whole local days the request may read days of (dayPlan): every day but today from the day groups
 * (analytics_group_days, migration 0031; before today a pending visit counts as attended, after it stays pending),
 * today's stored visits and the series occurrences row by row. Otherwise every visit of the period row by row.
 * A class's row counts its visits and those not cancelled (its attendees); its sessions come from the diary.
 */
export function groupsSql(scope: BusinessScope, span: Span, occ: OccurrenceVisit[], zone: ZoneWindow): SQL {
  const booked = sql`SELECT 'booked', NULL, 0, 0, 0, 0, booked, 0 FROM (${storedTotalsSql(scope, span)})`;
  const plan = dayPlan(scope, span);
  if (!plan)
    return sql`
      WITH v AS MATERIALIZED (${visitsSql(scope, span, occ)})
      SELECT 'service' AS k, service_id AS id, count(*) AS visits, sum(status = 'attended') AS attended,
        sum(status = 'cancelled') AS cancelled, sum(status = 'no_show') AS no_show,
        coalesce(sum(CASE WHEN ${kept} THEN (end_at - start_at) / ${MIN} END), 0) AS minutes,
        coalesce(sum(CASE WHEN ${kept} THEN value END), 0) AS value
      FROM v WHERE type = 'appointment' GROUP BY service_id
      UNION ALL SELECT 'class', class_id, count(*), sum(${kept}), 0, 0, 0, 0
      FROM v WHERE type = 'class_session' GROUP BY class_id
      UNION ALL SELECT 'location', location_id, sum(${kept}), 0, 0, 0, 0, coalesce(sum(CASE WHEN ${kept} THEN value END), 0)
      FROM v GROUP BY location_id
      UNION ALL SELECT 'day', ${localDaySql(sql`start_at`, zone)} AS d, sum(${kept}), 0, 0, 0, 0, 0 FROM v GROUP BY d
      UNION ALL ${booked}`;
  const today = localDay(scope.now.getTime(), plan.tz);
  const [from, to] = today >= plan.days[0] && today < plan.days[1] ? dayInstants(today, plan.tz) : [0, 0];
  const g = analyticsGroupDays;
  const of = (status: string) => sql`coalesce(sum(CASE WHEN status = ${status} THEN n END), 0)`;
  const keptSum = (col: string) => sql.raw(`coalesce(sum(CASE WHEN status <> 'cancelled' THEN ${col} END), 0)`);
  return sql`
    WITH v AS MATERIALIZED (${visitsSql(scope, { from, to }, occ)}),
    x AS (
      SELECT ${g.kind} AS kind, nullif(${g.id}, '') AS id, ${g.day} AS day,
        CASE WHEN ${g.status} = 'pending' AND ${g.day} < ${today} THEN 'attended' ELSE ${g.status} END AS status,
        ${g.visits} AS n, ${g.minutes} AS minutes, ${g.value} AS value
      FROM ${g} WHERE ${daysWhere(scope, plan.days, g)} AND ${g.day} <> ${today}
      UNION ALL SELECT 's', service_id, NULL, status, 1, (end_at - start_at) / ${MIN}, value FROM v WHERE type = 'appointment'
      UNION ALL SELECT 'c', class_id, NULL, status, 1, 0, 0 FROM v WHERE type = 'class_session'
      UNION ALL SELECT 'l', location_id, ${localDaySql(sql`start_at`, zone)}, status, 1, 0, value FROM v)
    SELECT 'service' AS k, id, sum(n) AS visits, ${of('attended')} AS attended, ${of('cancelled')} AS cancelled,
      ${of('no_show')} AS no_show, ${keptSum('minutes')} AS minutes, ${keptSum('value')} AS value
    FROM x WHERE kind = 's' GROUP BY id
    UNION ALL SELECT 'class', id, sum(n), ${keptSum('n')}, 0, 0, 0, 0 FROM x WHERE kind = 'c' GROUP BY id
    UNION ALL SELECT 'location', id, ${keptSum('n')}, 0, 0, 0, 0, ${keptSum('value')} FROM x WHERE kind = 'l' GROUP BY id
    UNION ALL SELECT 'day', day, ${keptSum('n')}, 0, 0, 0, 0, 0 FROM x WHERE kind = 'l' GROUP BY day
    UNION ALL ${booked}`;
}

/**
 * Service delivery: visits by service, class, location and local day (folded into weekdays), and booked minutes,
 * in ONE statement (groupsSql: the day groups, or the period's visits materialised once); class sessions counted
 * from the diary.
 */
export async function serviceDelivery(
  scope: BusinessScope,
  span: Span,
  hours: SettingsRow['business_hours'],
  locale: Locale,
): Promise<Omit<Tab, 'tab' | 'currency' | 'period' | 'previous'>> {
  const [occ] = await Promise.all([occurrenceVisits(scope, span), dayZone(scope)]);
  const zone = zoneWindow(scope.business.timezone, span.from, span.to);
  const [rows, sessions] = await Promise.all([
    scope.db.all<Row>(groupsSql(scope, span, occ, zone)),
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
