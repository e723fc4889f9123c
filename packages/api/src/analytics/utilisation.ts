import type { SettingsRow } from '../core/context';
import { addDays, isoWeekday, toInstant } from '../shared/zoned';
import type { Span } from './visits';

const MIN = 60_000;

/**
 * Minutes open over the span's days: each local date's business hours, measured between the instants they start
 * and end in the business's zone (so a DST change inside the opening hours gives the real length).
 */
export function openMinutes(span: Span, hours: SettingsRow['business_hours'], tz: string): number {
  let total = 0;
  for (let d = span.fromDate; d <= span.toDate; d = addDays(d, 1)) {
    const h = hours.find((x) => x.weekday === isoWeekday(d));
    if (!h?.enabled || h.end_minute <= h.start_minute) continue;
    total += Math.round((toInstant(d, h.end_minute, tz) - toInstant(d, h.start_minute, tz)) / MIN);
  }
  return total;
}
