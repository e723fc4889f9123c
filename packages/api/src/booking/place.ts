import type { Db } from '@kairos/db';
import { sha256Hex } from '../core/crypto';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { activeProvider } from '../integrations/provider';
import type { BookInput } from '../shared/booking-schemas';
import { bookAppointment } from './book-appointment';
import { bookClass } from './book-class';
import { bookSale } from './book-sale';
import { type PaymentStep, startPayment } from './checkout';
import { expireHolds } from './holds';
import { manageTokenFor } from './manage-token';
import type { OnlineBookingRow } from './present';
import type { BookingSettingsRow } from './settings';
import { tell } from './tell';

/**
 * One booking for a known client, the one path of the page's `book` and of a waitlist offer's confirmation
 * (waitlist/confirm.ts): the appointment (time taken atomically), class place (one guarded statement) or sale,
 * held for a payment when a deposit is due (the payment step says where to pay), else confirmed and the client and
 * owner told. The manage token is answered once; only its hash is kept.
 */
export async function placeBooking(
  deps: { db: Db; services: Services },
  scope: BusinessScope,
  settings: BookingSettingsRow,
  clientId: string,
  input: BookInput,
  options: { locale: 'uk' | 'en'; email: string | null },
): Promise<{ row: OnlineBookingRow; token: string; payment: PaymentStep | null }> {
  await expireHolds(scope.db, scope.now, scope.businessId);
  const provider = await activeProvider(deps, scope.business);
  const id = crypto.randomUUID();
  const token = manageTokenFor(deps.services.config.secret, id);
  const base = {
    id,
    business_id: scope.businessId,
    client_id: clientId,
    manage_token_hash: sha256Hex(token),
    locale: options.locale,
    agreed_terms_at: settings.terms ? scope.now : null,
    created_at: scope.now,
    updated_at: scope.now,
  };
  const row =
    input.kind === 'appointment'
      ? await bookAppointment(scope, settings, provider, base, input)
      : input.kind === 'class'
        ? await bookClass(scope, settings, base, input)
        : await bookSale(scope, provider !== null, base, input);
  let payment: PaymentStep | null = null;
  if (row.status === 'held' && provider) {
    payment = await startPayment(deps, scope, provider, row, { token, email: options.email });
  } else if (row.status === 'confirmed') {
    await tell(deps, row.id, 'confirmed', 'online_booking', token);
  }
  return { row, token, payment };
}
