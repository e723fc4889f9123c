import { m } from '@kairos/i18n';

/** The hour (0–23) on the wall clock of `timeZone` (the business's IANA zone; the device's when there is none). */
export function hourIn(timeZone: string | undefined, now: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).formatToParts(now);
  return Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
}

/**
 * The dashboard's greeting for the business's local time: night until 05:00 (a neutral "Hello",
 * never "Good evening" at 1 am), morning until 12:00, afternoon until 18:00, then evening.
 */
export function greetingAt(timeZone: string | undefined, now: Date = new Date()): string {
  const hour = hourIn(timeZone, now);
  if (hour < 5) return m.dash_greeting_night();
  if (hour < 12) return m.dash_greeting_morning();
  if (hour < 18) return m.dash_greeting_afternoon();
  return m.dash_greeting_evening();
}
