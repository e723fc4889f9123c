import type { Locale } from '@kairos/i18n';
import { dateIn, formatInstant, formatDay as formatLocalDay, hourIn } from '../format';
import { useLocale } from '../i18n';
import { useUser } from '../viewer';

const MIN = 60_000;

/** How this business shows times: its zone and the 12/24-hour choice from the calendar settings. */
export interface Clock {
  locale: Locale;
  timeZone: string;
  hour12: boolean;
}

export function useClock(): Clock {
  const { locale } = useLocale();
  const user = useUser();
  return {
    locale,
    timeZone: user.timezone,
    hour12: user.settings?.calendar_settings.time_format === '12h',
  };
}

function safeFormat(options: Intl.DateTimeFormatOptions, clock: Clock, date: Date): string {
  return formatInstant(date, clock.locale, clock.timeZone, options);
}

const timeOptions = (clock: Clock): Intl.DateTimeFormatOptions =>
  clock.hour12 ? { hour: 'numeric', minute: '2-digit', hour12: true } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** An instant's wall-clock time in the business's zone: "09:30" or "9:30 am". */
export function formatTime(iso: string | number, clock: Clock): string {
  return safeFormat(timeOptions(clock), clock, new Date(iso));
}

/** "Tuesday, 15 December 2026" in the business's zone. */
export function formatDay(iso: string, clock: Clock): string {
  return safeFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, clock, new Date(iso));
}

/** A wall-clock date (YYYY-MM-DD, already in the business's zone) in words: "12 January 2027". */
export function formatLocalDate(date: string, locale: Locale): string {
  return formatLocalDay(date, locale);
}

/** A wall-clock time (HH:MM) in the chosen 12/24-hour style. */
export function formatLocalTime(time: string, clock: Clock): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  return safeFormat(timeOptions(clock), { ...clock, timeZone: 'UTC' }, new Date(Date.UTC(2000, 0, 1, h, min)));
}

/** Adds minutes to a wall-clock HH:MM (for previews before saving; wraps past midnight). */
export function addToLocalTime(time: string, minutes: number): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  const total = (((h * 60 + min + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The instant `minutes` after an ISO instant. */
export const plusMinutes = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * MIN).toISOString();

/** Today's date in the business's zone (YYYY-MM-DD). */
export function todayIn(timeZone: string): string {
  return dateIn(timeZone);
}

/** The next whole hour in the business's zone (HH:00), a sensible default start for a new appointment. */
export function nextHourIn(timeZone: string): string {
  const hour = hourIn(timeZone) + 1;
  return `${String(Math.min(hour, 23)).padStart(2, '0')}:00`;
}
