// CONTRACT (helper "providers" replaces the bodies): a business's payment provider.
import type { Db } from '@kairos/db';
import type { BusinessRow } from '../core/context';
import type { Services } from '../core/services';
import type { ProviderName } from '../shared/booking-schemas';

export interface CheckoutRequest {
  booking_id: string;
  amount: number;
  currency: string;
  /** What the client pays for, shown on the provider's page. */
  description: string;
  customer_email: string | null;
  locale: 'uk' | 'en';
  /** Where the provider sends the visitor back. */
  success_url: string;
  cancel_url: string;
}

export interface CheckoutStarted {
  /** The provider's checkout id (kept as online_bookings.provider_checkout). */
  checkout_ref: string;
  redirect_url: string | null;
  form: { action: string; fields: Record<string, string> } | null;
}

export interface CheckoutState {
  paid: boolean;
  /** The charge / payment id (refunds go against it; the ledger's provider ref). */
  charge_ref: string | null;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  name: ProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  checkoutState(checkoutRef: string): Promise<CheckoutState>;
  refund(chargeRef: string, amount: number): Promise<void>;
}

/**
 * The provider the booking page takes money through for this business (by its currency: GBP Stripe,
 * else Square; UAH LiqPay), built from its stored keys, or null when none is connected.
 */
export async function activeProvider(
  _deps: { db: Db; services: Services },
  _business: BusinessRow,
): Promise<PaymentProvider | null> {
  throw new Error('activeProvider: not built yet');
}
