import { type SQL, sql } from 'drizzle-orm';
import { offsetMinutes } from '../shared/zoned';

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

/** SQL: the zone's offset (ms) at an instant column (epoch ms): a CASE over the window's few changes. */
function offsetSql(col: SQL, w: ZoneWindow): SQL {
  if (w.changes.length === 0) return sql`${w.first}`;
  const cases = [...w.changes].reverse().map((c) => sql`WHEN ${col} >= ${c.at} THEN ${c.offset}`);
  return sql`CASE ${sql.join(cases, sql` `)} ELSE ${w.first} END`;
}

/**
 * SQL: the local day number (days since 1970-01-01 in the zone's wall clock) of an instant column: integer
 * arithmetic only, so grouping a year of rows by it stays cheap. `dayDate` turns a number back into its date.
 */
export const localDaySql = (col: SQL, w: ZoneWindow): SQL => sql`CAST((${col} + ${offsetSql(col, w)}) / ${DAY} AS INTEGER)`;

export const dayDate = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** The ISO weekday (1 = Monday … 7 = Sunday) of a local day number (day 0 was a Thursday). */
export const dayWeekday = (day: number) => ((day + 3) % 7) + 1;
