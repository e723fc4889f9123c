import type { Db } from '@kairos/db';
import { type SQL, sql } from 'drizzle-orm';
import { offsetMinutes } from '../shared/zoned';
import { analyticsZoneOffsets as zo } from './visit-table';

const MIN = 60_000;
const STEP = 14 * 86_400_000;
/** The span the app writes a zone's offsets for: 2000-01-01 to 2100-01-01 (the reads check the rows they use). */
export const OFFSETS_FROM = Date.UTC(2000, 0, 1);
export const OFFSETS_TO = Date.UTC(2100, 0, 1);
const FIRST = OFFSETS_FROM;
const LAST = OFFSETS_TO;

const offsetAt = (ms: number, tz: string) => offsetMinutes(ms, tz) * MIN;
const known = new Map<string, [number, number][]>();

/**
 * The zone's offsets as analytics_zone_offsets holds them (migration 0029): [at, offset ms] for the offset in force
 * at 2000-01-01 and each change up to 2100 (found by probes two weeks apart and a bisection to the millisecond), from Intl.
 */
export function zoneOffsets(tz: string): [number, number][] {
  const hit = known.get(tz);
  if (hit) return hit;
  const out: [number, number][] = [[FIRST, offsetAt(FIRST, tz)]];
  let prev = out[0]?.[1] as number;
  for (let t = FIRST; t < LAST; t += STEP) {
    const next = Math.min(t + STEP, LAST);
    const off = offsetAt(next, tz);
    if (off === prev) continue;
    // Every change inside (t, next]: bisect to the first instant with a new offset, then go on from there.
    let lo = t;
    while (offsetAt(next, tz) !== offsetAt(lo, tz)) {
      const from = offsetAt(lo, tz);
      // To the minute (zones change on whole minutes since long before 2000): half the look-ups of the millisecond.
      let [a, b] = [Math.floor(lo / MIN), Math.ceil(next / MIN)];
      while (b - a > 1) {
        const mid = Math.floor((a + b) / 2);
        if (offsetAt(mid * MIN, tz) === from) a = mid;
        else b = mid;
      }
      out.push([b * MIN, offsetAt(b * MIN, tz)]);
      lo = b * MIN;
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
export async function zoneOffsetsSql(db: Db, tz: string): Promise<SQL> {
  const [have] = await db.all(sql`SELECT 1 FROM ${zo} WHERE ${zo.zone} = ${tz} LIMIT 1`);
  if (have) return sql`SELECT 1 WHERE 0`; // written already (whole): nothing to compute
  return sql`INSERT INTO ${zo} (zone, at, utc_offset)
    SELECT ${tz}, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${JSON.stringify(zoneOffsets(tz))})
    WHERE NOT EXISTS (SELECT 1 FROM ${zo} WHERE ${zo.zone} = ${tz})`;
}
