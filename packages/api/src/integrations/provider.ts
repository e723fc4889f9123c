// A business's payment provider (Stripe, Square, LiqPay), built from its stored keys: the registry of the
// implementers of payment-provider.ts.
import { type Db, paymentIntegrations } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import type { BusinessRow } from '../core/context';
import type { Services } from '../core/services';
import type { ProviderName } from '../shared/booking-schemas';
import { liqpayProvider } from './liqpay';
import { type PaymentProvider, providerFor } from './payment-provider';
import { squareProvider } from './square';
import { loadConnection } from './store';
import { stripeProvider } from './stripe';

/**
 * The name of the provider the booking page takes money through for this business (by its currency: GBP
 * Stripe, else Square; UAH LiqPay), or null when none is connected: one indexed read, no keys decrypted
 * (what the page and the settings show).
 */
export async function activeProviderName(db: Db, business: BusinessRow): Promise<ProviderName | null> {
  let q = preparedProviders.get(db);
  if (!q) {
    q = buildProvidersQuery(db);
    preparedProviders.set(db, q);
  }
  const rows = await q.all({ business_id: business.id });
  return providerFor(business.currency, new Set(rows.map((r) => r.provider)));
}

/** Built once per database: every booking-page call that prices something asks it. */
const preparedProviders = new WeakMap<Db, ReturnType<typeof buildProvidersQuery>>();
function buildProvidersQuery(db: Db) {
  return db
    .select({ provider: paymentIntegrations.provider })
    .from(paymentIntegrations)
    .where(eq(paymentIntegrations.business_id, sql.placeholder('business_id')))
    .prepare();
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
