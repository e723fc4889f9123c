import { WAITLIST_KINDS, WAITLIST_OFFER_STATES, WAITLIST_STATES } from '@kairos/db/enums';
import * as z from 'zod';

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
