import { services } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { busyBetween } from '../appointments/diary';
import { foundOr404, scopeToBusiness } from '../core/tenant';
import { gated, router } from '../core/trpc';
import { settingsRow } from '../settings/update';
import { rangeInput } from '../shared/appointments-schemas';
import { availableSlots } from './engine';
import { addDays, toInstant, toLocal } from './zoned';

/**
 * GET /availability/slots: bookable start times for a service between two
 * local dates. A fixed number of date-bounded queries whatever the range:
 * the service, the stored appointments in the range, the recurring series
 * overlapping it (with their exceptions), and the settings when the session
 * did not bring them.
 */
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
  .query(async ({ ctx, input }) => {
    const tz = ctx.business.timezone;
    const from = toInstant(input.from, 0, tz);
    const to = toInstant(addDays(input.to, 1), 0, tz);
    const [service, rows, settings] = await Promise.all([
      ctx.db.query.services.findFirst({ where: scopeToBusiness(services, ctx.businessId, eq(services.id, input.service_id)) }),
      busyBetween(ctx, from, to),
      ctx.auth.settings ?? settingsRow(ctx, ctx.businessId, ctx.business.region),
    ]);
    const s = foundOr404(service);
    const result = availableSlots({
      timeZone: tz,
      from: input.from,
      to: input.to,
      hours: settings.business_hours,
      slotStepMinutes: settings.calendar.slot_step_minutes,
      parts: s.parts,
      busy: rows,
      notBefore: ctx.now.getTime(),
    });
    return {
      timezone: tz,
      slots: result.map((t) => {
        const l = toLocal(t, tz);
        return {
          start_at: new Date(t).toISOString(),
          date: l.date,
          start_time: `${String(Math.floor(l.minutes / 60)).padStart(2, '0')}:${String(l.minutes % 60).padStart(2, '0')}`,
        };
      }),
    };
  });

export const availabilityRouter = router({ slots });
