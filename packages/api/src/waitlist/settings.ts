import { bookingSettings, waitlistOffers } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { bookingSettingsOf } from '../booking/settings';
import { log } from '../core/log';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { minutesToTime, timeToMinutes } from '../shared/settings-schemas';
import { WAITLIST_QUEUE } from './kick';
import { quietUntil } from './quiet-hours';
import { quietHoursInput, quietHoursOutput, waitlistSettings } from './schemas';

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

/** GET /api/v1/waitlist/quiet-hours: when offers are not sent (they wait, queued, until the quiet hours end). */
export const quietHours = gated('online_booking')
  .meta({ rest: { method: 'GET', path: '/api/v1/waitlist/quiet-hours', summary: 'Waitlist quiet hours', tags: ['booking'] } })
  .output(quietHoursOutput)
  .query(async ({ ctx }) => quietHoursBody(await bookingSettingsOf(ctx.db, ctx.businessId)));

/**
 * PUT /api/v1/waitlist/quiet-hours: change the quiet hours. Offers already queued move to the new window's end (or
 * to now when the new window is over or gone), and then an immediate run sends those that are due.
 */
export const updateQuietHours = gated('online_booking', { write: true })
  .meta({
    rest: { method: 'PUT', path: '/api/v1/waitlist/quiet-hours', summary: 'Change waitlist quiet hours', tags: ['booking'] },
  })
  .input(quietHoursInput)
  .output(quietHoursOutput)
  .mutation(async ({ ctx, input }) => {
    // Valid "HH:MM" by the input's schema.
    const quiet = { from: timeToMinutes(input.start) ?? 0, to: timeToMinutes(input.end) ?? 0 };
    const set = { waitlist_quiet_start: quiet.from, waitlist_quiet_end: quiet.to, updated_at: ctx.now };
    await ctx.db
      .insert(bookingSettings)
      .values({ business_id: ctx.businessId, ...set })
      .onConflictDoUpdate({ target: bookingSettings.business_id, set });
    const now = ctx.now.getTime();
    const sendAt = new Date(quietUntil(now, ctx.business.timezone, quiet) ?? now);
    const moved = await ctx.db
      .update(waitlistOffers)
      .set({ send_at: sendAt, updated_at: ctx.now })
      .where(scopeToBusiness(waitlistOffers, ctx.businessId, eq(waitlistOffers.state, 'queued')))
      .returning({ id: waitlistOffers.id });
    if (moved.length && sendAt.getTime() <= now) {
      try {
        await ctx.services.queue.enqueue(WAITLIST_QUEUE, { business_id: ctx.businessId });
      } catch (e) {
        // The setting stands; the cron sends the queued offers within minutes.
        log.error('[waitlist] could not queue an immediate run', { business_id: ctx.businessId, error: e });
      }
    }
    return quietHoursBody(set);
  });

const quietHoursBody = (s: { waitlist_quiet_start: number; waitlist_quiet_end: number }) => ({
  start: minutesToTime(s.waitlist_quiet_start),
  end: minutesToTime(s.waitlist_quiet_end),
});
