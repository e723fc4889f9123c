import type { Db } from '@kairos/db';
import * as z from 'zod';
import type { ProviderPayment } from '../booking/settle';
import { safeEqual } from '../core/crypto';
import type { Config } from '../core/services';
import { readSignedJson, type WebhookRefusal } from '../core/webhooks';
import type { ProviderName } from '../shared/booking-schemas';
import { fromMajor } from '../shared/money';
import { hmacSha256Base64 } from './http';
import { isPaidStatus, liqpayCallbackSchema, readLiqpayCallback } from './liqpay';
import { squareWebhookUrl } from './square';
import { loadConnection, type StoredSecrets } from './store';
import { readStripeEvent, stripeClient } from './stripe';

/**
 * A provider's notification, signature checked: its id and the provider account that signed it (together with
 * the business, the key of provider_events), and the payment it reports, if any.
 */
export interface VerifiedEvent {
  event_id: string;
  account: string;
  payment: ProviderPayment | null;
}

export type EventResult = VerifiedEvent | 'not_found' | WebhookRefusal;

interface Incoming {
  businessId: string;
  raw: string;
  header: (name: string) => string | undefined;
  now: Date;
}

/* What each provider sends, as far as Kairos reads it: a signed event that does not fit is 'malformed' (400). */
const stripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.looseObject({}) }),
});
const stripeCheckout = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.string(),
  payment_intent: z.union([z.string().max(255), z.looseObject({ id: z.string().max(255) })]).nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/)
    .nullish(),
});
const squareEvent = z.object({
  event_id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: z.looseObject({}).optional() }).optional(),
});
const squarePayment = z.object({
  id: z.string().min(1).max(255),
  status: z.string(),
  order_id: z.string().max(255).optional(),
  amount_money: z.object({ amount: z.number().int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) }),
});

/** Checks a webhook against the business's stored keys and reads it; never trusts a field before the signature. */
export async function readProviderEvent(db: Db, config: Config, provider: ProviderName, req: Incoming): Promise<EventResult> {
  const connection = await loadConnection(db, config, req.businessId, provider).catch(() => null);
  if (!connection) return 'not_found';
  if (connection.provider === 'stripe') return stripeNotification(config, req, connection.secrets as StoredSecrets['stripe']);
  if (connection.provider === 'square')
    return squareNotification(
      config,
      req,
      connection.public_key ?? '',
      (connection.secrets as StoredSecrets['square']).signature_key,
    );
  return liqpayNotification(req, connection.public_key ?? '', (connection.secrets as StoredSecrets['liqpay']).private_key);
}

async function stripeNotification(config: Config, req: Incoming, keys: StoredSecrets['stripe']): Promise<EventResult> {
  const stripe = stripeClient(config, keys.secret_key);
  const header = req.header('stripe-signature') ?? '';
  const event = await readStripeEvent(stripe, req.raw, header, keys.webhook_secret, req.now, stripeEvent);
  if (typeof event === 'string') return event;
  const seen = { event_id: event.id, account: keys.webhook_id ?? '' };
  if (event.type !== 'checkout.session.completed') return { ...seen, payment: null };
  const s = stripeCheckout.safeParse(event.data.object);
  if (!s.success) return 'malformed';
  const intent = s.data.payment_intent;
  const charge = typeof intent === 'string' ? intent : intent?.id;
  if (s.data.payment_status !== 'paid' || !charge) return { ...seen, payment: null };
  const payment: ProviderPayment = {
    business_id: req.businessId,
    provider: 'stripe',
    checkout_ref: s.data.id,
    charge_ref: charge,
    amount: s.data.amount_total ?? 0,
    currency: (s.data.currency ?? '').toUpperCase(),
  };
  return { ...seen, payment };
}

/** Square: base64 HMAC-SHA256 of the notification URL + body with the subscription's signature key. */
async function squareNotification(config: Config, req: Incoming, locationId: string, signatureKey: string): Promise<EventResult> {
  const expected = await hmacSha256Base64(signatureKey, squareWebhookUrl(config, req.businessId) + req.raw);
  if (!safeEqual(expected, req.header('x-square-hmacsha256-signature') ?? '')) return 'bad_signature';
  const event = readSignedJson(squareEvent, req.raw);
  if (event === 'malformed') return event;
  const seen = { event_id: event.event_id, account: locationId };
  if (event.type !== 'payment.updated') return { ...seen, payment: null };
  const p = squarePayment.safeParse(event.data?.object?.payment);
  if (!p.success) return 'malformed';
  if (p.data.status !== 'COMPLETED' || !p.data.order_id) return { ...seen, payment: null };
  const payment: ProviderPayment = {
    business_id: req.businessId,
    provider: 'square',
    checkout_ref: p.data.order_id,
    charge_ref: p.data.id,
    amount: p.data.amount_money.amount,
    currency: p.data.amount_money.currency,
  };
  return { ...seen, payment };
}

/** LiqPay: a form with data (base64 JSON) and signature = base64(sha1(private + data + private)). */
async function liqpayNotification(req: Incoming, publicKey: string, privateKey: string): Promise<EventResult> {
  const body = await readLiqpayCallback(req.raw, privateKey, liqpayCallbackSchema);
  if (typeof body === 'string') return body;
  if (body.public_key !== publicKey) return 'bad_signature';
  const seen = { event_id: `${body.payment_id ?? body.order_id}:${body.status}`, account: publicKey };
  if (!isPaidStatus(body.status)) return { ...seen, payment: null };
  const currency = body.currency ?? 'UAH';
  const payment: ProviderPayment = {
    business_id: req.businessId,
    provider: 'liqpay',
    checkout_ref: body.order_id,
    charge_ref: body.order_id,
    amount: fromMajor(body.amount ?? 0, currency),
    currency,
  };
  return { ...seen, payment };
}
