/** Local dates (YYYY-MM-DD) in the business's zone for the list's default range. */
import { dateIn, formatDay } from '../../lib/format';

export function todayIn(timeZone: string | undefined): string {
  return dateIn(timeZone ?? 'UTC');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the month a date is in. */
export function monthOf(date: string): { from: string; to: string } {
  const [y = 2000, mo = 1] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return { from: `${y}-${pad(mo)}-01`, to: `${y}-${pad(mo)}-${pad(last)}` };
}

export const isIsoDate = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** "2026-11-22" → "22 Nov 2026" / "22 лист. 2026 р." (the date as written, no zone shift). */
export function formatLocalDate(date: string, locale: 'uk' | 'en'): string {
  return formatDay(date, locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
