import type { Locale } from '@kairos/i18n';
import { m } from '@kairos/i18n';
import { dateIn, formatDay } from '../../lib/format';

/** null → "Never expires"; 6 → "6 months after purchase". */
export function expiryText(months: number | null): string {
  return months === null ? m.wo_expiry_never() : m.wo_expiry_months({ months });
}

/** A local date (YYYY-MM-DD) as "Wed, 25 Nov 2026" / "ср, 25 лист. 2026 р."; read at noon UTC so it never shifts. */
export function sessionDate(date: string, locale: Locale): string {
  return formatDay(date, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** A short local date for ranges: "22 Nov" / "22 лист.". */
export function shortDate(date: string, locale: Locale): string {
  return formatDay(date, locale, { day: 'numeric', month: 'short' });
}

/** "10:00" plus 75 minutes → "10:00–11:15" (wall clock, wraps past midnight). */
export function timeRange(start: string, minutes: number): string {
  const [h = 0, min = 0] = start.split(':').map(Number);
  const end = (h * 60 + min + minutes) % (24 * 60);
  const hhmm = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return `${start}–${hhmm}`;
}

/** Adds days to a local date (YYYY-MM-DD), in UTC so no zone can shift it. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date in a time zone (the business's), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateIn(timeZone, now);
}
