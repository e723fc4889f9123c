import type { Locale } from '@kairos/i18n';
import { formatDay } from '../../lib/format';

/** A local date (YYYY-MM-DD, already in the business's zone) short: "5 Mar 2026" / "5 бер. 2026 р.". */
export function formatShortDate(date: string, locale: Locale): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return formatDay(date, locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A period's start as the net-income table names it: a day, "March 2026", "2026", or the week's first day. */
export function formatPeriod(start: string, period: 'day' | 'week' | 'month' | 'year', locale: Locale): string {
  const d = new Date(`${start.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return start;
  const options: Intl.DateTimeFormatOptions =
    period === 'year'
      ? { year: 'numeric' }
      : period === 'month'
        ? { month: 'long', year: 'numeric' }
        : { day: 'numeric', month: 'short', year: 'numeric' };
  return formatDay(start.slice(0, 10), locale, options);
}
