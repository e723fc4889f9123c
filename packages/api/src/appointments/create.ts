import { gated } from '../core/trpc';
import { confirmOwnerAppointment } from '../notification-settings/confirm';
import { appointmentInput } from '../shared/appointments-schemas';
import { assertZoomReady, pendingMeetingWrite, queueZoomSync } from '../zoom/hooks';
import { appointmentWrites } from './insert';
import { appointmentOutput } from './output';
import { occurrenceId } from './series';
import { newSeries, ruleFor } from './series-write';
import { answer } from './target';
import { assertCapacity, assertNoOverlap, buildValues, checkClients, runBatch } from './write';

/** POST /appointments: an appointment, blocked time or class session; with `recurring`, a series. */
export const create = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/appointments',
      errors: [
        'APPOINTMENT_OVERLAP',
        'CLASS_SESSION_FULL',
        'RECURRING_RANGE_REQUIRED',
        'ZOOM_NOT_CONNECTED',
        'ZOOM_FAILED',
        'ZOOM_UNAVAILABLE',
      ],
      summary: 'Book an appointment, block time or add a class session (optionally repeating)',
      tags: ['appointments'],
      message: 'appointments_created',
    },
  })
  .input(appointmentInput)
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    if (input.zoom_meeting) await assertZoomReady(ctx, ctx.entitlement);
    const values = await buildValues(ctx, input);
    const clientIds = await checkClients(ctx, input.client_ids);
    await assertCapacity(ctx, values.class_id, clientIds.length);
    if (input.recurring) {
      const rule = ruleFor(values, values.start_at, input.date, input.recurring, ctx.business.timezone);
      const series = newSeries(ctx, values, rule, clientIds);
      await assertNoOverlap(ctx, series.occurrences, input.allow_overlap);
      await series.write;
      const first = occurrenceId(series.row.id, input.date);
      await confirmOwnerAppointment(ctx, ctx.businessId, first, values, clientIds);
      return answer(ctx, first);
    }
    await assertNoOverlap(ctx, [values], input.allow_overlap);
    const { id, writes } = appointmentWrites(ctx, { values, clientIds });
    await runBatch(ctx, [...writes, ...(input.zoom_meeting ? [pendingMeetingWrite(ctx, id)] : [])]);
    // After the appointment is written; never fails it. With Zoom, the job confirms once the link exists.
    if (input.zoom_meeting) await queueZoomSync(ctx.services.queue, ctx.businessId, id, clientIds);
    else await confirmOwnerAppointment(ctx, ctx.businessId, id, values, clientIds);
    return answer(ctx, id);
  });
