import * as z from 'zod';
import { todayOf } from '../core/scope';
import { gated } from '../core/trpc';
import { rangeInput } from '../shared/appointments-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { diaryBetween } from './diary';
import { externalBusyBetween, externalBusyOutput } from './external-busy';
import { appointmentOutput } from './output';
import { answer } from './target';

/**
 * GET /appointments?from&to[&class_id]: everything in the diary between two local dates (inclusive), and with it the
 * busy times from the owner's Google calendars as blocks without details (`busy`; REST: `meta.busy`). A class
 * filter leaves the busy times out.
 */
export const list = gated('appointments')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/appointments',
      summary: 'Appointments, blocked time and class sessions between two dates',
      tags: ['appointments'],
    },
  })
  .input(rangeInput.safeExtend({ class_id: z.string().min(1).max(64).optional() }))
  .output(z.object({ items: z.array(appointmentOutput), busy: z.array(externalBusyOutput) }))
  .query(async ({ ctx, input }) => {
    const tz = ctx.business.timezone;
    const [items, busy] = await Promise.all([
      diaryBetween(ctx, input.from, input.to, { classId: input.class_id }),
      input.class_id
        ? []
        : externalBusyBetween(ctx.db, ctx.businessId, tz, toInstant(input.from, 0, tz), toInstant(addDays(input.to, 1), 0, tz)),
    ]);
    return { items, busy };
  });

export const get = gated('appointments')
  .meta({
    rest: { method: 'GET', path: '/api/v1/appointments/{id}', summary: 'One appointment or occurrence', tags: ['appointments'] },
  })
  .input(z.object({ id: z.string().min(1).max(80) }))
  .output(appointmentOutput)
  .query(({ ctx, input }) => answer(ctx, input.id));

/** GET /appointments/offline: the next 14 days, for a device to read while offline. */
export const offline = gated('appointments')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/appointments/offline',
      summary: 'Upcoming appointments to cache for offline reading',
      tags: ['appointments'],
    },
  })
  .output(z.object({ items: z.array(appointmentOutput), generated_at: z.string() }))
  .query(async ({ ctx }) => {
    const today = todayOf(ctx);
    return { items: await diaryBetween(ctx, today, addDays(today, 14)), generated_at: ctx.now.toISOString() };
  });
