import { addDays, toInstant, toLocal } from '../shared/zoned';

/**
 * Waitlist quiet hours (docs/DECISIONS.md "Waitlist", "Quiet hours"): no offer SMS or email between 21:00 and 08:00
 * on the business's wall clock. The one place the window is set (minutes after local midnight).
 */
export const QUIET_HOURS = { from: 21 * 60, to: 8 * 60 } as const;

/**
 * When `at` falls in the business's quiet hours, the instant they end (08:00 local, that morning or the next);
 * otherwise null. Read on the zone's wall clock (shared/zoned.ts), so a night whose clocks change is as long as it
 * really is (London's last October night: 21:00 BST → 08:00 GMT is 12 hours).
 */
export function quietUntil(at: number, timeZone: string): number | null {
  const { date, minutes } = toLocal(at, timeZone);
  if (minutes >= QUIET_HOURS.from) return toInstant(addDays(date, 1), QUIET_HOURS.to, timeZone);
  if (minutes < QUIET_HOURS.to) return toInstant(date, QUIET_HOURS.to, timeZone);
  return null;
}
