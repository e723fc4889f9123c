import * as z from 'zod';
import { gated, router } from '../core/trpc';
import { rangeInput } from '../shared/appointments-schemas';
import { slotsFor } from './slots-for';

/** GET /availability/slots: the owner's view of `slotsFor` (settings come with the session when it has them). */
export const slots = gated('appointments')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/availability/slots',
      summary: 'Bookable start times for a service',
      tags: ['appointments'],
    },
  })
  .input(rangeInput.safeExtend({ service_id: z.string().min(1).max(64) }))
  .output(
    z.object({
      timezone: z.string(),
      slots: z.array(z.object({ start_at: z.string(), date: z.string(), start_time: z.string() })),
    }),
  )
  .query(({ ctx, input }) => slotsFor(ctx, input, { settings: ctx.auth.settings }));

export const availabilityRouter = router({ slots });
