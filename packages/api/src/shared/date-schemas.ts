import * as z from 'zod';

/**
 * Calendar dates ("YYYY-MM-DD") as every form, tRPC call and REST route takes
 * them. A date must be a real day of the Gregorian calendar (no 2026-02-30,
 * no 2027-02-29) between DATE_MIN and DATE_MAX: far enough back for any
 * birthday, far enough ahead for any booking, and well inside what the
 * availability arithmetic handles (issue 9: 9999-12-31 used to reach it).
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Strict "YYYY-MM-DD" naming a real day (any year 0000-9999). */
export function isCalendarDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
}

/** A real date within DATE_MIN..DATE_MAX: what `isoDate` accepts. */
export const isAcceptedDate = (s: string) => isCalendarDate(s) && s >= DATE_MIN && s <= DATE_MAX;

/**
 * Today's date where the day begins first (UTC+14): no place on Earth is
 * already past it, so "not in the future" never refuses someone's today.
 */
export function latestToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);
}

// Strings: the years are shown as they are, not as grouped numbers ("1,900").
const rangeParams = { key: 'validation_date_range', min: String(YEAR_MIN), max: String(YEAR_MAX) };

/** A required calendar date; `notFuture` for birthdays and other dates that have happened. */
export function dateField(options: { notFuture?: boolean } = {}) {
  const date = z.iso.date({ abort: true }).refine((d) => d >= DATE_MIN && d <= DATE_MAX, { params: rangeParams, abort: true });
  if (!options.notFuture) return date;
  return date.refine((d) => d <= latestToday(), { params: { key: 'validation_date_future' } });
}

/** The one calendar-date field (appointments, series ends, list and slot ranges, class windows). */
export const isoDate = dateField();

/** An optional date typed in a form or a spreadsheet cell: blank becomes null, anything else must be a date. */
export function optionalDateField(options: { notFuture?: boolean } = {}) {
  return z
    .string()
    .max(30)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(dateField(options).nullable());
}
