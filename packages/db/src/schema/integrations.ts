import { primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businessId } from './business';
import { createdAt, id, instant, updatedAt } from './columns';

/**
 * A business's payment provider account (`/account-setup/integrations/payments-integration`): Stripe and
 * Square (GBP), LiqPay (UAH). `secret` is AES-GCM ciphertext of the JSON of the provider's secret keys
 * (API key, webhook signing secret, LiqPay private key), keyed from APP_SECRET; it never leaves the server.
 */
export const paymentIntegrations = sqliteTable(
  'payment_integrations',
  {
    id: id(),
    business_id: businessId('cascade'),
    provider: text('provider', { enum: ['stripe', 'square', 'liqpay'] }).notNull(),
    /** Not secret: LiqPay's public key, Square's location id. */
    public_key: text('public_key'),
    secret: text('secret').notNull(),
    /** What the owner sees of the key: e.g. "sk_test_…4f2a". */
    hint: text('hint').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('payment_integrations_unique').on(t.business_id, t.provider)],
);

/**
 * A provider's event (webhook / callback) already handled: a second delivery has no effect. Keyed by the
 * business and the provider account that signed it too (migration 0023): an event id one business makes up
 * cannot take the place of another business's real event.
 */
export const providerEvents = sqliteTable(
  'provider_events',
  {
    business_id: businessId('cascade'),
    provider: text('provider', { enum: ['stripe', 'square', 'liqpay'] }).notNull(),
    /** LiqPay's public key, Square's location id, Stripe's webhook endpoint id ('' for Stripe rows from before 0023). */
    account: text('account').notNull().default(''),
    event_id: text('event_id').notNull(),
    received_at: instant('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.provider, t.account, t.event_id] })],
);
