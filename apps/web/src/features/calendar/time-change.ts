import 'temporal-polyfill/global';
import type { CalendarEvent } from '@schedule-x/calendar';

/** What `appointments.updateTime` is sent after a drop or resize. */
export interface TimeChange {
  id: string;
  date: string;
  start_time: string;
  duration_minutes?: number;
  allow_overlap?: boolean;
  recurring_range?: 'this' | 'future';
}

/** What a drop or resize asks the server for; null when nothing changed. */
export function timeChange(before: CalendarEvent, after: CalendarEvent): Omit<TimeChange, 'id'> | null {
  const { start, end } = after;
  if (start instanceof Temporal.PlainDate) {
    if (before.start instanceof Temporal.PlainDate && before.start.equals(start)) return null;
    return { date: start.toString(), start_time: '00:00' };
  }
  const change: Omit<TimeChange, 'id'> = {
    date: start.toPlainDate().toString(),
    start_time: start.toPlainTime().toString().slice(0, 5),
  };
  const minutes = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime | Temporal.PlainDate) =>
    b instanceof Temporal.ZonedDateTime ? Math.round(a.until(b).total({ unit: 'minutes' })) : null;
  const length = minutes(start, end);
  const lengthBefore = before.start instanceof Temporal.ZonedDateTime ? minutes(before.start, before.end) : null;
  if (length !== null && length !== lengthBefore) change.duration_minutes = length;
  const same =
    before.start instanceof Temporal.ZonedDateTime && before.start.equals(start) && change.duration_minutes === undefined;
  return same ? null : change;
}
