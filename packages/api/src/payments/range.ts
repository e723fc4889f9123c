import type { Locale } from '@kairos/i18n';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { translateKey } from '../shared/validation';
import { addDays, toInstant } from '../shared/zoned';

/** A range of local dates (inclusive) in the business's zone, as instants [from, to). Either end may be open. */
export interface Span {
  startDate: string | null;
  endDate: string | null;
  from: Date | null;
  to: Date | null;
}

export function spanOf(scope: BusinessScope, input: { start_date?: string; end_date?: string }, locale: Locale): Span {
  const tz = scope.business.timezone;
  const startDate = input.start_date ?? null;
  const endDate = input.end_date ?? null;
  if (startDate && endDate && endDate < startDate)
    throw new AppError('VALIDATION_ERROR', {}, { end_date: [translateKey('appointment_range_order', {}, locale)] });
  return {
    startDate,
    endDate,
    from: startDate ? new Date(toInstant(startDate, 0, tz)) : null,
    to: endDate ? new Date(toInstant(addDays(endDate, 1), 0, tz)) : null,
  };
}

export { todayOf } from '../core/scope';
