import { appointmentClients } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { ATTENDANCE } from '../shared/appointments-schemas';
import { kickWaitlist } from '../waitlist/kick';
import { resyncIfMeeting } from '../zoom/hooks';
import { appointmentOutput } from './output';
import { answer, materialise, resolveTarget } from './target';

/** PUT /appointments/{id}/status: one client's attendance (docs/product/appointments.md); an occurrence of a series gets its own row. */
export const updateStatus = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}/status',
      errors: ['RECURRING_RANGE_REQUIRED'],
      summary: "Set a client's attendance",
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(z.object({ id: z.string().min(1).max(80), client_id: z.string().min(1).max(64), status: z.enum(ATTENDANCE) }))
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const t = await resolveTarget(ctx, input.id);
    if (t.kind === 'virtual' && !t.series.client_ids.includes(input.client_id)) throw new AppError('NOT_FOUND');
    const id = await materialise(ctx, t);
    const res = await ctx.db
      .update(appointmentClients)
      .set({ status: input.status })
      .where(
        and(
          eq(appointmentClients.business_id, ctx.businessId),
          eq(appointmentClients.appointment_id, id),
          eq(appointmentClients.client_id, input.client_id),
        ),
      )
      .returning();
    if (!res.length) throw new AppError('NOT_FOUND');
    // Every client cancelled: the job deletes the meeting (and makes it again if one comes back).
    await resyncIfMeeting(ctx, ctx.services.queue, id);
    if (input.status === 'cancelled') await kickWaitlist(ctx, [t.row.start_at]);
    return answer(ctx, id);
  });
