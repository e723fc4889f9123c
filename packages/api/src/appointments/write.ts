import { appointmentClients, appointments, classes, clients, discounts, locations, services } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { blockedSpans, normalise, overlapsAny } from '../availability/engine';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned, scopeToBusiness } from '../core/tenant';
import type { AppointmentInput } from '../shared/appointments-schemas';
import { discount as discountOff } from '../shared/money';
import { timeToMinutes } from '../shared/settings-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { busyBetween } from './diary';
import { linkClients } from './insert';
import type { AppointmentRow, BusyRow } from './load';

const MIN = 60_000;

/** Turns the form into row values: instants in the business zone, the service's parts and price. */
export async function buildValues(ctx: BusinessScope, input: AppointmentInput) {
  const tz = ctx.business.timezone;
  const cls = input.type === 'class_session' && input.class_id ? await findClass(ctx, input.class_id) : null;
  const service =
    input.service_id && input.type !== 'class_session'
      ? await findOwned(ctx.db, services, ctx.businessId, input.service_id)
      : null;
  const start = input.all_day ? toInstant(input.date, 0, tz) : toInstant(input.date, timeToMinutes(input.start_time) ?? 0, tz);
  const end = input.all_day ? toInstant(addDays(input.date, 1), 0, tz) : null;
  let parts = service?.parts ?? [
    {
      title: input.title ?? cls?.name ?? '',
      duration_minutes: input.duration_minutes ?? cls?.duration_minutes ?? 60,
      type: 'block' as const,
    },
  ];
  if (input.all_day && end !== null)
    parts = [{ title: input.title ?? service?.name ?? '', duration_minutes: Math.round((end - start) / MIN), type: 'block' }];
  else if (input.duration_minutes !== null && service && input.duration_minutes !== service.duration_minutes) {
    // A custom length replaces the service's layout with one blocked part.
    parts = [{ title: service.name, duration_minutes: input.duration_minutes, type: 'block' }];
  }
  const duration = parts.reduce((s, p) => s + p.duration_minutes, 0);
  const price = input.type === 'blocked' ? 0 : (input.price ?? service?.price ?? cls?.price ?? 0);
  const discount =
    input.discount_id && input.type !== 'blocked' ? await findOwned(ctx.db, discounts, ctx.businessId, input.discount_id) : null;
  // Only "one of my locations" names a location row; the client's address comes from the client.
  const location =
    input.location_type === 'mine' && input.location_id
      ? await findOwned(ctx.db, locations, ctx.businessId, input.location_id)
      : null;
  return {
    type: input.type,
    service_id: service?.id ?? null,
    class_id: cls?.id ?? null,
    title: input.title ?? service?.name ?? cls?.name ?? null,
    start_at: new Date(start),
    end_at: new Date(end ?? start + duration * MIN),
    all_day: input.all_day,
    parts,
    price,
    currency: service?.currency ?? cls?.currency ?? ctx.business.currency,
    quantity: input.quantity,
    discount_id: discount?.id ?? null,
    // The amount off (not the amount after): price × quantity − discounted_amount is what is due.
    discounted_amount: discount ? discountOff(price * input.quantity, discount) : 0,
    location_type: input.location_type,
    location_id: location?.id ?? null,
    notes: input.notes,
    video_meeting_url: input.video_meeting_url,
  };
}

export function findClass(ctx: BusinessScope, id: string) {
  return findOwned(ctx.db, classes, ctx.businessId, id);
}

/** A class session with limited spaces never takes more clients than the class has spaces. */
export async function assertCapacity(ctx: BusinessScope, classId: string | null, count: number) {
  if (!classId || count === 0) return;
  const cls = await findClass(ctx, classId);
  if (cls.limit_spaces && count > cls.spaces) throw new AppError('CLASS_SESSION_FULL', { spaces: cls.spaces });
}

/** Client ids from a request are checked against this business before they are linked. */
export async function checkClients(ctx: BusinessScope, ids: string[]): Promise<string[]> {
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
 * docs/product/appointments.md: warn on overlaps with other appointments or blocked time; the owner
 * may still book (allow_overlap). Only blocked parts count on either side.
 * Each occurrence is checked: one span per start in `starts`.
 */
export async function assertNoOverlap(
  ctx: BusinessScope,
  occurrences: Pick<AppointmentRow, 'start_at' | 'end_at' | 'parts'>[],
  allow: boolean,
  skip: (row: BusyRow) => boolean = () => false,
) {
  if (allow || occurrences.length === 0) return;
  const from = Math.min(...occurrences.map((o) => o.start_at.getTime()));
  const to = Math.max(...occurrences.map((o) => o.end_at.getTime()));
  const busy = normalise(await busyBetween(ctx, from, to, skip));
  const clash = occurrences.some((o) =>
    blockedSpans(o.start_at.getTime(), o.parts).some((span) => overlapsAny(busy, span.start, span.end)),
  );
  if (clash) throw new AppError('APPOINTMENT_OVERLAP');
}

export function findAppointment(ctx: BusinessScope, id: string): Promise<AppointmentRow> {
  return findOwned(ctx.db, appointments, ctx.businessId, id);
}

export function unlinkAll(ctx: BusinessScope, appointmentId: string) {
  return ctx.db
    .delete(appointmentClients)
    .where(and(eq(appointmentClients.business_id, ctx.businessId), eq(appointmentClients.appointment_id, appointmentId)));
}

/** Sets an appointment's clients to `next`, keeping the attendance of those who stay. */
export function relinkWrites(ctx: BusinessScope, appointmentId: string, current: string[], next: string[]) {
  const removed = current.filter((c) => !next.includes(c));
  const added = next.filter((c) => !current.includes(c));
  return [
    ...(removed.length
      ? [
          ctx.db
            .delete(appointmentClients)
            .where(
              and(
                eq(appointmentClients.business_id, ctx.businessId),
                eq(appointmentClients.appointment_id, appointmentId),
                inArray(appointmentClients.client_id, removed),
              ),
            ),
        ]
      : []),
    ...linkClients(ctx, appointmentId, added),
  ];
}

/** Runs writes as one atomic batch (nothing when there are none). */
export async function runBatch(ctx: BusinessScope, writes: BatchItem<'sqlite'>[]) {
  const [first, ...rest] = writes;
  if (first) await ctx.db.batch([first, ...rest]);
}
