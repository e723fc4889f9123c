import * as z from 'zod';
import { cachedSlots } from '../availability/slots-cache';
import { slotsFor } from '../availability/slots-for';
import { rangeInput } from '../shared/appointments-schemas';
import { bookingProcedure } from './procedure';
import { clampRange } from './window';

/**
 * GET /api/v1/online-booking/{slug}/slots: the same `slotsFor` the owner's calendar uses, for a
 * service the business takes bookings for online (any other id, including another business's,
 * is NOT_FOUND), within the page's window: from now + notice_hours up to today + horizon_days
 * (the range is clamped; nothing outside it, nothing while paused). Holds whose time ran out are
 * expired first, so they never block a time. The computed times are cached for a few seconds per business, service,
 * zone and range (availability/slots-cache.ts: forgotten at once on any write that changes availability); taking
 * a time checks it again inside its transaction.
 */
export const slots = bookingProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/online-booking/{slug}/slots',
      errors: ['BOOKING_OUTSIDE_WINDOW'],
      summary: 'Bookable start times on a public booking page',
      tags: ['booking'],
    },
  })
  .input(rangeInput.safeExtend({ service_id: z.string().min(1).max(64) }))
  .output(
    z.object({
      timezone: z.string(),
      slots: z.array(z.object({ start_at: z.string(), date: z.string(), start_time: z.string() })),
    }),
  )
  .query(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    const range = clampRange(scope, settings, input);
    // Still answers NOT_FOUND for a service not on the page, whatever the range.
    const query = range ? { ...input, from: range.from, to: range.to } : { ...input, to: input.from };
    const key = [scope.businessId, scope.business.timezone, query.service_id, query.from, query.to].join('|');
    const found = await cachedSlots(scope.db, key, scope.now.getTime(), () => slotsFor(scope, query, { onlyOnline: true }));
    if (!range || settings.paused) return { timezone: found.timezone, slots: [] };
    return { ...found, slots: found.slots.filter((s) => Date.parse(s.start_at) >= range.earliest) };
  });
