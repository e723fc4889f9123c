import { type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { BusinessScope } from '../core/scope';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import { zoneWindow } from './local-time';
import { analyticsDayZones as dz, analyticsVisitDays as vd, analyticsZoneOffsets as zo } from './visit-table';

const DAY = 86_400_000;

/** Local day numbers [first, end): days since 1970-01-01 on the business's wall clock. */
export type DayRange = [number, number];

/** A span of whole local days read from the daily rollups (migration 0029), and the SQL that says they may be. */
export interface DayPlan {
  tz: string;
  days: DayRange;
  /**
   * SQL, true or false for the whole statement (no column of the query in it, so SQLite evaluates it once): the
   * business's day rows are in this zone (analytics_day_zones) and the zone's stored offsets around the span
   * (from two days before to two days after) are the ones Intl gives now. A read takes the days under it and the
   * hourly plan of the same span under its negation, in one statement: it never sums days of another zone, even
   * while a zone change rebuilds them, and a business without days reads the hours.
   */
  guard: SQL;
}

/** The local day number of a date (YYYY-MM-DD), and back. */
export const dayOfDate = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
const dateOfDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** The local day number holding an instant in the zone. */
export const localDay = (ms: number, tz: string) => dayOfDate(toLocal(ms, tz).date);

/** The instants [start, end) of a local day in the zone (a DST day is 23 or 25 hours). */
export function dayInstants(day: number, tz: string): [number, number] {
  const date = dateOfDay(day);
  return [toInstant(date, 0, tz), toInstant(addDays(date, 1), 0, tz)];
}

/**
 * The day plan of a span, or null when it has none: a span without its dates (any instants), or one whose instants
 * are not its dates' midnights in the business's zone, or one before 1970.
 */
export function dayPlan(scope: BusinessScope, span: { from: number; to: number; fromDate?: string; toDate?: string }) {
  const tz = scope.business?.timezone;
  if (!tz || !span.fromDate || !span.toDate || span.from < 2 * DAY) return null;
  const days: DayRange = [dayOfDate(span.fromDate), dayOfDate(span.toDate) + 1];
  if (days[0] >= days[1] || dayInstants(days[0], tz)[0] !== span.from || dayInstants(days[1] - 1, tz)[1] !== span.to) return null;
  const [ws, we] = [span.from - 2 * DAY, span.to + 2 * DAY];
  const w = zoneWindow(tz, ws, we);
  const changes = w.changes.map((c) => `${c.at}:${c.offset}`).join(',');
  const guard = sql`EXISTS (SELECT 1 FROM ${dz} WHERE ${dz.business_id} = ${scope.businessId} AND ${dz.zone} = ${tz}
    AND (SELECT ${zo.utc_offset} FROM ${zo} WHERE ${zo.zone} = ${tz} AND ${zo.at} <= ${ws} ORDER BY ${zo.at} DESC LIMIT 1) = ${w.first}
    AND (SELECT coalesce(group_concat(x, ','), '') FROM (SELECT ${zo.at} || ':' || ${zo.utc_offset} AS x FROM ${zo}
      WHERE ${zo.zone} = ${tz} AND ${zo.at} > ${ws} AND ${zo.at} <= ${we} ORDER BY ${zo.at})) = ${changes})`;
  return { tz, days, guard } satisfies DayPlan;
}

/** SQL: the business's rows of a day table in [first, end). */
export const daysWhere = (
  scope: BusinessScope,
  [a, b]: DayRange,
  t: { business_id: AnySQLiteColumn; day: AnySQLiteColumn } = vd,
) => sql`${t.business_id} = ${scope.businessId} AND ${t.day} >= ${a} AND ${t.day} < ${b}`;
