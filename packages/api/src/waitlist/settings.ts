import { bookingSettings } from '@kairos/db';
import { bookingSettingsOf } from '../booking/settings';
import { gated } from '../core/trpc';
import { waitlistSettings } from './schemas';

/** GET /api/v1/waitlist/settings: whether the booking page offers the waitlist, and the hold time of an offer. */
export const settings = gated('online_booking')
  .meta({ rest: { method: 'GET', path: '/api/v1/waitlist/settings', summary: 'Waitlist settings', tags: ['booking'] } })
  .output(waitlistSettings)
  .query(async ({ ctx }) => {
    const s = await bookingSettingsOf(ctx.db, ctx.businessId);
    return { enabled: s.waitlist_enabled, hold_minutes: s.waitlist_hold_minutes };
  });

/** PUT /api/v1/waitlist/settings: switch the waitlist on or off, set the hold time (offers made from now on). */
export const updateSettings = gated('online_booking', { write: true })
  .meta({ rest: { method: 'PUT', path: '/api/v1/waitlist/settings', summary: 'Change waitlist settings', tags: ['booking'] } })
  .input(waitlistSettings)
  .output(waitlistSettings)
  .mutation(async ({ ctx, input }) => {
    const set = { waitlist_enabled: input.enabled, waitlist_hold_minutes: input.hold_minutes, updated_at: ctx.now };
    await ctx.db
      .insert(bookingSettings)
      .values({ business_id: ctx.businessId, ...set })
      .onConflictDoUpdate({ target: bookingSettings.business_id, set });
    return input;
  });
