import type { Locale } from '@kairos/i18n';
import { type BusinessScope, todayOf } from '../core/scope';
import { type Span, spanOf } from '../payments/range';
import type { GoalPeriod } from '../shared/goals';
import { addDays, isoWeekday } from '../shared/zoned';

export type WeekStart = 'monday' | 'sunday';

/** The current period: its local dates (inclusive), its instants [from, to) and how much of it has passed (0…1). */
export interface GoalPeriodSpan extends Span {
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
  elapsed: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonth = (year: number, month: number) =>
  month > 12 ? `${year + 1}-${pad(month - 12)}-01` : `${year}-${pad(month)}-01`;

/** The local dates [start, end] of the week, month, quarter or year holding `today` (YYYY-MM-DD). */
export function periodDates(period: GoalPeriod, today: string, weekStartsOn: WeekStart): [string, string] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (period === 'week') {
    const back = weekStartsOn === 'monday' ? isoWeekday(today) - 1 : isoWeekday(today) % 7;
    const start = addDays(today, -back);
    return [start, addDays(start, 6)];
  }
  const firstMonth = period === 'month' ? month : period === 'quarter' ? month - ((month - 1) % 3) : 1;
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  return [firstOfMonth(year, firstMonth), addDays(firstOfMonth(year, firstMonth + months), -1)];
}

/**
 * The period holding `scope.now` in the business's zone, as instants through payments/range.ts spanOf (so a
 * week across a DST change is 167 or 169 hours, never a fixed 7 × 24).
 */
export function currentPeriod(scope: BusinessScope, period: GoalPeriod, weekStartsOn: WeekStart, locale: Locale): GoalPeriodSpan {
  const [startDate, endDate] = periodDates(period, todayOf(scope), weekStartsOn);
  const span = spanOf(scope, { start_date: startDate, end_date: endDate }, locale);
  const from = span.from as Date;
  const to = span.to as Date;
  const elapsed = Math.min(1, Math.max(0, (scope.now.getTime() - from.getTime()) / (to.getTime() - from.getTime())));
  return { ...span, startDate, endDate, from, to, elapsed };
}
