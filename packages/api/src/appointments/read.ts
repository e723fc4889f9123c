import { z } from 'zod';
import { addDays, toInstant, toLocal } from '../availability/zoned';
import { idParam } from '../core/list';
import { gated } from '../core/trpc';
import { rangeInput } from '../shared/appointments-schemas';
import { diaryBetween } from './diary';
import { appointmentsInRange, clientsOf } from './load';
import { appointmentOutput, toAppointment } from './output';
import { findAppointment } from './write';

/** GET /appointments?from&to[&class_id]: everything in the diary between two local dates (inclusive). */
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
  .output(z.object({ items: z.array(appointmentOutput) }))
  .query(async ({ ctx, input }) => ({ items: await diaryBetween(ctx, input.from, input.to, { classId: input.class_id }) }));

export const get = gated('appointments')
  .meta({ rest: { method: 'GET', path: '/api/v1/appointments/{id}', summary: 'One appointment', tags: ['appointments'] } })
  .input(idParam)
  .output(appointmentOutput)
  .query(async ({ ctx, input }) => {
    const row = await findAppointment(ctx, input.id);
    const people = await clientsOf(ctx.db, ctx.businessId, [row.id]);
    return toAppointment(row, ctx.business.timezone, people.get(row.id) ?? []);
  });

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
    const tz = ctx.business.timezone;
    const today = toLocal(ctx.now.getTime(), tz).date;
    const rows = await appointmentsInRange(ctx.db, ctx.businessId, toInstant(today, 0, tz), toInstant(addDays(today, 15), 0, tz));
    const people = await clientsOf(
      ctx.db,
      ctx.businessId,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => toAppointment(r, tz, people.get(r.id) ?? [])),
      generated_at: ctx.now.toISOString(),
    };
  });
