import Stripe from 'stripe';
import type * as z from 'zod';
import type { Config } from '../core/services';
import { freshTimestamp, readSigned, WEBHOOK_TOLERANCE_MS, type WebhookRefusal } from '../core/webhooks';
import { refused, unreachable } from './http';
import type { PaymentProvider } from './payment-provider';

/**
 * Stripe through its SDK on the fetch HTTP client and WebCrypto (both work in Node and workerd).
 * Config.providerBases.stripe points it at a local fake in tests.
 */
export function stripeClient(config: Config, secretKey: string): Stripe {
  const base = new URL(config.providerBases.stripe);
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? 443 : 80),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
}

/** A refused key → INTEGRATION_KEY_REFUSED; anything else the SDK throws (network, 5xx) → INTEGRATION_UNREACHABLE. */
export function stripeFailure(e: unknown): never {
  if (e instanceof Stripe.errors.StripeAuthenticationError || e instanceof Stripe.errors.StripePermissionError) {
    throw refused('Stripe');
  }
  throw unreachable('Stripe');
}

/**
 * A Stripe webhook (per-business endpoints and Kairos's own billing): `Stripe-Signature`'s timestamp within
 * WEBHOOK_TOLERANCE_MS of `now` either way (the SDK alone allows any future one), the signature over the raw body
 * with the endpoint's secret, then the event against `schema` ('malformed' when a field Kairos reads is missing).
 */
export async function readStripeEvent<S extends z.ZodType>(
  stripe: Stripe,
  raw: string,
  header: string,
  secret: string,
  now: Date,
  schema: S,
): Promise<z.infer<S> | WebhookRefusal> {
  if (!freshTimestamp(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1], now)) return 'bad_signature';
  let event: unknown;
  try {
    event = await stripe.webhooks.constructEventAsync(
      raw,
      header,
      secret,
      WEBHOOK_TOLERANCE_MS / 1000,
      Stripe.createSubtleCryptoProvider(),
      now.getTime(),
    );
  } catch (e) {
    return e instanceof Stripe.errors.StripeSignatureVerificationError ? 'bad_signature' : 'malformed';
  }
  return readSigned(schema, event);
}

const call = <T>(p: Promise<T>): Promise<T> => p.catch(stripeFailure);

export const stripeWebhookUrl = (config: Config, businessId: string) => `${config.appUrl}/api/v1/webhooks/stripe/${businessId}`;

/** Checks the key and creates this business's webhook endpoint; returns what to keep encrypted. */
export async function connectStripeKey(config: Config, businessId: string, secretKey: string) {
  const stripe = stripeClient(config, secretKey);
  await call(stripe.balance.retrieve());
  const endpoint = await call(
    stripe.webhookEndpoints.create({
      url: stripeWebhookUrl(config, businessId),
      enabled_events: ['checkout.session.completed'],
      description: 'Kairos online booking',
    }),
  );
  if (!endpoint.secret) throw unreachable('Stripe');
  return { secret_key: secretKey, webhook_secret: endpoint.secret, webhook_id: endpoint.id };
}

/** Removes the webhook endpoint we made; a key since revoked or an endpoint already gone is no reason to stay connected. */
export async function dropStripeEndpoint(config: Config, secretKey: string, endpointId: string): Promise<void> {
  await stripeClient(config, secretKey)
    .webhookEndpoints.del(endpointId)
    .catch(() => undefined);
}

export function stripeProvider(config: Config, secretKey: string): PaymentProvider {
  const stripe = stripeClient(config, secretKey);
  return {
    name: 'stripe',
    async startCheckout(r) {
      const session = await call(
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: r.currency.toLowerCase(), unit_amount: r.amount, product_data: { name: r.description } },
            },
          ],
          metadata: { booking_id: r.booking_id },
          client_reference_id: r.booking_id,
          customer_email: r.customer_email ?? undefined,
          locale: r.locale === 'uk' ? 'auto' : 'en',
          success_url: r.success_url,
          cancel_url: r.cancel_url,
        }),
      );
      return { checkout_ref: session.id, redirect_url: session.url, form: null };
    },
    async checkoutState(ref) {
      const s = await call(stripe.checkout.sessions.retrieve(ref, { expand: ['payment_intent'] }));
      const intent = s.payment_intent;
      return {
        paid: s.payment_status === 'paid',
        charge_ref: typeof intent === 'string' ? intent : (intent?.id ?? null),
        amount: s.amount_total ?? 0,
        currency: (s.currency ?? '').toUpperCase(),
      };
    },
    async refund(chargeRef, amount) {
      await call(stripe.refunds.create({ payment_intent: chargeRef, amount }));
    },
  };
}
