import { classes, onlineBookings } from '@kairos/db';
import { detachOnce, isLinked, linkWithin } from '../appointments/client-links';
import { resolveTarget } from '../appointments/target';
import { runBatch } from '../appointments/write';
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
 * statement links the client only while the session has room (client-links.ts `linkWithin`), so parallel
 * requests never take more than its spaces. Full → CLASS_SESSION_FULL. Confirmed at once (no payment).
 */
export async function takePlace(scope: BusinessScope, t: Awaited<ReturnType<typeof onlineSession>>, clientId: string) {
  const limit = t.cls.limit_spaces ? t.cls.spaces : null;
  const { id, writes } = await detachOnce(scope, t.t);
  await runBatch(scope, [...writes, linkWithin(scope, id, clientId, limit)]);
  if (!(await isLinked(scope, id, clientId))) throw new AppError('CLASS_SESSION_FULL', { spaces: limit ?? 0 });
  return id;
}

export async function bookClass(
  scope: BusinessScope,
  settings: BookingSettingsRow,
  base: BookingBase,
  input: ClassInput,
): Promise<OnlineBookingRow> {
  const session = await onlineSession(scope, settings, input.session_id, base.locale);
  const appointmentId = await takePlace(scope, session, base.client_id);
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
    .returning();
  return row as OnlineBookingRow;
}
