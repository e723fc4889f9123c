import type { Db } from '@kairos/db';
import Stripe from 'stripe';
import type { ProviderPayment } from '../booking/settle';
import { safeEqual } from '../core/crypto';
import type { Config } from '../core/services';
import type { ProviderName } from '../shared/booking-schemas';
import { fromMajor } from '../shared/money';
import { base64ToUtf8, hmacSha256Base64 } from './http';
import { isPaidStatus, liqpaySignature } from './liqpay';
import { squareWebhookUrl } from './square';
import { loadConnection } from './store';
import { stripeClient } from './stripe';

/** A provider's notification, signature checked: its id (for provider_events) and the payment it reports, if any. */
export interface VerifiedEvent {
  event_id: string;
  payment: ProviderPayment | null;
}

export type EventResult = VerifiedEvent | 'not_found' | 'bad_signature';

interface Incoming {
  businessId: string;
  raw: string;
  header: (name: string) => string | undefined;
}

/** Checks a webhook against the business's stored keys and reads it; never trusts a field before the signature. */
export async function readProviderEvent(db: Db, config: Config, provider: ProviderName, req: Incoming): Promise<EventResult> {
  const connection = await loadConnection(db, config, req.businessId, provider).catch(() => null);
  if (!connection) return 'not_found';
  try {
    if (connection.provider === 'stripe')
      return await stripeEvent(config, req, connection.secrets as { secret_key: string; webhook_secret: string });
    if (connection.provider === 'square')
      return await squareEvent(config, req, (connection.secrets as { signature_key: string }).signature_key);
    return await liqpayEvent(req, connection.public_key ?? '', (connection.secrets as { private_key: string }).private_key);
  } catch {
    return 'bad_signature';
  }
}

async function stripeEvent(
  config: Config,
  req: Incoming,
  keys: { secret_key: string; webhook_secret: string },
): Promise<EventResult> {
  const stripe = stripeClient(config, keys.secret_key);
  const event = await stripe.webhooks.constructEventAsync(
    req.raw,
    req.header('stripe-signature') ?? '',
    keys.webhook_secret,
    undefined,
    Stripe.createSubtleCryptoProvider(),
  );
  if (event.type !== 'checkout.session.completed') return { event_id: event.id, payment: null };
  const s = event.data.object;
  const charge = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
  if (s.payment_status !== 'paid' || !charge) return { event_id: event.id, payment: null };
  const payment: ProviderPayment = {
    business_id: req.businessId,
    provider: 'stripe',
    checkout_ref: s.id,
    charge_ref: charge,
    amount: s.amount_total ?? 0,
    currency: (s.currency ?? '').toUpperCase(),
  };
  return { event_id: event.id, payment };
}

/** Square: base64 HMAC-SHA256 of the notification URL + body with the subscription's signature key. */
async function squareEvent(config: Config, req: Incoming, signatureKey: string): Promise<EventResult> {
  const expected = await hmacSha256Base64(signatureKey, squareWebhookUrl(config, req.businessId) + req.raw);
  if (!safeEqual(expected, req.header('x-square-hmacsha256-signature') ?? '')) return 'bad_signature';
  const event = JSON.parse(req.raw);
  const p = event?.data?.object?.payment;
  const eventId = String(event?.event_id ?? '');
  if (!eventId) return 'bad_signature';
  if (event.type !== 'payment.updated' || p?.status !== 'COMPLETED' || !p.order_id) return { event_id: eventId, payment: null };
  const payment: ProviderPayment = {
    business_id: req.businessId,
    provider: 'square',
    checkout_ref: String(p.order_id),
    charge_ref: String(p.id),
    amount: Number(p.amount_money?.amount ?? 0),
    currency: String(p.amount_money?.currency ?? ''),
  };
  return { event_id: eventId, payment };
}

/** LiqPay: a form with data (base64 JSON) and signature = base64(sha1(private + data + private)). */
async function liqpayEvent(req: Incoming, publicKey: string, privateKey: string): Promise<EventResult> {
  const form = new URLSearchParams(req.raw);
  const data = form.get('data') ?? '';
  const expected = await liqpaySignature(privateKey, data);
  if (!data || !safeEqual(expected, form.get('signature') ?? '')) return 'bad_signature';
  const body = JSON.parse(base64ToUtf8(data));
  if (body.public_key !== publicKey || !body.order_id) return 'bad_signature';
  const eventId = `${body.payment_id ?? body.order_id}:${body.status}`;
  if (!isPaidStatus(body.status)) return { event_id: eventId, payment: null };
  const currency = String(body.currency ?? 'UAH');
  const payment: ProviderPayment = {
    business_id: req.businessId,
    provider: 'liqpay',
    checkout_ref: String(body.order_id),
    charge_ref: String(body.order_id),
    amount: fromMajor(body.amount ?? 0, currency),
    currency,
  };
  return { event_id: eventId, payment };
}
