import type { Locale } from '@kairos/i18n';

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/** A date in the business's time zone, e.g. "5 March 2026" / "5 березня 2026 р.". */
export function formatDate(iso: string, locale: Locale, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(date);
  }
}

/** A calendar date ('2026-11-22', already local: no zone applies) in long style: "22 November 2026". */
export function formatDay(date: string, locale: Locale): string {
  return formatDate(`${date}T12:00:00Z`, locale, 'UTC');
}

export function formatDateTime(iso: string, locale: Locale, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

export function formatNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until an instant, never negative. */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / DAY_MS));
}

/** Every IANA time zone the browser knows, with the current value kept when it is missing. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
