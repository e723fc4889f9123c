import 'temporal-polyfill/global';
import { zonedFormat } from '../../lib/format';

/** schedule-x's names for the three views the screen offers. */
export type CalendarView = 'day' | 'week' | 'month-grid';
export const VIEWS: CalendarView[] = ['day', 'week', 'month-grid'];

/** 1 = Monday … 7 = Sunday (ISO, as Temporal and schedule-x count). */
export type FirstDay = 1 | 7;

export interface DateRange {
  /** Local dates YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/**
 * Up to this width (px) the screen opens on the day view: below docs/product/appointments.md's lg
 * breakpoint (992), where the side menu becomes the burger menu, a week's
 * seven columns are too narrow to read.
 */
export const NARROW_MAX_WIDTH = 991;

export const today = (timeZone: string): string => Temporal.Now.plainDateISO(timeZone).toString();

export const isView = (v: string | null | undefined): v is CalendarView => VIEWS.includes(v as CalendarView);

export function isDate(v: string | null | undefined): v is string {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  try {
    Temporal.PlainDate.from(v, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

function startOfWeek(date: Temporal.PlainDate, firstDay: FirstDay): Temporal.PlainDate {
  return date.subtract({ days: (date.dayOfWeek - firstDay + 7) % 7 });
}

/**
 * The dates a month grid shows for the month of `date`: whole weeks from the
 * one holding the 1st to the one holding the last day (as schedule-x draws it).
 * It also contains every day and week view of any date in that month, so the
 * screen fetches this range once per month (≤ 42 days, under the API's 62).
 */
export function monthGridRange(date: string, firstDay: FirstDay): DateRange {
  const d = Temporal.PlainDate.from(date);
  const first = d.with({ day: 1 });
  const last = d.with({ day: d.daysInMonth });
  const from = startOfWeek(first, firstDay);
  const to = startOfWeek(last, firstDay).add({ days: 6 });
  return { from: from.toString(), to: to.toString() };
}

/**
 * How many days the week view shows: 7, or 3 from the chosen date on a phone, where seven columns of 40 px make
 * every event unreadable (the three-day view of the phone calendars people know).
 */
export type WeekDays = 3 | 7;
export const PHONE_WEEK_DAYS: WeekDays = 3;

/** The first date the week view shows: its week's first day, or the date itself for a 3-day view. */
export function weekStart(date: string, firstDay: FirstDay, weekDays: WeekDays = 7): Temporal.PlainDate {
  const d = Temporal.PlainDate.from(date);
  return weekDays === 7 ? startOfWeek(d, firstDay) : d;
}

/** The dates on screen: the day, its week (or 3 days), or its month grid. */
export function visibleRange(view: CalendarView, date: string, firstDay: FirstDay, weekDays: WeekDays = 7): DateRange {
  if (view === 'month-grid') return monthGridRange(date, firstDay);
  if (view === 'day') return { from: date, to: date };
  const start = weekStart(date, firstDay, weekDays);
  return { from: start.toString(), to: start.add({ days: weekDays - 1 }).toString() };
}

/** Both ranges at once (the month's data and a 3-day view that runs into the next month). */
export function spanning(a: DateRange, b: DateRange): DateRange {
  return { from: a.from < b.from ? a.from : b.from, to: a.to > b.to ? a.to : b.to };
}

/** The dates of a range, in order. */
export function datesOf(range: DateRange): string[] {
  const out: string[] = [];
  const end = Temporal.PlainDate.from(range.to);
  for (let d = Temporal.PlainDate.from(range.from); Temporal.PlainDate.compare(d, end) <= 0; d = d.add({ days: 1 }))
    out.push(d.toString());
  return out;
}

/** One step back (-1) or forward (+1) in the view's unit (a 3-day view moves by 3 days). */
export function shiftDate(date: string, view: CalendarView, step: -1 | 1, weekDays: WeekDays = 7): string {
  const d = Temporal.PlainDate.from(date);
  if (view === 'day') return d.add({ days: step }).toString();
  if (view === 'week') return d.add({ days: step * weekDays }).toString();
  return d.add({ months: step }).with({ day: 1 }).toString();
}

/** The toolbar's heading: "Tue, 10 March 2026", "9 – 15 March 2026" or "March 2026", in the app's language. */
export function rangeHeading(
  view: CalendarView,
  date: string,
  firstDay: FirstDay,
  locale: string,
  weekDays: WeekDays = 7,
): string {
  const d = Temporal.PlainDate.from(date);
  const loc = locale;
  const asDate = (p: Temporal.PlainDate) => new Date(Date.UTC(p.year, p.month - 1, p.day));
  if (view === 'day')
    return zonedFormat(loc, 'UTC', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(asDate(d));
  if (view === 'month-grid') return zonedFormat(loc, 'UTC', { month: 'long', year: 'numeric' }).format(asDate(d));
  const start = weekStart(date, firstDay, weekDays);
  const end = start.add({ days: weekDays - 1 });
  return zonedFormat(loc, 'UTC', { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(asDate(start), asDate(end));
}

/** "HH:MM" of minutes after midnight. */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
