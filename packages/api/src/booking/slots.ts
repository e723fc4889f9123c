import { z } from 'zod';
import { slotsFor } from '../availability/slots-for';
import { rangeInput } from '../shared/appointments-schemas';
import { bookingProcedure } from './procedure';

/**
 * GET /api/v1/online-booking/{slug}/slots: the same `slotsFor` the owner's calendar uses, for a
 * service the business takes bookings for online (any other id, including another business's,
 * is NOT_FOUND).
 */
export const slots = bookingProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/online-booking/{slug}/slots',
      summary: 'Bookable start times on a public booking page',
      tags: ['online-booking'],
    },
  })
  .input(rangeInput.safeExtend({ service_id: z.string().min(1).max(64) }))
  .output(
    z.object({
      timezone: z.string(),
      slots: z.array(z.object({ start_at: z.string(), date: z.string(), start_time: z.string() })),
    }),
  )
  .query(({ ctx, input }) => slotsFor(ctx.scope, input, { onlyOnline: true }));
