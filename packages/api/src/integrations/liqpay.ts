import * as z from 'zod';
import { safeEqual } from '../core/crypto';
import type { Config } from '../core/services';
import { readSignedJson, type WebhookRefusal } from '../core/webhooks';
import { fromMajor, toMajor } from '../shared/money';
import { base64ToUtf8, expectOk, providerFetch, refused, sha1Base64, utf8ToBase64 } from './http';
import type { PaymentProvider } from './payment-provider';

/**
 * LiqPay's API 3 with plain fetch (no SDK: keeps the Worker small). Every message is
 * data = base64(JSON) and signature = base64(sha1(private_key + data + private_key)).
 */
export interface LiqpayKeys {
  public_key: string;
  private_key: string;
}

export const liqpaySignature = (privateKey: string, data: string) => sha1Base64(privateKey + data + privateKey);

export async function liqpayEnvelope(keys: LiqpayKeys, params: Record<string, unknown>) {
  const data = utf8ToBase64(JSON.stringify({ public_key: keys.public_key, version: 3, ...params }));
  return { data, signature: await liqpaySignature(keys.private_key, data) };
}

export const liqpayCallbackUrl = (config: Config, businessId: string) => `${config.appUrl}/api/v1/webhooks/liqpay/${businessId}`;

/** An amount as LiqPay writes it (a number of hryvnias, or its decimal text), bounded so fromMajor never throws. */
export const liqpayAmount = z.union([z.number().nonnegative().max(1e9), z.string().regex(/^\d{1,10}(\.\d{1,6})?$/)]);

/** The fields of a LiqPay callback Kairos reads (booking payments and its own subscriptions alike). */
export const liqpayCallbackSchema = z.object({
  public_key: z.string(),
  order_id: z.string().min(1).max(255),
  payment_id: z.union([z.number().int(), z.string().max(255)]).optional(),
  status: z.string().min(1).max(64),
  amount: liqpayAmount.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});

/**
 * A LiqPay callback (a form: data = base64 JSON, signature = base64(sha1(private + data + private))), the signature
 * checked before anything is decoded; then the JSON against `schema`: 'malformed' when it is not what LiqPay sends.
 */
export async function readLiqpayCallback<S extends z.ZodType>(
  raw: string,
  privateKey: string,
  schema: S,
): Promise<z.infer<S> | WebhookRefusal> {
  const form = new URLSearchParams(raw);
  const data = form.get('data') ?? '';
  if (!data || !safeEqual(await liqpaySignature(privateKey, data), form.get('signature') ?? '')) return 'bad_signature';
  let json: string;
  try {
    json = base64ToUtf8(data);
  } catch {
    return 'malformed';
  }
  return readSignedJson(schema, json);
}

/** A paid order: `success`, or `sandbox` for a sandbox key's test payment. */
export const isPaidStatus = (status: unknown) => status === 'success' || status === 'sandbox';

export const isSandbox = (publicKey: string) => publicKey.startsWith('sandbox_');

const PUBLIC_KEY = /^(sandbox_)?i[0-9]{6,20}$/;
const PRIVATE_KEY = /^(sandbox_)?[A-Za-z0-9]{20,64}$/;

/**
 * LiqPay has no call that checks keys without making a payment, so connecting checks what can be checked
 * offline: both keys have LiqPay's shape (public "i" + digits, private 20–64 letters and digits) and are
 * both sandbox or both live; then a test payload is signed, as every real call will be. A wrong private key
 * shows up as LiqPay refusing the first checkout (its page says so to the visitor) — written in the UI too.
 */
export async function checkLiqpayKeys(keys: LiqpayKeys): Promise<void> {
  const shaped = PUBLIC_KEY.test(keys.public_key) && PRIVATE_KEY.test(keys.private_key);
  if (!shaped || isSandbox(keys.public_key) !== keys.private_key.startsWith('sandbox_')) {
    throw refused('LiqPay');
  }
  await liqpayEnvelope(keys, { action: 'status', order_id: 'kairos-connect-check' });
}

async function liqpayRequest(config: Config, keys: LiqpayKeys, params: Record<string, unknown>) {
  const { data, signature } = await liqpayEnvelope(keys, params);
  const res = expectOk(
    'LiqPay',
    await providerFetch('LiqPay', `${config.providerBases.liqpay}/api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data, signature }).toString(),
    }),
  );
  if (res.body?.result === 'error' && res.body?.err_code === 'err_access') throw refused('LiqPay');
  return res.body ?? {};
}

export function liqpayProvider(config: Config, keys: LiqpayKeys, businessId: string): PaymentProvider {
  return {
    name: 'liqpay',
    async startCheckout(r) {
      const { data, signature } = await liqpayEnvelope(keys, {
        action: 'pay',
        amount: toMajor(r.amount, r.currency),
        currency: r.currency,
        description: r.description,
        order_id: r.booking_id,
        language: r.locale,
        result_url: r.success_url,
        server_url: liqpayCallbackUrl(config, businessId),
        ...(isSandbox(keys.public_key) ? { sandbox: 1 } : {}),
      });
      return {
        checkout_ref: r.booking_id,
        redirect_url: null,
        form: { action: `${config.providerBases.liqpay}/api/3/checkout`, fields: { data, signature } },
      };
    },
    async checkoutState(orderId) {
      const body = await liqpayRequest(config, keys, { action: 'status', order_id: orderId });
      const paid = isPaidStatus(body.status);
      const currency = String(body.currency ?? 'UAH');
      // LiqPay refunds by order id: the order is the charge's ref.
      return { paid, charge_ref: paid ? orderId : null, amount: paid ? fromMajor(body.amount ?? 0, currency) : 0, currency };
    },
    async refund(orderId, amount) {
      await liqpayRequest(config, keys, { action: 'refund', order_id: orderId, amount: toMajor(amount, 'UAH') });
    },
  };
}
