import { appointmentClients, classes, onlineBookings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { detachOnce, isLinked, unlinkOne } from '../appointments/client-links';
import { linkWithin } from '../appointments/insert';
import { resolveTarget } from '../appointments/target';
import { runBatch } from '../appointments/write';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned } from '../core/tenant';
import type { BookInput } from '../shared/booking-schemas';
import type { BookingBase } from './book-appointment';
import type { OnlineBookingRow } from './present';
import type { BookingSettingsRow } from './settings';
import { assertInWindow } from './window';

type ClassInput = Extract<BookInput, { kind: 'class' }>;

/** A class bookable on this page: its own, online, not archived (anything else NOT_FOUND). */
export async function onlineClass(scope: BusinessScope, classId: string | null) {
  if (!classId) throw new AppError('NOT_FOUND');
  const cls = await findOwned(scope.db, classes, scope.businessId, classId);
  if (!cls.online_booking || cls.archived_at) throw new AppError('NOT_FOUND');
  return cls;
}

/** A session of an online class (stored or a series occurrence id), within the page's window. */
export async function onlineSession(scope: BusinessScope, settings: BookingSettingsRow, sessionId: string, locale: string) {
  const t = await resolveTarget(scope, sessionId);
  if (t.row.type !== 'class_session') throw new AppError('NOT_FOUND');
  const cls = await onlineClass(scope, t.row.class_id);
  assertInWindow(scope, settings, t.row.start_at.getTime(), locale);
  return { t, cls };
}

/**
 * Takes a place in a class session for the client: a series occurrence gets its own row first, then ONE
 * statement links the client only while the session has room (appointments/insert.ts `linkWithin`), so parallel
 * requests never take more than its spaces. Full → CLASS_SESSION_FULL. Confirmed at once (no payment).
 */
export async function takePlace(scope: BusinessScope, t: Awaited<ReturnType<typeof onlineSession>>, clientId: string) {
  const limit = t.cls.limit_spaces ? t.cls.spaces : null;
  const { id, writes } = await detachOnce(scope, t.t);
  // Already in it → BOOKING_ALREADY_BOOKED; a place the client cancelled before is taken anew (its old link goes).
  const status = await linkStatus(scope, id, clientId);
  if (status && status !== 'cancelled') throw new AppError('BOOKING_ALREADY_BOOKED');
  const again = status === 'cancelled' ? [unlinkOne(scope, id, clientId)] : [];
  await runBatch(scope, [...writes, ...again, linkWithin(scope, id, clientId, limit)]);
  if (!(await isLinked(scope, id, clientId))) throw new AppError('CLASS_SESSION_FULL', { spaces: limit ?? 0 });
  return id;
}

async function linkStatus(scope: BusinessScope, appointmentId: string, clientId: string) {
  const ac = appointmentClients;
  const [row] = await scope.db
    .select({ status: ac.status })
    .from(ac)
    .where(and(eq(ac.business_id, scope.businessId), eq(ac.appointment_id, appointmentId), eq(ac.client_id, clientId)));
  return row?.status ?? null;
}

export async function bookClass(
  scope: BusinessScope,
  settings: BookingSettingsRow,
  base: BookingBase,
  input: ClassInput,
): Promise<OnlineBookingRow> {
  const session = await onlineSession(scope, settings, input.session_id, base.locale);
  const appointmentId = await takePlace(scope, session, base.client_id);
  // The partial unique index online_bookings_place_unique keeps one live booking per client and session when
  // the same visitor's requests race past the check in takePlace.
  const [row] = await scope.db
    .insert(onlineBookings)
    .values({
      ...base,
      kind: 'class',
      status: 'confirmed',
      appointment_id: appointmentId,
      item_id: session.cls.id,
      item_name: session.cls.name,
      start_at: session.t.row.start_at,
      end_at: session.t.row.end_at,
      amount_due: 0,
      currency: session.cls.currency,
      confirmed_at: scope.now,
    })
    .returning()
    .catch((e: unknown) => {
      if (uniqueFailed(e, 'online_bookings.appointment_id')) throw new AppError('BOOKING_ALREADY_BOOKED');
      throw e;
    });
  return row as OnlineBookingRow;
}
