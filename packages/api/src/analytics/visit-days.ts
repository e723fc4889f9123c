import { sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { BusinessScope } from '../core/scope';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import { analyticsDayZones as dz, analyticsVisitDays as vd, analyticsZoneOffsets as zo } from './visit-table';
import { OFFSETS_FROM, OFFSETS_TO, zoneOffsets } from './zone-offsets';

const DAY = 86_400_000;

/** Local day numbers [first, end): days since 1970-01-01 on the business's wall clock. */
export type DayRange = [number, number];

/**
 * A span of whole local days read from the daily rollups (migrations 0029 and 0031): the business's zone, whose
 * stored offsets equal Intl's and in which its day rows are (checked once per request: dayZone below).
 */
export interface DayPlan {
  tz: string;
  days: DayRange;
}

/** Per request (scope): the zone its day rows may be read in, or null (read the hours). */
const checked = new WeakMap<BusinessScope, Promise<string | null>>();
const known = new WeakMap<BusinessScope, string | null>();
/** Per database client: the zones whose stored offsets equal Intl's (a zone's rows are written once, whole: a yes stays true). */
const trusted = new WeakMap<object, Set<string>>();

/** Whether the zone's offsets in analytics_zone_offsets from 2000 to 2100 are the ones Intl gives (zone-offsets.ts). */
async function zoneTrusted(db: BusinessScope['db'], tz: string): Promise<boolean> {
  const yes = trusted.get(db) ?? new Set<string>();
  trusted.set(db, yes);
  if (yes.has(tz)) return true;
  const rows = await db.all<{ at: number; o: number }>(sql`SELECT ${zo.at} AS at, ${zo.utc_offset} AS o FROM ${zo}
    WHERE ${zo.zone} = ${tz} AND ${zo.at} <= ${OFFSETS_TO} AND ${zo.at} >= coalesce((SELECT max(${zo.at}) FROM ${zo}
      WHERE ${zo.zone} = ${tz} AND ${zo.at} <= ${OFFSETS_FROM}), ${OFFSETS_FROM}) ORDER BY ${zo.at}`);
  const want = zoneOffsets(tz);
  const [first, ...rest] = rows;
  const ok =
    first !== undefined &&
    first.at <= OFFSETS_FROM &&
    Number(first.o) === want[0]?.[1] &&
    rest.length === want.length - 1 &&
    rest.every((r, i) => Number(r.at) === want[i + 1]?.[0] && Number(r.o) === want[i + 1]?.[1]);
  if (ok) yes.add(tz);
  return ok;
}

/**
 * Once per request (cached on the scope): the zone the business's day rows may be read in: its zone, when
 * analytics_day_zones names that zone (the rows are built in it; a zone change rebuilds them in the same
 * statement) and the zone's stored offsets equal Intl's (checked once per process and zone). Null: the reads sum
 * the hourly rollups (a business whose zone has no offsets yet, or a stale zone in the request's session).
 * Every reader awaits it before it builds its SQL (dayPlan is synchronous and reads what this found).
 */
export function dayZone(scope: BusinessScope): Promise<string | null> {
  const hit = checked.get(scope);
  if (hit) return hit;
  const fresh = (async () => {
    const tz = scope.business?.timezone;
    if (!tz) return null;
    const [row] = await scope.db.all<{ zone: string }>(
      sql`SELECT ${dz.zone} AS zone FROM ${dz} WHERE ${dz.business_id} = ${scope.businessId}`,
    );
    const zone = row?.zone === tz && (await zoneTrusted(scope.db, tz)) ? tz : null;
    known.set(scope, zone);
    return zone;
  })();
  checked.set(scope, fresh);
  return fresh;
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
 * The day plan of a span, or null when it has none: the request has not found its day zone (dayZone, awaited
 * before), or a span without its dates (any instants), or one whose instants are not its dates' midnights in the
 * business's zone, or one outside the offsets the app writes (2000 to 2100).
 */
export function dayPlan(scope: BusinessScope, span: { from: number; to: number; fromDate?: string; toDate?: string }) {
  const tz = known.get(scope);
  if (!tz || tz !== scope.business?.timezone || !span.fromDate || !span.toDate) return null;
  if (span.from - 2 * DAY < OFFSETS_FROM || span.to + 2 * DAY > OFFSETS_TO) return null;
  const days: DayRange = [dayOfDate(span.fromDate), dayOfDate(span.toDate) + 1];
  if (days[0] >= days[1] || dayInstants(days[0], tz)[0] !== span.from || dayInstants(days[1] - 1, tz)[1] !== span.to) return null;
  return { tz, days } satisfies DayPlan;
}

/** SQL: the business's rows of a day table in [first, end). */
export const daysWhere = (
  scope: BusinessScope,
  [a, b]: DayRange,
  t: { business_id: AnySQLiteColumn; day: AnySQLiteColumn } = vd,
) => sql`${t.business_id} = ${scope.businessId} AND ${t.day} >= ${a} AND ${t.day} < ${b}`;
