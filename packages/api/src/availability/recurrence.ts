import { addDays, daysBetween, toInstant } from '../shared/zoned';

/**
 * A recurring series is stored as a rule plus exceptions (docs/product/availability.md) and
 * expanded here, in the business's time zone: a weekly 10:00 appointment
 * stays at 10:00 local time across DST changes (its UTC instant moves).
 */
export interface RecurrenceRule {
  frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  /** First occurrence's local date, YYYY-MM-DD. */
  start_date: string;
  /** Last possible local date, inclusive. */
  end_date: string;
  /** Local start time, minutes after midnight. */
  start_minute: number;
  duration_minutes: number;
}

export interface Occurrence {
  /** The occurrence's own local date: the key for exceptions. */
  date: string;
  start: number;
  end: number;
}

/** Exceptions by local date: cancelled, or moved/changed (the changed one is stored as its own appointment). */
export type Exceptions = ReadonlyMap<string, 'cancelled' | 'detached'>;

/** Bounds how far a single expansion may run (10 years of daily occurrences). */
export const MAX_OCCURRENCES = 3700;

function nthMonth(start: string, n: number): string | null {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + n;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const daysInMonth = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  // The 31st does not exist in every month: that month has no occurrence.
  if (d > daysInMonth) return null;
  return `${String(ny).padStart(4, '0')}-${String(nm).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Local dates of the series from `from` to `to` (inclusive), exceptions not yet applied. */
export function occurrenceDates(rule: RecurrenceRule, from: string, to: string): string[] {
  const last = rule.end_date < to ? rule.end_date : to;
  const out: string[] = [];
  if (last < rule.start_date) return out;
  if (rule.frequency === 'monthly') {
    for (let n = 0; out.length < MAX_OCCURRENCES; n++) {
      const date = nthMonth(rule.start_date, n);
      if (date === null) continue;
      if (date > last) break;
      if (date >= from) out.push(date);
    }
    return out;
  }
  const step = rule.frequency === 'daily' ? 1 : rule.frequency === 'weekly' ? 7 : 14;
  // Jump straight to the first occurrence on or after `from`.
  const skip = from > rule.start_date ? Math.ceil(daysBetween(rule.start_date, from) / step) : 0;
  for (
    let date = addDays(rule.start_date, skip * step);
    date <= last && out.length < MAX_OCCURRENCES;
    date = addDays(date, step)
  ) {
    out.push(date);
  }
  return out;
}

/** Occurrences between two local dates, in UTC, with cancelled and detached dates left out. */
export function expand(
  rule: RecurrenceRule,
  timeZone: string,
  from: string,
  to: string,
  exceptions: Exceptions = new Map(),
): Occurrence[] {
  return occurrenceDates(rule, from, to)
    .filter((date) => !exceptions.has(date))
    .map((date) => {
      const start = toInstant(date, rule.start_minute, timeZone);
      return { date, start, end: start + rule.duration_minutes * 60_000 };
    });
}

/**
 * "This and all future": the series ends the day before `date`, and a new
 * series (with the changes) starts on `date`. Returns both rules.
 */
export function splitAt(rule: RecurrenceRule, date: string): { before: RecurrenceRule | null; after: RecurrenceRule } {
  const before = date > rule.start_date ? { ...rule, end_date: addDays(date, -1) } : null;
  return { before, after: { ...rule, start_date: date } };
}
