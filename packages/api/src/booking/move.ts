import { appointments, onlineBookings } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq } from 'drizzle-orm';
import { unlinkOne } from '../appointments/client-links';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { moveInput, publicBooking } from '../shared/booking-schemas';
import { kickWaitlist } from '../waitlist/kick';
import { onlineService } from './book-appointment';
import { onlineSession, takePlace } from './book-class';
import { changeableBooking } from './manage';
import { type OnlineBookingRow, publicBookingOf, rereadBooking } from './present';
import { bookingProcedure } from './procedure';
import type { BookingSettingsRow } from './settings';
import { withFreeTime } from './take';
import { tell } from './tell';
import { assertInWindow } from './window';

const MIN = 60_000;
type Changeable = OnlineBookingRow & { appointment_id: string };

/**
 * POST .../manage/{token}/move: an appointment to another start (`start_at`, taken through the same
 * atomic path as booking, its own time not blocking it), a class place to another session of the same
 * class (`session_id`, the place taken in one guarded statement before the old one is given up).
 */
export const move = bookingProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/online-booking/{slug}/manage/{token}/move',
      errors: [
        'BOOKING_NOT_CHANGEABLE',
        'BOOKING_CHANGE_CLOSED',
        'BOOKING_SLOT_TAKEN',
        'BOOKING_OUTSIDE_WINDOW',
        'CLASS_SESSION_FULL',
      ],
      summary: 'Move a booking by its manage link',
      tags: ['booking'],
    },
  })
  .input(moveInput)
  .output(publicBooking)
  .mutation(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    const row = await changeableBooking(scope, settings, input.token);
    const required = (field: string) =>
      new AppError('VALIDATION_ERROR', {}, { [field]: [m.validation_required({}, { locale: ctx.locale })] });
    if (row.kind === 'appointment') {
      if (!input.start_at) throw required('start_at');
      await moveAppointment(scope, settings, row, Date.parse(input.start_at), ctx.locale);
    } else {
      if (!input.session_id) throw required('session_id');
      await moveClassPlace(scope, settings, row, input.session_id, ctx.locale);
    }
    await tell({ db: ctx.db, services: ctx.services }, row.id, 'moved', 'online_moved', input.token);
    await kickWaitlist({ ...scope, services: ctx.services }, [row.start_at]);
    return publicBookingOf(scope, await rereadBooking(scope, row.id), settings);
  });

async function moveAppointment(
  scope: BusinessScope,
  settings: BookingSettingsRow,
  row: Changeable,
  startMs: number,
  locale: string,
) {
  const service = await onlineService(scope, row.item_id);
  assertInWindow(scope, settings, startMs, locale);
  const length = (row.end_at?.getTime() ?? startMs) - (row.start_at?.getTime() ?? startMs);
  const span = { start_at: new Date(startMs), end_at: new Date(startMs + Math.max(length, MIN)), updated_at: scope.now };
  await withFreeTime(
    scope,
    service,
    startMs,
    async (tx) => {
      const [won] = await tx.db
        .update(onlineBookings)
        .set(span)
        .where(and(eq(onlineBookings.id, row.id), eq(onlineBookings.status, 'confirmed')))
        .returning({ id: onlineBookings.id });
      if (!won) throw new AppError('BOOKING_NOT_CHANGEABLE');
      await tx.db
        .update(appointments)
        .set(span)
        .where(and(eq(appointments.business_id, scope.businessId), eq(appointments.id, row.appointment_id)));
    },
    row.appointment_id,
  );
}

async function moveClassPlace(
  scope: BusinessScope,
  settings: BookingSettingsRow,
  row: Changeable,
  sessionId: string,
  locale: string,
) {
  const session = await onlineSession(scope, settings, sessionId, locale);
  if (session.cls.id !== row.item_id) throw new AppError('NOT_FOUND');
  const appointmentId = await takePlace(scope, session, row.client_id);
  if (appointmentId === row.appointment_id) return;
  await scope.db
    .update(onlineBookings)
    .set({ appointment_id: appointmentId, start_at: session.t.row.start_at, end_at: session.t.row.end_at, updated_at: scope.now })
    .where(eq(onlineBookings.id, row.id));
  await unlinkOne(scope, row.appointment_id, row.client_id);
}
