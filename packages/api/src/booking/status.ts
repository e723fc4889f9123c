import { onlineBookings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../core/crypto';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import { activeProvider } from '../integrations/provider';
import { bookingStatusInput, publicBooking } from '../shared/booking-schemas';
import { publicBookingOf } from './present';
import { bookingProcedure } from './procedure';
import { settleProviderPayment } from './settle';

/**
 * GET /api/v1/online-booking/{slug}/bookings/{id}?token=: the page polls this after the provider sends
 * the visitor back. The booking by id AND its manage token (else NOT_FOUND). A held one asks the
 * provider too, so a missed webhook does not leave a paid booking held.
 */
export const bookingStatus = bookingProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/online-booking/{slug}/bookings/{id}',
      errors: ['BOOKING_HOLD_EXPIRED'],
      summary: 'A booking made on a public booking page',
      tags: ['booking'],
    },
  })
  .input(bookingStatusInput)
  .output(publicBooking)
  .query(async ({ ctx, input }) => {
    const { scope } = ctx;
    const find = () =>
      scope.db.query.onlineBookings.findFirst({
        where: and(
          eq(onlineBookings.business_id, scope.businessId),
          eq(onlineBookings.id, input.id),
          eq(onlineBookings.manage_token_hash, sha256Hex(input.token)),
        ),
      });
    let row = await find();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'held' && row.provider && row.provider_checkout) {
      const provider = await activeProvider({ db: ctx.db, services: ctx.services }, scope.business);
      const ref = row.provider_checkout;
      const state =
        provider?.name === row.provider
          ? await provider.checkoutState(ref).catch((e) => {
              log.error('[booking] status: the provider did not answer', { checkout_ref: ref, error: e });
              return null;
            })
          : null;
      if (state?.paid && state.charge_ref) {
        await settleProviderPayment(
          { db: ctx.db, services: ctx.services },
          {
            business_id: scope.businessId,
            provider: row.provider,
            checkout_ref: row.provider_checkout,
            charge_ref: state.charge_ref,
            amount: state.amount,
            currency: state.currency,
          },
        );
        row = (await find()) ?? row;
      }
    }
    return publicBookingOf(scope, row, ctx.bookingSettings);
  });
