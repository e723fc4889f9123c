import { appointments } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { appointmentInput } from '../shared/appointments-schemas';
import { kickWaitlist } from '../waitlist/kick';
import { meetingOf, queueZoomDelete, refuseZoomForSeries, zoomUpdatePlan } from '../zoom/hooks';
import { clientsOf } from './load';
import { appointmentOutput } from './output';
import { occurrenceId } from './series';
import { newSeries, ruleFor, truncateWrites } from './series-write';
import { answer, detachWrites, requireRange, resolveTarget } from './target';
import { assertCapacity, assertNoOverlap, buildValues, checkClients, relinkWrites, runBatch, unlinkAll } from './write';

/**
 * PUT /appointments/{id}. For an occurrence of a series, recurring_range
 * says "this" (it is changed on its own) or "future" (the series is split
 * there; a missing `recurring` keeps the series' frequency and end date).
 * A single appointment given `recurring` becomes a series.
 */
export const update = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}',
      errors: [
        'APPOINTMENT_OVERLAP',
        'CLASS_SESSION_FULL',
        'RECURRING_RANGE_REQUIRED',
        'ZOOM_NOT_CONNECTED',
        'ZOOM_FAILED',
        'ZOOM_UNAVAILABLE',
      ],
      summary: 'Change an appointment, one occurrence, or this and all future occurrences',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(appointmentInput.safeExtend({ id: z.string().min(1).max(80) }))
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const t = await resolveTarget(ctx, input.id);
    const range = requireRange(t, input.recurring_range);
    refuseZoomForSeries(input.zoom_meeting, Boolean(t.series || input.recurring), ctx.locale);
    const values = await buildValues(ctx, input);
    const clientIds = await checkClients(ctx, input.client_ids);
    await assertCapacity(ctx, values.class_id, clientIds.length);
    const tz = ctx.business.timezone;
    const series = t.series;

    if (series && range === 'future') {
      const from = t.row.series_date as string;
      const repeat = input.recurring ?? { frequency: series.frequency, end_date: series.end_date };
      const next = newSeries(ctx, values, ruleFor(values, values.start_at, input.date, repeat, tz), clientIds);
      await assertNoOverlap(
        ctx,
        next.occurrences,
        input.allow_overlap,
        (r) => r.series_id === series.id && (r.series_date ?? '') >= from,
      );
      await runBatch(ctx, [...truncateWrites(ctx, series, from), next.write]);
      await kickWaitlist(ctx);
      return answer(ctx, occurrenceId(next.row.id, input.date));
    }
    if (!series && input.recurring) {
      const next = newSeries(ctx, values, ruleFor(values, values.start_at, input.date, input.recurring, tz), clientIds);
      await assertNoOverlap(ctx, next.occurrences, input.allow_overlap, (r) => r.id === t.row.id);
      const meeting = await meetingOf(ctx, t.row.id);
      await ctx.db.batch([
        unlinkAll(ctx, t.row.id),
        ctx.db.delete(appointments).where(scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, t.row.id))),
        next.write,
      ]);
      await queueZoomDelete(ctx.services.queue, ctx.businessId, meeting);
      await kickWaitlist(ctx, [t.row.start_at]);
      return answer(ctx, occurrenceId(next.row.id, input.date));
    }
    await assertNoOverlap(ctx, [values], input.allow_overlap, (r) => r.id === t.row.id);
    if (t.kind === 'virtual') {
      const { id, writes } = await detachWrites(ctx, t, values, clientIds);
      await runBatch(ctx, writes);
      await kickWaitlist(ctx, [t.row.start_at]);
      return answer(ctx, id);
    }
    const current = (await clientsOf(ctx.db, ctx.businessId, [t.row.id])).get(t.row.id) ?? [];
    const zoom = await zoomUpdatePlan(
      ctx,
      { queue: ctx.services.queue, entitlement: ctx.entitlement },
      t.row.id,
      input.zoom_meeting,
      values,
    );
    await ctx.db.batch([
      ctx.db
        .update(appointments)
        .set({ ...values, updated_at: ctx.now })
        .where(scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, t.row.id))),
      ...relinkWrites(
        ctx,
        t.row.id,
        current.map((c) => c.id),
        clientIds,
      ),
      ...zoom.writes,
    ]);
    await zoom.after();
    // A shorter or moved appointment, a client taken off a session: the old date may have room now.
    await kickWaitlist(ctx, [t.row.start_at]);
    return answer(ctx, t.row.id);
  });
