import { appointmentClients, appointments, clients, services } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import { blockedSpans, normalise, overlapsAny } from '../availability/engine';
import { addDays, toInstant } from '../availability/zoned';
import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';
import { foundOr404, scopeToBusiness } from '../core/tenant';
import type { AppointmentInput } from '../shared/appointments-schemas';
import { timeToMinutes } from '../shared/settings-schemas';
import { type AppointmentRow, appointmentsInRange, busyOf } from './load';

export type BusinessCtx = Ctx & { businessId: string; business: { timezone: string; currency: string } };
const MIN = 60_000;

/** Turns the form into row values: instants in the business zone, the service's parts and price. */
export async function buildValues(ctx: BusinessCtx, input: AppointmentInput) {
  const tz = ctx.business.timezone;
  const service = input.service_id
    ? foundOr404(
        await ctx.db.query.services.findFirst({
          where: scopeToBusiness(services, ctx.businessId, eq(services.id, input.service_id)),
        }),
      )
    : null;
  const start = input.all_day ? toInstant(input.date, 0, tz) : toInstant(input.date, timeToMinutes(input.start_time) ?? 0, tz);
  const end = input.all_day ? toInstant(addDays(input.date, 1), 0, tz) : null;
  let parts = service?.parts ?? [
    { title: input.title ?? '', duration_minutes: input.duration_minutes ?? 60, type: 'block' as const },
  ];
  if (input.all_day && end !== null)
    parts = [{ title: input.title ?? service?.name ?? '', duration_minutes: Math.round((end - start) / MIN), type: 'block' }];
  else if (input.duration_minutes !== null && service && input.duration_minutes !== service.duration_minutes) {
    // A custom length replaces the service's layout with one blocked part.
    parts = [{ title: service.name, duration_minutes: input.duration_minutes, type: 'block' }];
  }
  const duration = parts.reduce((s, p) => s + p.duration_minutes, 0);
  return {
    type: input.type,
    service_id: service?.id ?? null,
    title: input.title ?? service?.name ?? null,
    start_at: new Date(start),
    end_at: new Date(end ?? start + duration * MIN),
    all_day: input.all_day,
    parts,
    price: input.type === 'blocked' ? 0 : (input.price ?? service?.price ?? 0),
    currency: service?.currency ?? ctx.business.currency,
    quantity: input.quantity,
    location_type: input.location_type,
    location_id: input.location_id,
    notes: input.notes,
    video_meeting_url: input.video_meeting_url,
  };
}

/** Client ids from a request are checked against this business before they are linked. */
export async function checkClients(ctx: BusinessCtx, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(scopeToBusiness(clients, ctx.businessId, inArray(clients.id, unique)));
  if (found.length !== unique.length) throw new AppError('NOT_FOUND');
  return unique;
}

/**
 * SPEC: warn on overlaps with other appointments or blocked time; the owner
 * may still book (allow_overlap). Only blocked parts count on either side.
 */
export async function assertNoOverlap(
  ctx: BusinessCtx,
  values: Pick<AppointmentRow, 'start_at' | 'end_at' | 'parts'>,
  allow: boolean,
  exceptId?: string,
) {
  if (allow) return;
  const rows = await appointmentsInRange(ctx.db, ctx.businessId, values.start_at.getTime(), values.end_at.getTime());
  const busy = normalise(busyOf(rows, exceptId));
  const clashes = blockedSpans(values.start_at.getTime(), values.parts).filter((s) => overlapsAny(busy, s.start, s.end));
  if (clashes.length) throw new AppError('APPOINTMENT_OVERLAP');
}

export async function findAppointment(ctx: BusinessCtx, id: string): Promise<AppointmentRow> {
  return foundOr404(
    await ctx.db.query.appointments.findFirst({ where: scopeToBusiness(appointments, ctx.businessId, eq(appointments.id, id)) }),
  );
}

export function linkClients(ctx: BusinessCtx, appointmentId: string, ids: string[]) {
  return ids.map((client_id) =>
    ctx.db
      .insert(appointmentClients)
      .values({ appointment_id: appointmentId, client_id, business_id: ctx.businessId, created_at: ctx.now }),
  );
}

export function unlinkAll(ctx: BusinessCtx, appointmentId: string) {
  return ctx.db
    .delete(appointmentClients)
    .where(and(eq(appointmentClients.business_id, ctx.businessId), eq(appointmentClients.appointment_id, appointmentId)));
}
