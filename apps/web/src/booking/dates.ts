/** The booking page's pure date helpers: the 7-day strip, the zone note, formatting in the business's zone. */
import { zoneLabel } from '@kairos/api/shared/time-zone-names';

/** A calendar date "YYYY-MM-DD" plus `days` (calendar arithmetic in UTC, so no DST surprises). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date in an IANA zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return parts.format(now);
}

/** The 7 dates of the strip `week` weeks after `first` (week 0 starts on `first`). */
export function weekStrip(first: string, week: number): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(first, week * 7 + i));
}

/** Whether the strip may go back (not before today's week) or forward (not past the horizon). */
export function stripBounds(week: number, horizonDays: number): { prev: boolean; next: boolean } {
  return { prev: week > 0, next: (week + 1) * 7 < horizonDays };
}

/**
 * The business's zone by its city when the visitor's differs ("Київ (UTC+02:00)"; the page then says "Times are in
 * {zone}"), else null. Never the IANA id (shared/time-zone-names.ts).
 */
export function zoneNote(businessZone: string, visitorZone: string | undefined, locale: 'uk' | 'en'): string | null {
  if (!visitorZone || visitorZone === businessZone) return null;
  return zoneLabel(businessZone, locale);
}

/** The visitor's own zone, as the browser knows it. */
export function visitorZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const intl = (locale: 'uk' | 'en') => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/** "Mon 7" for a strip button (the date is a calendar date: formatted in UTC). */
export function dayLabel(date: string, locale: 'uk' | 'en'): { weekday: string; day: string; full: string } {
  const d = new Date(`${date}T12:00:00Z`);
  const f = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intl(locale), { timeZone: 'UTC', ...o }).format(d);
  return {
    weekday: f({ weekday: 'short' }),
    day: f({ day: 'numeric' }),
    full: f({ weekday: 'long', day: 'numeric', month: 'long' }),
  };
}

/** An instant shown in the business's zone: "Monday 7 December, 10:30". */
export function whenText(iso: string, zone: string, locale: 'uk' | 'en'): string {
  return new Intl.DateTimeFormat(intl(locale), {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
