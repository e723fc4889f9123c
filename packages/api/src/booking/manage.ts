import { appointmentClients, type Db, onlineBookings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { manageInput, manageOutput, publicBooking } from '../shared/booking-schemas';
import { kickWaitlist } from '../waitlist/kick';
import { bookingByToken, changeable, type OnlineBookingRow, publicBookingOf, rereadBooking } from './present';
import { bookingProcedure } from './procedure';
import type { BookingSettingsRow } from './settings';
import { tell } from './tell';

const rest = (method: 'GET' | 'POST', suffix: string, summary: string) => ({
  rest: {
    method,
    path: `/api/v1/online-booking/{slug}/manage/{token}${suffix}`,
    summary,
    tags: ['booking'],
    errors: ['BOOKING_NOT_CHANGEABLE', 'BOOKING_CHANGE_CLOSED'] as const,
  },
});

/** GET .../manage/{token}: the booking behind a manage link, and what moving it offers. */
export const manage = bookingProcedure
  .meta(rest('GET', '', 'A booking by its manage link'))
  .input(manageInput)
  .output(manageOutput)
  .query(async ({ ctx, input }) => {
    const row = await bookingByToken(ctx.scope, input.token);
    return {
      booking: await publicBookingOf(ctx.scope, row, ctx.bookingSettings),
      business_name: ctx.scope.business.name,
      service_id: row.kind === 'appointment' ? row.item_id : null,
      class_id: row.kind === 'class' ? row.item_id : null,
      cancel_notice_hours: ctx.bookingSettings.cancel_notice_hours,
    };
  });

/**
 * A booking the client may still change: confirmed with a time (else BOOKING_NOT_CHANGEABLE) and more
 * than cancel_notice_hours before it starts (else BOOKING_CHANGE_CLOSED, naming the hours and business).
 */
export async function changeableBooking(scope: BusinessScope, settings: BookingSettingsRow, token: string) {
  const row = await bookingByToken(scope, token);
  if (row.status !== 'confirmed' || !row.start_at || !row.appointment_id) throw new AppError('BOOKING_NOT_CHANGEABLE');
  if (!changeable(scope, row, settings)) {
    throw new AppError('BOOKING_CHANGE_CLOSED', { hours: String(settings.cancel_notice_hours), business: scope.business.name });
  }
  return row as OnlineBookingRow & { appointment_id: string };
}

/**
 * POST .../manage/{token}/cancel: the client's place is marked cancelled (the diary's cancelled state, so
 * the owner still sees it) and the online booking 'cancelled', in one transaction guarded by its status.
 * A deposit paid stays in the ledger: the owner refunds it from income if they choose (DECISIONS.md).
 */
export const cancel = bookingProcedure
  .meta(rest('POST', '/cancel', 'Cancel a booking by its manage link'))
  .input(manageInput)
  .output(publicBooking)
  .mutation(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    const row = await changeableBooking(scope, settings, input.token);
    await scope.db.transaction(async (tx) => {
      const [won] = await tx
        .update(onlineBookings)
        .set({ status: 'cancelled', cancelled_at: scope.now, updated_at: scope.now })
        .where(and(eq(onlineBookings.id, row.id), eq(onlineBookings.status, 'confirmed')))
        .returning({ id: onlineBookings.id });
      if (!won) throw new AppError('BOOKING_NOT_CHANGEABLE');
      await tx
        .update(appointmentClients)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(appointmentClients.business_id, scope.businessId),
            eq(appointmentClients.appointment_id, row.appointment_id),
            eq(appointmentClients.client_id, row.client_id),
          ),
        );
    });
    await tell({ db: ctx.db as Db, services: ctx.services }, row.id, 'cancelled', 'online_cancelled', null);
    await kickWaitlist({ ...scope, services: ctx.services }, [row.start_at]);
    return publicBookingOf(scope, await rereadBooking(scope, row.id), settings);
  });
