import { AppError } from '../core/errors';
import { bookInput, bookOutput } from '../shared/booking-schemas';
import { placeBooking } from './place';
import { publicBookingOf, rereadBooking } from './present';
import { bookingProcedure } from './procedure';
import { matchOrCreateClient, readVisitor } from './visitor';

/**
 * POST /api/v1/online-booking/{slug}/bookings: the verified visitor books an appointment or a class place,
 * or buys a package or gift voucher (docs/product/booking.md "Public booking flow"). Held for a payment when one is due
 * (the answer says where to pay), else confirmed and the client and owner told. The manage token is in
 * the answer once; only its hash is kept.
 */
export const book = bookingProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/online-booking/{slug}/bookings',
      errors: [
        'BOOKING_PAUSED',
        'BOOKING_NOT_VERIFIED',
        'BOOKING_TERMS_REQUIRED',
        'BOOKING_EXISTING_ONLY',
        'BOOKING_SLOT_TAKEN',
        'BOOKING_ALREADY_BOOKED',
        'BOOKING_OUTSIDE_WINDOW',
        'CLASS_SESSION_FULL',
        'BOOKING_CHOOSE_TYPE',
        'BOOKING_CHOOSE_PACKAGE',
        'BOOKING_PAYMENT_UNAVAILABLE',
        'SALE_OUT_OF_STOCK',
        'SALE_VOUCHER_SOLD_OUT',
        'SALE_ITEM_ARCHIVED',
        'INTEGRATION_UNREACHABLE',
      ],
      summary: 'Book on a public booking page',
      tags: ['booking'],
    },
  })
  .input(bookInput)
  .output(bookOutput)
  .mutation(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    if (settings.paused) throw new AppError('BOOKING_PAUSED');
    const visitor = await readVisitor(ctx, scope);
    if (!visitor) throw new AppError('BOOKING_NOT_VERIFIED');
    if (settings.terms && !input.agreed_terms) throw new AppError('BOOKING_TERMS_REQUIRED');
    const deps = { db: ctx.db, services: ctx.services };
    const locale = input.locale ?? ctx.locale;
    const clientId = await matchOrCreateClient(
      scope,
      visitor,
      { first_name: input.first_name, last_name: input.last_name },
      { existingOnly: settings.existing_clients_only, locale },
    );
    const email = visitor.channel === 'email' ? visitor.address : null;
    const { row, token, payment } = await placeBooking(deps, scope, settings, clientId, input, { locale, email });
    return { booking: await publicBookingOf(scope, await rereadBooking(scope, row.id), settings), manage_token: token, payment };
  });
