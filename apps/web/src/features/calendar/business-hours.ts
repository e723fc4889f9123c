import type { BackgroundEvent, DayBoundariesExternal } from '@schedule-x/calendar';
import type { Settings } from '../../lib/settings/use-settings';
import { type DateRange, datesOf, hhmm, minutesOf } from './dates';
import type { CalendarItem } from './event-mapping';

type Hours = Settings['business_time_settings'];

const DAY = 24 * 60;
const CLOSED_STYLE = {
  background: 'repeating-linear-gradient(135deg, rgb(17 24 39 / 0.035) 0 6px, rgb(17 24 39 / 0.07) 6px 12px)',
};

/**
 * Shading for the time outside business hours on every date of the range:
 * before opening and after closing on working days, the whole day when closed.
 * `wholeDaysOnly` leaves out the hours (the month grid shades whole days only,
 * and checks every background event for every cell). Weekdays are ISO
 * (1 = Monday), as the settings store them.
 */
export function closedTime(
  range: DateRange,
  hours: Hours,
  timeZone: string,
  labels: { closed: string; outside: string },
  wholeDaysOnly = false,
) {
  const byWeekday = new Map(hours.map((h) => [h.weekday, h]));
  const out: BackgroundEvent[] = [];
  for (const date of datesOf(range)) {
    const day = Temporal.PlainDate.from(date);
    const h = byWeekday.get(day.dayOfWeek);
    if (!h?.enabled) {
      out.push({ start: day, end: day, style: CLOSED_STYLE, title: labels.closed });
      continue;
    }
    if (wholeDaysOnly) continue;
    const at = (minutes: number) =>
      minutes >= DAY
        ? day.toZonedDateTime({ timeZone, plainTime: '23:59' })
        : day.toZonedDateTime({ timeZone, plainTime: hhmm(minutes) });
    if (h.start_minute > 0) out.push({ start: at(0), end: at(h.start_minute), style: CLOSED_STYLE, title: labels.outside });
    if (h.end_minute < DAY) out.push({ start: at(h.end_minute), end: at(DAY), style: CLOSED_STYLE, title: labels.outside });
  }
  return out;
}

/**
 * The hours the time grid shows: the calendar settings' day start and end
 * (whole hours, as schedule-x needs), widened to fit any timed item so
 * nothing is out of sight.
 */
export function dayBoundaries(startMinute: number, endMinute: number, items: CalendarItem[]): DayBoundariesExternal {
  let start = startMinute;
  let end = endMinute;
  for (const item of items) {
    if (item.all_day) continue;
    const s = minutesOf(item.start_time);
    start = Math.min(start, s);
    end = Math.max(end, Math.min(DAY, s + item.duration_minutes));
  }
  const startHour = Math.max(0, Math.floor(start / 60));
  const endHour = Math.min(24, Math.max(startHour + 1, Math.ceil(end / 60)));
  return { start: hhmm(startHour * 60), end: hhmm(endHour * 60) };
}
