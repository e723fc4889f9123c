// What a payment provider (Stripe, Square, LiqPay) offers the booking page: the interface its implementers
// (stripe.ts, square.ts, liqpay.ts) fulfil; provider.ts, above them, picks and builds one.
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

/** Which provider takes money in a currency, of those connected: GBP Stripe (else Square), UAH LiqPay. */
export function providerFor(currency: string, connected: ReadonlySet<ProviderName>): ProviderName | null {
  if (currency === 'GBP') return connected.has('stripe') ? 'stripe' : connected.has('square') ? 'square' : null;
  if (currency === 'UAH') return connected.has('liqpay') ? 'liqpay' : null;
  return null;
}
