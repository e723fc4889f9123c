import { m } from '@kairos/i18n';
import { hourIn } from '../../lib/format';

/**
 * The dashboard's greeting for the business's local time: night until 05:00 (a neutral "Hello",
 * never "Good evening" at 1 am), morning until 12:00, afternoon until 18:00, then evening.
 */
export function greetingAt(timeZone: string, now: Date = new Date()): string {
  const hour = hourIn(timeZone, now);
  if (hour < 5) return m.dash_greeting_night();
  if (hour < 12) return m.dash_greeting_morning();
  if (hour < 18) return m.dash_greeting_afternoon();
  return m.dash_greeting_evening();
}
