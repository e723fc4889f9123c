import { type SQL, sql } from 'drizzle-orm';
import { offsetMinutes } from '../availability/zoned';

const DAY = 86_400_000;
const MIN = 60_000;

/** The zone's UTC offsets (ms) over an interval: the offset at its start and each change inside it (DST). */
export interface ZoneWindow {
  first: number;
  changes: { at: number; offset: number }[];
}

const offsetAt = (ms: number, tz: string) => offsetMinutes(ms, tz) * MIN;

/** The first instant in (lo, hi] with the offset of `hi` (the change lies between them), to the millisecond. */
function changeBetween(lo: number, hi: number, tz: string): number {
  const target = offsetAt(hi, tz);
  let [a, b] = [lo, hi];
  while (b - a > 1) {
    const mid = Math.floor((a + b) / 2);
    if (offsetAt(mid, tz) === target) b = mid;
    else a = mid;
  }
  return b;
}

/** The offsets of `tz` over [fromMs, toMs): one Intl look-up per UTC day (cached by zoned.ts), a search per change. */
export function zoneWindow(tz: string, fromMs: number, toMs: number): ZoneWindow {
  const first = offsetAt(fromMs, tz);
  const changes: ZoneWindow['changes'] = [];
  let prev = first;
  for (let t = fromMs; t < toMs; t += DAY) {
    const next = Math.min(t + DAY, toMs);
    const off = offsetAt(next, tz);
    if (off !== prev) changes.push({ at: changeBetween(t, next, tz), offset: off });
    prev = off;
  }
  return { first, changes };
}

/** SQL: the local calendar date (YYYY-MM-DD) of an instant column (epoch ms) in the window's zone. */
export function localDateSql(col: SQL, w: ZoneWindow): SQL {
  const offset = w.changes.length
    ? sql`CASE ${sql.join(
        [...w.changes].reverse().map((c) => sql`WHEN ${col} >= ${c.at} THEN ${c.offset}`),
        sql` `,
      )} ELSE ${w.first} END`
    : sql`${w.first}`;
  return sql`date((${col} + ${offset}) / 1000, 'unixepoch')`;
}

/** SQL: the ISO weekday (1 = Monday … 7 = Sunday) of a local date expression. */
export const isoWeekdaySql = (date: SQL): SQL => sql`((CAST(strftime('%w', ${date}) AS INTEGER) + 6) % 7 + 1)`;
