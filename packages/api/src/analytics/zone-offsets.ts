import { type SQL, sql } from 'drizzle-orm';
import { offsetMinutes } from '../shared/zoned';
import { analyticsZoneOffsets as zo } from './visit-table';

const MIN = 60_000;
const WEEK = 7 * 86_400_000;
/** The span the app writes a zone's offsets for: 1970-01-01 to 2100-01-01 (the reads check what they use). */
const FIRST = 0;
const LAST = Date.UTC(2100, 0, 1);

const offsetAt = (ms: number, tz: string) => offsetMinutes(ms, tz) * MIN;
const known = new Map<string, [number, number][]>();

/**
 * The zone's offsets as analytics_zone_offsets holds them (migration 0029): [at, offset ms] for the offset in force
 * at 1970-01-01 and each change up to 2100 (found by weekly probes and a bisection to the millisecond), from Intl.
 */
export function zoneOffsets(tz: string): [number, number][] {
  const hit = known.get(tz);
  if (hit) return hit;
  const out: [number, number][] = [[FIRST, offsetAt(FIRST, tz)]];
  let prev = out[0]?.[1] as number;
  for (let t = FIRST; t < LAST; t += WEEK) {
    const next = Math.min(t + WEEK, LAST);
    const off = offsetAt(next, tz);
    if (off === prev) continue;
    // Every change inside (t, next]: bisect to the first instant with a new offset, then go on from there.
    let lo = t;
    while (offsetAt(next, tz) !== offsetAt(lo, tz)) {
      const from = offsetAt(lo, tz);
      let [a, b] = [lo, next];
      while (b - a > 1) {
        const mid = Math.floor((a + b) / 2);
        if (offsetAt(mid, tz) === from) a = mid;
        else b = mid;
      }
      out.push([b, offsetAt(b, tz)]);
      lo = b;
    }
    prev = off;
  }
  known.set(tz, out);
  return out;
}

/**
 * SQL: writes the zone's offsets unless the table holds that zone already (a zone's rows are written once, whole,
 * so the day rows built with them stay true to them). Run it before a business takes the zone (in the same batch):
 * the businesses triggers then build its days.
 */
export function zoneOffsetsSql(tz: string): SQL {
  return sql`INSERT INTO ${zo} (zone, at, utc_offset)
    SELECT ${tz}, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${JSON.stringify(zoneOffsets(tz))})
    WHERE NOT EXISTS (SELECT 1 FROM ${zo} WHERE ${zo.zone} = ${tz})`;
}
