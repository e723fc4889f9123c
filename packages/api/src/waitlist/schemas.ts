import { WAITLIST_KINDS, WAITLIST_OFFER_STATES, WAITLIST_STATES } from '@kairos/db/enums';
import * as z from 'zod';
import { timeToMinutes } from '../shared/settings-schemas';
import { MAX_QUIET_MINUTES, quietLength } from './quiet-hours';

/** A waitlist entry as the booking page sees its own (docs/product/booking.md "Waitlist"). */
export const waitlistEntryOutput = z.object({
  id: z.string(),
  kind: z.enum(WAITLIST_KINDS),
  state: z.enum(WAITLIST_STATES),
  session_id: z.string().nullable(),
  service_id: z.string().nullable(),
  day: z.string().nullable(),
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
  channel: z.enum(['email', 'sms']),
  created_at: z.string(),
});

/** An offered place as its link shows it. */
export const publicOfferOutput = z.object({
  state: z.enum(WAITLIST_OFFER_STATES),
  kind: z.enum(WAITLIST_KINDS),
  item_name: z.string(),
  start_at: z.string(),
  expires_at: z.string(),
  timezone: z.string(),
});

/** The owner's settings of the waitlist (booking settings' columns). */
export const waitlistSettings = z.object({
  enabled: z.boolean(),
  /** How long an offered place is held, in minutes (5 minutes to a day). */
  hold_minutes: z.number().int().min(5).max(1440),
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z
  .string()
  .max(5)
  .refine((v) => HHMM.test(v), { params: { key: 'waitlist_quiet_time' } });

/**
 * The waitlist's quiet hours (docs/DECISIONS.md "Waitlist", "Quiet hours"): local "HH:MM" on the business's clock,
 * `start` after `end` crosses midnight, `start` = `end` means none; at most 18 hours (MAX_QUIET_MINUTES).
 */
export const quietHoursOutput = z.object({ start: z.string(), end: z.string() });
export const quietHoursInput = z.object({ start: hhmm, end: hhmm }).refine(
  // Only a window of two valid times is measured (a bad time has its own message).
  (q) =>
    !HHMM.test(q.start) ||
    !HHMM.test(q.end) ||
    quietLength({ from: timeToMinutes(q.start) ?? 0, to: timeToMinutes(q.end) ?? 0 }) <= MAX_QUIET_MINUTES,
  {
    path: ['end'],
    params: { key: 'waitlist_quiet_too_long', hours: MAX_QUIET_MINUTES / 60 },
  },
);
