import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { ANALYTICS_MAX_DAYS } from '../shared/analytics-schemas';
import { addDays, daysBetween } from '../shared/zoned';
import { type Span, spanOfDates } from './visits';

export type Bucket = 'day' | 'week' | 'month';

/** A checked period and the one before it (the same number of days, just before). */
export interface Periods {
  days: number;
  period: Span;
  previous: Span;
  range: { start_date: string; end_date: string };
  previousRange: { start_date: string; end_date: string };
}

/** The input's period: end ≥ start and at most ANALYTICS_MAX_DAYS days, else VALIDATION_ERROR on end_date (translated). */
export function periodsOf(scope: BusinessScope, input: { start_date: string; end_date: string }, locale: Locale): Periods {
  const { start_date, end_date } = input;
  if (end_date < start_date) throw new AppError('VALIDATION_ERROR', {}, { end_date: [m.an_range_order({}, { locale })] });
  const days = daysBetween(start_date, end_date) + 1;
  if (days > ANALYTICS_MAX_DAYS)
    throw new AppError('VALIDATION_ERROR', {}, { end_date: [m.an_range_too_long({ days: ANALYTICS_MAX_DAYS }, { locale })] });
  const prevEnd = addDays(start_date, -1);
  const prevStart = addDays(start_date, -days);
  return {
    days,
    period: spanOfDates(scope, start_date, end_date),
    previous: spanOfDates(scope, prevStart, prevEnd),
    range: { start_date, end_date },
    previousRange: { start_date: prevStart, end_date: prevEnd },
  };
}

/** Day buckets up to 31 days, weeks up to 26 weeks, else months. */
export const bucketOf = (days: number): Bucket => (days <= 31 ? 'day' : days <= 26 * 7 ? 'week' : 'month');
