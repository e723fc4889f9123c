// A business's payment provider (Stripe, Square, LiqPay), built from its stored keys.
import { type Db, paymentIntegrations } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type { BusinessRow } from '../core/context';
import type { Services } from '../core/services';
import type { ProviderName } from '../shared/booking-schemas';
import { liqpayProvider } from './liqpay';
import { squareProvider } from './square';
import { loadConnection } from './store';
import { stripeProvider } from './stripe';

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

/**
 * The name of the provider the booking page takes money through for this business (by its currency: GBP
 * Stripe, else Square; UAH LiqPay), or null when none is connected: one indexed read, no keys decrypted
 * (what the page and the settings show).
 */
export async function activeProviderName(db: Db, business: BusinessRow): Promise<ProviderName | null> {
  const rows = await db
    .select({ provider: paymentIntegrations.provider })
    .from(paymentIntegrations)
    .where(eq(paymentIntegrations.business_id, business.id));
  return providerFor(business.currency, new Set(rows.map((r) => r.provider)));
}

/** That provider built from its stored keys (to start, check or refund a checkout), or null when none is connected. */
export async function activeProvider(
  deps: { db: Db; services: Services },
  business: BusinessRow,
): Promise<PaymentProvider | null> {
  const name = await activeProviderName(deps.db, business);
  return name ? providerNamed(deps, business.id, name) : null;
}

/** A connected provider by name (webhooks, refunds of a payment taken earlier), or null when it is not connected. */
export async function providerNamed(
  deps: { db: Db; services: Services },
  businessId: string,
  name: ProviderName,
): Promise<PaymentProvider | null> {
  const config = deps.services.config;
  if (name === 'stripe') {
    const c = await loadConnection(deps.db, config, businessId, 'stripe');
    return c && stripeProvider(config, c.secrets.secret_key);
  }
  if (name === 'square') {
    const c = await loadConnection(deps.db, config, businessId, 'square');
    return c && squareProvider(config, { access_token: c.secrets.access_token, location_id: c.public_key ?? '' });
  }
  const c = await loadConnection(deps.db, config, businessId, 'liqpay');
  return c && liqpayProvider(config, { public_key: c.public_key ?? '', private_key: c.secrets.private_key }, businessId);
}
