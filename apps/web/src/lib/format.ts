import type { Locale } from '@kairos/i18n';

/**
 * Dates and times as the screens show them. Every date/time formatter of the app is built here by
 * `zonedFormat`, which needs an IANA zone: an instant is shown in the business's zone (`useTimeZone()`:
 * the admin's own on admin screens), never the device's; a calendar date ('2026-11-22', already local) is
 * held as UTC noon and shown in UTC. `apps/web/test/time-zone-lint.test.ts` fails when a screen formats a
 * date any other way (`new Intl.DateTimeFormat`, `toLocaleString`…).
 */

const intlLocale = (locale: Locale | string) => (locale === 'uk' ? 'uk-UA' : locale === 'en' ? 'en-GB' : locale);

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter for `locale` ('uk', 'en' or a BCP 47 tag such as 'en-CA') in `timeZone`. An id the runtime does
 * not know falls back to UTC (a wrong zone is visible; the device's would pass for right). Cached.
 */
export function zonedFormat(locale: Locale | string, timeZone: string, options: Intl.DateTimeFormatOptions = {}) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, f);
  }
  return f;
}

const toDate = (at: string | number | Date) => (at instanceof Date ? at : new Date(at));

/** An instant in a zone with the given options; '' for an unreadable one. */
export function formatInstant(
  at: string | number | Date,
  locale: Locale | string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  return zonedFormat(locale, timeZone, options).format(date);
}

/** An instant's date in a zone, e.g. "5 March 2026" / "5 березня 2026 р.". */
export function formatDate(iso: string, locale: Locale, timeZone: string): string {
  return formatInstant(iso, locale, timeZone, { dateStyle: 'long' });
}

/** An instant's date and time in a zone, e.g. "5 Mar 2026, 14:30". */
export function formatDateTime(iso: string, locale: Locale, timeZone: string): string {
  return formatInstant(iso, locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar date ('2026-11-22', already local: no zone applies), by default in long style: "22 November 2026". */
export function formatDay(
  date: string,
  locale: Locale | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return formatInstant(`${date}T12:00:00Z`, locale, 'UTC', options);
}

/** The local date ('YYYY-MM-DD') of an instant (now by default) in a zone. */
export function dateIn(timeZone: string, at: string | number | Date = Date.now()): string {
  return zonedFormat('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(toDate(at));
}

/** The local hour (0–23) of an instant (now by default) in a zone. */
export function hourIn(timeZone: string, at: string | number | Date = Date.now()): number {
  return Number(zonedFormat('en-GB', timeZone, { hour: '2-digit', hourCycle: 'h23' }).format(toDate(at)));
}

export function formatNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until an instant, never negative. */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / DAY_MS));
}

/**
 * The device's own zone: only to suggest a zone (sign-up) or to say that the screen's zone differs from it,
 * never to show a time in.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
