import { minutesToTime, timeToMinutes } from '@kairos/api/shared';
import type { WeekdayId } from '../../lib/settings/labels';
import type { Settings } from '../../lib/settings/use-settings';

/**
 * The calendar-and-time screen is one form with one Save: the calendar
 * settings and the seven weekdays travel as flat text values ("day3_end_minute")
 * and become `settings.updateCalendarAndTime`'s input, whose rows are always
 * sent Monday first so an error's row index names the weekday.
 */

export const WEEKDAYS: WeekdayId[] = ['1', '2', '3', '4', '5', '6', '7'];
const DAY_FIELDS = ['enabled', 'start_minute', 'end_minute'] as const;
type DayField = (typeof DAY_FIELDS)[number];

export type Values = Record<string, string>;

export const dayKey = (id: WeekdayId, field: DayField) => `day${id}_${field}`;

/** A time field's text as minutes after midnight; undefined (→ "required") when empty or not a time. */
const minutesOf = (text: string | undefined) => timeToMinutes(text ?? '') ?? undefined;
/** <input type="time"> cannot show 24:00. */
const timeOf = (minutes: number) => minutesToTime(Math.min(minutes, 24 * 60 - 1));

/** The weekdays in the order the screen lists them: a week that starts on Sunday lists Sunday first. */
export const dayOrder = (weekStartsOn: string): WeekdayId[] =>
  weekStartsOn === 'sunday' ? ['7', ...WEEKDAYS.slice(0, 6)] : WEEKDAYS;

/** Form values from saved settings, keys in screen order (the first error in that order gets focus). */
export function formValues(s: Settings): Values {
  const c = s.calendar_settings;
  const out: Values = {
    slot_step_minutes: String(c.slot_step_minutes),
    week_starts_on: c.week_starts_on,
    default_view: c.default_view,
    time_format: c.time_format,
    day_start_minute: timeOf(c.day_start_minute),
    day_end_minute: timeOf(c.day_end_minute),
  };
  for (const id of dayOrder(c.week_starts_on)) {
    const d = s.business_time_settings.find((x) => x.id === id);
    out[dayKey(id, 'enabled')] = d?.enabled ? 'true' : 'false';
    out[dayKey(id, 'start_minute')] = timeOf(d?.start_minute ?? 9 * 60);
    out[dayKey(id, 'end_minute')] = timeOf(d?.end_minute ?? 17 * 60);
  }
  return out;
}

export function formInput(v: Values) {
  return {
    calendar_settings: {
      slot_step_minutes: Number(v.slot_step_minutes),
      week_starts_on: v.week_starts_on,
      default_view: v.default_view,
      day_start_minute: minutesOf(v.day_start_minute),
      day_end_minute: minutesOf(v.day_end_minute),
      time_format: v.time_format,
    },
    business_time_settings: WEEKDAYS.map((id) => ({
      id,
      enabled: v[dayKey(id, 'enabled')] === 'true',
      start_minute: minutesOf(v[dayKey(id, 'start_minute')]),
      end_minute: minutesOf(v[dayKey(id, 'end_minute')]),
    })),
  };
}

/** An error path → the form value it belongs to: "business_time_settings.3.end_minute" → "day4_end_minute". */
export function fieldOf(path: string): string {
  const [section, a, b] = path.split('.');
  if (section === 'calendar_settings' && a) return a;
  if (section === 'business_time_settings' && a !== undefined && b) {
    const id = WEEKDAYS[Number(a)];
    const field = DAY_FIELDS.find((f) => f === b);
    if (id && field) return dayKey(id, field);
  }
  return path;
}
