import { giftVouchers, onlineBookings, packages } from '@kairos/db';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned } from '../core/tenant';
import { createSale } from '../sales/create-sale';
import { deleteSale } from '../sales/delete';
import { BOOKING, type BookInput } from '../shared/booking-schemas';
import type { BookingBase } from './book-appointment';
import type { OnlineBookingRow } from './present';

type SaleKindInput = Extract<BookInput, { kind: 'package' | 'voucher' }>;

/**
 * A package or gift voucher bought on the page: paid in full online, so it needs a provider
 * (BOOKING_PAYMENT_UNAVAILABLE). The sale is made for the client (`createSale`, source 'online': only
 * items offered online) and held until paid; an unpaid hold's sale is deleted when it expires.
 */
export async function bookSale(
  scope: BusinessScope,
  hasProvider: boolean,
  base: BookingBase,
  input: SaleKindInput,
): Promise<OnlineBookingRow> {
  const itemId = input.kind === 'package' ? input.package_id : input.voucher_id;
  if (!itemId) throw new AppError(input.kind === 'package' ? 'BOOKING_CHOOSE_PACKAGE' : 'BOOKING_CHOOSE_TYPE');
  const item =
    input.kind === 'package'
      ? await findOwned(scope.db, packages, scope.businessId, itemId)
      : await findOwned(scope.db, giftVouchers, scope.businessId, itemId);
  if (!hasProvider) throw new AppError('BOOKING_PAYMENT_UNAVAILABLE');
  const sale = await createSale(
    scope,
    {
      client_id: base.client_id,
      lines: [
        {
          kind: input.kind === 'package' ? 'package' : 'gift_voucher',
          item_id: item.id,
          quantity: 1,
          discount_id: null,
          discount_amount: null,
        },
      ],
      notes: null,
    },
    { source: 'online', locale: base.locale },
  );
  try {
    const [row] = await scope.db
      .insert(onlineBookings)
      .values({
        ...base,
        kind: input.kind,
        status: 'held',
        sale_id: sale.id,
        item_id: item.id,
        item_name: item.name,
        amount_due: sale.total,
        currency: sale.currency,
        hold_expires_at: new Date(scope.now.getTime() + BOOKING.HOLD_MINUTES * 60_000),
      })
      .returning();
    return row as OnlineBookingRow;
  } catch (e) {
    await deleteSale(scope, sale.id);
    throw e;
  }
}
