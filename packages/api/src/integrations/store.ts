import { type Db, paymentIntegrations } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { log } from '../core/log';
import type { Config } from '../core/services';
import type { ProviderName } from '../shared/booking-schemas';
import { maskKey, openSecrets, sealSecrets } from './secrets';

/** What each provider keeps encrypted (payment_integrations.secret). */
export interface StoredSecrets {
  stripe: { secret_key: string; webhook_secret: string; webhook_id: string };
  square: { access_token: string; signature_key: string };
  liqpay: { private_key: string };
}

export interface Connection<P extends ProviderName> {
  provider: P;
  /** LiqPay's public key, Square's location id; null for Stripe. */
  public_key: string | null;
  secrets: StoredSecrets[P];
}

/** The currency each provider takes here (docs/product/integrations.md: Stripe and Square for GBP, LiqPay for UAH). */
export const PROVIDER_CURRENCY: Record<ProviderName, string> = { stripe: 'GBP', square: 'GBP', liqpay: 'UAH' };
export const PROVIDER_LABEL = { stripe: 'Stripe', square: 'Square', liqpay: 'LiqPay' } as const satisfies Record<
  ProviderName,
  string
>;

export async function loadConnection<P extends ProviderName>(
  db: Db,
  config: Config,
  businessId: string,
  provider: P,
): Promise<Connection<P> | null> {
  const row = await db.query.paymentIntegrations.findFirst({
    where: and(eq(paymentIntegrations.business_id, businessId), eq(paymentIntegrations.provider, provider)),
  });
  if (!row) return null;
  try {
    const secrets = await openSecrets<StoredSecrets[P]>(config.secret, businessId, row.secret);
    return { provider, public_key: row.public_key, secrets };
  } catch {
    // APP_SECRET changed since the keys were stored: they cannot be read; the owner connects again.
    log.error('[integrations] stored keys do not decrypt (APP_SECRET changed?)', { business_id: businessId, provider });
    return null;
  }
}

/** Connects (or reconnects, replacing the keys) in one statement. */
export async function saveConnection<P extends ProviderName>(
  db: Db,
  config: Config,
  businessId: string,
  connection: Connection<P> & { hintOf: string },
  now: Date,
): Promise<void> {
  const secret = await sealSecrets(config.secret, businessId, connection.secrets);
  const hint = maskKey(connection.hintOf);
  await db
    .insert(paymentIntegrations)
    .values({
      business_id: businessId,
      provider: connection.provider,
      public_key: connection.public_key,
      secret,
      hint,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [paymentIntegrations.business_id, paymentIntegrations.provider],
      set: { public_key: connection.public_key, secret, hint, updated_at: now },
    });
}
