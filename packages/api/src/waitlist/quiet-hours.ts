import { addDays, toInstant, toLocal } from '../shared/zoned';

/**
 * Waitlist quiet hours (docs/DECISIONS.md "Waitlist", "Quiet hours"): no offer SMS or email from `start` to `end` on
 * the business's wall clock, minutes after local midnight. The owner sets them (booking settings'
 * `waitlist_quiet_start` / `waitlist_quiet_end`, PUT /api/v1/waitlist/quiet-hours); `start` > `end` crosses midnight,
 * `start` = `end` means no quiet hours.
 */
export type QuietHours = { from: number; to: number };

/** The default window: 21:00–08:00 (the columns' defaults). */
export const QUIET_HOURS: QuietHours = { from: 21 * 60, to: 8 * 60 };

/** Quiet hours may last at most this long, so offers can go out for at least 6 hours a day. */
export const MAX_QUIET_MINUTES = 18 * 60;

/** How long the window lasts on a day without a clock change (0 when there are no quiet hours). */
export const quietLength = ({ from, to }: QuietHours) => (to - from + 24 * 60) % (24 * 60);

/** A business's quiet hours from its booking settings row. */
export const quietHoursOf = (s: { waitlist_quiet_start: number; waitlist_quiet_end: number }): QuietHours => ({
  from: s.waitlist_quiet_start,
  to: s.waitlist_quiet_end,
});

/**
 * The one place the waitlist decides whether an offer is sent now or queued: when `at` falls in the business's quiet
 * hours, the instant they end (`end` local, that day or the next); otherwise null. Read on the zone's wall clock
 * (shared/zoned.ts), so a night whose clocks change is as long as it really is (London's last October night:
 * 21:00 BST → 08:00 GMT is 12 hours). An end inside a skipped hour moves forward by the gap; an end inside a repeated
 * hour is its first pass (the wall clock reading the end's hour again after the change is no longer quiet).
 */
export function quietUntil(at: number, timeZone: string, quiet: QuietHours = QUIET_HOURS): number | null {
  const { from: start, to: end } = quiet;
  if (start === end) return null;
  const { date, minutes } = toLocal(at, timeZone);
  let until: number | null = null;
  if (start < end) {
    if (minutes >= start && minutes < end) until = toInstant(date, end, timeZone);
  } else if (minutes >= start) until = toInstant(addDays(date, 1), end, timeZone);
  else if (minutes < end) until = toInstant(date, end, timeZone);
  return until !== null && until > at ? until : null;
}
