import { appointments } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { localDate, localTime, MAX_DURATION_MINUTES, recurringRange } from '../shared/appointments-schemas';
import { timeToMinutes } from '../shared/settings-schemas';
import { toInstant } from '../shared/zoned';
import { kickWaitlist } from '../waitlist/kick';
import { resyncIfMeeting } from '../zoom/hooks';
import { appointmentOutput } from './output';
import { durationOf, occurrenceId } from './series';
import { newSeries, ruleFor, truncateWrites } from './series-write';
import { answer, detachWrites, requireRange, resolveTarget } from './target';
import { assertNoOverlap, runBatch } from './write';

const MIN = 60_000;

/**
 * PUT /appointments/{id}/time: moved or resized in the calendar (drag).
 * Without duration_minutes the length is kept; a new length replaces the
 * parts with one blocked part. Occurrences of a series need recurring_range.
 */
export const updateTime = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}/time',
      errors: [
        'APPOINTMENT_OVERLAP',
        'CLASS_SESSION_FULL',
        'RECURRING_RANGE_REQUIRED',
        'ZOOM_NOT_CONNECTED',
        'ZOOM_FAILED',
        'ZOOM_UNAVAILABLE',
      ],
      summary: 'Move or resize an appointment',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(
    z.object({
      id: z.string().min(1).max(80),
      date: localDate,
      start_time: localTime,
      duration_minutes: z.number().int().min(5).max(MAX_DURATION_MINUTES).optional(),
      allow_overlap: z.boolean().default(false),
      recurring_range: recurringRange,
    }),
  )
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const t = await resolveTarget(ctx, input.id);
    const range = requireRange(t, input.recurring_range);
    const { row, series } = t;
    const tz = ctx.business.timezone;
    const start = toInstant(input.date, timeToMinutes(input.start_time) ?? 0, tz);
    const length = durationOf(row.parts);
    const parts =
      input.duration_minutes === undefined || input.duration_minutes === length
        ? row.parts
        : [{ title: row.title ?? '', duration_minutes: input.duration_minutes, type: 'block' as const }];
    const moved = { start_at: new Date(start), end_at: new Date(start + durationOf(parts) * MIN), parts, all_day: false };

    if (series && range === 'future') {
      const from = row.series_date as string;
      const template = { ...row, ...moved };
      const next = newSeries(ctx, template, ruleFor(template, moved.start_at, input.date, series, tz), series.client_ids);
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
    await assertNoOverlap(ctx, [moved], input.allow_overlap, (r) => r.id === row.id);
    if (t.kind === 'virtual') {
      const { id, writes } = await detachWrites(ctx, t, moved);
      await runBatch(ctx, writes);
      await kickWaitlist(ctx, [row.start_at]);
      return answer(ctx, id);
    }
    await ctx.db
      .update(appointments)
      .set({ ...moved, updated_at: ctx.now })
      .where(scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, row.id)));
    await resyncIfMeeting(ctx, ctx.services.queue, row.id);
    // Moved or shortened: the time it left may be someone's waited place.
    await kickWaitlist(ctx, [row.start_at]);
    return answer(ctx, row.id);
  });
