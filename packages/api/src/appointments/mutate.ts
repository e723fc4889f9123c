import { appointmentClients, appointments } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { toInstant } from '../availability/zoned';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { ATTENDANCE, appointmentInput, localDate, localTime } from '../shared/appointments-schemas';
import { timeToMinutes } from '../shared/settings-schemas';
import { clientsOf } from './load';
import { appointmentOutput, toAppointment } from './output';
import { assertNoOverlap, type BusinessCtx, buildValues, checkClients, findAppointment, linkClients, unlinkAll } from './write';

async function answer(ctx: BusinessCtx, id: string) {
  const row = await findAppointment(ctx, id);
  const people = await clientsOf(ctx.db, ctx.businessId, [id]);
  return toAppointment(row, ctx.business.timezone, people.get(id) ?? []);
}

export const create = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/appointments',
      summary: 'Book an appointment or block time',
      tags: ['appointments'],
      message: 'appointments_created',
    },
  })
  .input(appointmentInput)
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const values = await buildValues(ctx, input);
    const clientIds = await checkClients(ctx, input.client_ids);
    await assertNoOverlap(ctx, values, input.allow_overlap);
    const id = crypto.randomUUID();
    await ctx.db.batch([
      ctx.db
        .insert(appointments)
        .values({ ...values, id, business_id: ctx.businessId, created_at: ctx.now, updated_at: ctx.now }),
      ...linkClients(ctx, id, clientIds),
    ]);
    return answer(ctx, id);
  });

export const update = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}',
      summary: 'Change an appointment',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(appointmentInput.safeExtend({ id: z.string().min(1).max(64) }))
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    await findAppointment(ctx, input.id);
    const values = await buildValues(ctx, input);
    const clientIds = await checkClients(ctx, input.client_ids);
    await assertNoOverlap(ctx, values, input.allow_overlap, input.id);
    await ctx.db.batch([
      ctx.db
        .update(appointments)
        .set({ ...values, updated_at: ctx.now })
        .where(scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, input.id))),
      unlinkAll(ctx, input.id),
      ...linkClients(ctx, input.id, clientIds),
    ]);
    return answer(ctx, input.id);
  });

/** PUT /appointments/{id}/time: moved in the calendar (drag); the length is kept. */
export const updateTime = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}/time',
      summary: 'Move an appointment',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(
    z.object({
      id: z.string().min(1).max(64),
      date: localDate,
      start_time: localTime,
      allow_overlap: z.boolean().default(false),
    }),
  )
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const row = await findAppointment(ctx, input.id);
    const start = toInstant(input.date, timeToMinutes(input.start_time) ?? 0, ctx.business.timezone);
    const moved = {
      start_at: new Date(start),
      end_at: new Date(start + (row.end_at.getTime() - row.start_at.getTime())),
      parts: row.parts,
    };
    await assertNoOverlap(ctx, moved, input.allow_overlap, row.id);
    await ctx.db
      .update(appointments)
      .set({ start_at: moved.start_at, end_at: moved.end_at, updated_at: ctx.now })
      .where(scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, row.id)));
    return answer(ctx, row.id);
  });

/** PUT /appointments/{id}/status: one client's attendance (SPEC 4). */
export const updateStatus = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}/status',
      summary: "Set a client's attendance",
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(z.object({ id: z.string().min(1).max(64), client_id: z.string().min(1).max(64), status: z.enum(ATTENDANCE) }))
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    await findAppointment(ctx, input.id);
    const res = await ctx.db
      .update(appointmentClients)
      .set({ status: input.status })
      .where(
        and(
          eq(appointmentClients.business_id, ctx.businessId),
          eq(appointmentClients.appointment_id, input.id),
          eq(appointmentClients.client_id, input.client_id),
        ),
      )
      .returning();
    if (!res.length) throw new AppError('NOT_FOUND');
    return answer(ctx, input.id);
  });

/** PUT /appointments/{id}/clients: who attends (session clients); existing attendance is kept. */
export const updateClients = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}/clients',
      summary: 'Set the clients of an appointment or session',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(z.object({ id: z.string().min(1).max(64), clients: z.array(z.string().min(1).max(64)).max(50) }))
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    await findAppointment(ctx, input.id);
    const ids = await checkClients(ctx, input.clients);
    const current = await clientsOf(ctx.db, ctx.businessId, [input.id]);
    const have = new Set((current.get(input.id) ?? []).map((c) => c.id));
    const removed = [...have].filter((c) => !ids.includes(c));
    const added = ids.filter((c) => !have.has(c));
    const writes = [
      ...removed.map((c) =>
        ctx.db
          .delete(appointmentClients)
          .where(
            and(
              eq(appointmentClients.business_id, ctx.businessId),
              eq(appointmentClients.appointment_id, input.id),
              eq(appointmentClients.client_id, c),
            ),
          ),
      ),
      ...linkClients(ctx, input.id, added),
    ];
    const [first, ...rest] = writes;
    if (first) await ctx.db.batch([first, ...rest]);
    return answer(ctx, input.id);
  });

export const remove = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/appointments/{id}',
      summary: 'Delete an appointment',
      tags: ['appointments'],
      message: 'appointments_deleted',
    },
  })
  .input(idParam)
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    await findAppointment(ctx, input.id);
    await ctx.db.batch([
      unlinkAll(ctx, input.id),
      ctx.db.delete(appointments).where(scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, input.id))),
    ]);
    return null;
  });
