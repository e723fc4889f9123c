import { appointments } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { recurringRange } from '../shared/appointments-schemas';
import { kickWaitlist } from '../waitlist/kick';
import { meetingOf, queueZoomDelete } from '../zoom/hooks';
import { cancelWrites, truncateWrites } from './series-write';
import { requireRange, resolveTarget } from './target';
import { runBatch, unlinkAll } from './write';

/** DELETE /appointments/{id}?recurring_range=this|future (the range is needed for occurrences of a series). */
export const remove = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/appointments/{id}',
      errors: ['RECURRING_RANGE_REQUIRED', 'ZOOM_FAILED'],
      summary: 'Delete an appointment, one occurrence, or this and all future occurrences',
      tags: ['appointments'],
      message: 'appointments_deleted',
    },
  })
  .input(z.object({ id: z.string().min(1).max(80), recurring_range: recurringRange }))
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    const t = await resolveTarget(ctx, input.id);
    const range = requireRange(t, input.recurring_range);
    const { row, series } = t;
    const dropRow =
      t.kind === 'stored'
        ? [
            unlinkAll(ctx, row.id),
            ctx.db.delete(appointments).where(scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, row.id))),
          ]
        : [];
    // The meeting row cascades away with the appointment: its Zoom id goes into the job first.
    const meeting = t.kind === 'stored' ? await meetingOf(ctx, row.id) : undefined;
    if (series && range === 'future')
      await runBatch(ctx, [...dropRow, ...truncateWrites(ctx, series, row.series_date as string)]);
    else if (series) await runBatch(ctx, [...dropRow, cancelWrites(ctx, series, row.series_date as string)]);
    else await runBatch(ctx, dropRow);
    await queueZoomDelete(ctx.services.queue, ctx.businessId, meeting);
    await kickWaitlist(ctx, series && range === 'future' ? undefined : [row.start_at]);
    return null;
  });
