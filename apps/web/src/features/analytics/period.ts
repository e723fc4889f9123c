import { ANALYTICS_MAX_DAYS } from '@kairos/api/shared';
import { isIsoDate, monthOf } from '../../lib/dates';

/** The analytics screen's period choices; all but `custom` are worked out from today in the business's zone. */
export const PERIODS = ['this_week', 'last_week', 'this_month', 'last_month', 'this_quarter', 'this_year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Exclude<Period, 'custom'> = 'this_month';

export interface DateRange {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A local date moved by whole days (calendar arithmetic on the date itself, so no zone can shift it). */
export function shiftDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return ymd(d);
}

/** Days from start to end, both included. */
export function daysIn(range: DateRange): number {
  return Math.round((utc(range.end).getTime() - utc(range.start).getTime()) / 86_400_000) + 1;
}

/** The range a preset means on `today` (YYYY-MM-DD), weeks starting on Monday or Sunday. */
export function presetRange(period: Exclude<Period, 'custom'>, today: string, weekStartsOn: 'monday' | 'sunday'): DateRange {
  const d = utc(today);
  const [y, mo] = [d.getUTCFullYear(), d.getUTCMonth()];
  switch (period) {
    case 'this_week':
    case 'last_week': {
      const back = (d.getUTCDay() - (weekStartsOn === 'monday' ? 1 : 0) + 7) % 7;
      const start = shiftDays(today, -back - (period === 'last_week' ? 7 : 0));
      return { start, end: shiftDays(start, 6) };
    }
    case 'this_month':
      return monthOf(today);
    case 'last_month':
      return monthOf(ymd(new Date(Date.UTC(y, mo - 1, 1))));
    case 'this_quarter': {
      const first = mo - (mo % 3);
      return { start: ymd(new Date(Date.UTC(y, first, 1))), end: ymd(new Date(Date.UTC(y, first + 3, 0))) };
    }
    case 'this_year':
      return { start: `${y}-01-01`, end: `${y}-12-31` };
  }
}

export interface PeriodState {
  period: Period;
  range: DateRange;
  /** Why a custom range cannot be asked for (end before start, or longer than the server allows); null when fine. */
  problem: 'order' | 'too_long' | null;
}

/** The period from the URL's query (`period`, and `from`/`to` for custom); unknown values fall back to this month. */
export function periodFromQuery(params: URLSearchParams, today: string, weekStartsOn: 'monday' | 'sunday'): PeriodState {
  const asked = params.get('period');
  const period = (PERIODS as readonly string[]).includes(asked ?? '') ? (asked as Period) : DEFAULT_PERIOD;
  if (period !== 'custom') return { period, range: presetRange(period, today, weekStartsOn), problem: null };
  const fallback = presetRange(DEFAULT_PERIOD, today, weekStartsOn);
  const from = params.get('from');
  const to = params.get('to');
  const range = { start: isIsoDate(from) ? from : fallback.start, end: isIsoDate(to) ? to : fallback.end };
  const problem = range.start > range.end ? 'order' : daysIn(range) > ANALYTICS_MAX_DAYS ? 'too_long' : null;
  return { period, range, problem };
}
