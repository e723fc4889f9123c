import { AppError } from '../core/errors';
import type { Config } from '../core/services';
import { providerFetch } from '../integrations/http';
import { type LiqpayKeys, liqpayEnvelope } from '../integrations/liqpay';
import { type PlanId, parsePlanId } from '../shared/billing';
import { toMajor } from '../shared/money';

/**
 * Kairos's own LiqPay account (KAIROS_LIQPAY_PUBLIC_KEY / _PRIVATE_KEY) for owners paying in UAH, after
 * https://www.liqpay.ua/documentation/api/aquiring/subscribe: `subscribe` is a checkout form (LiqPay takes the
 * card and the payments), `unsubscribe` and `subscribe_update` are server calls to /api/request, and every
 * state change comes back as a signed callback to our server_url (webhook-liqpay.ts).
 */
export function kairosLiqpay(config: Config): LiqpayKeys {
  const { liqpayPublicKey, liqpayPrivateKey } = config.billing;
  if (!liqpayPublicKey || !liqpayPrivateKey) throw new AppError('BILLING_UNAVAILABLE');
  return { public_key: liqpayPublicKey, private_key: liqpayPrivateKey };
}

export const liqpayBillingCallbackUrl = (config: Config) => `${config.appUrl}/api/v1/webhooks/liqpay/billing`;

/** Our order id names the business and the plan, so a callback needs nothing else: `<business>.<plan>.<ms>`. */
export const liqpayOrderId = (businessId: string, planId: PlanId, now: Date) => `${businessId}.${planId}.${now.getTime()}`;
export function parseLiqpayOrder(orderId: string): { business_id: string; plan_id: PlanId } | null {
  const [business_id, plan_id] = orderId.split('.');
  if (!business_id || !plan_id || !parsePlanId(plan_id)) return null;
  return { business_id, plan_id: plan_id as PlanId };
}

/** LiqPay's date format: 'YYYY-MM-DD HH:mm:ss' in UTC. */
const liqpayDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export async function liqpaySubscribeForm(
  config: Config,
  p: {
    order_id: string;
    plan_id: PlanId;
    amount: number;
    description: string;
    start: Date;
    result_url: string;
    language: string;
  },
) {
  const keys = kairosLiqpay(config);
  const { data, signature } = await liqpayEnvelope(keys, {
    action: 'subscribe',
    amount: toMajor(p.amount, 'UAH'),
    currency: 'UAH',
    description: p.description,
    order_id: p.order_id,
    subscribe: '1',
    subscribe_date_start: liqpayDate(p.start),
    subscribe_periodicity: parsePlanId(p.plan_id)?.billing === 'annual' ? 'year' : 'month',
    language: p.language,
    result_url: p.result_url,
    server_url: liqpayBillingCallbackUrl(config),
  });
  return { action: `${config.providerBases.liqpay}/api/3/checkout`, fields: { data, signature } };
}

/** A server call (unsubscribe, subscribe_update); anything but result 'ok' → BILLING_PROVIDER_FAILED. */
export async function liqpayBillingRequest(config: Config, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const keys = kairosLiqpay(config);
  const { data, signature } = await liqpayEnvelope(keys, params);
  const res = await providerFetch('LiqPay', `${config.providerBases.liqpay}/api/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data, signature }).toString(),
  }).catch(() => null);
  const body = (res?.body ?? null) as Record<string, unknown> | null;
  if (!res || res.status >= 400 || body?.result !== 'ok') throw new AppError('BILLING_PROVIDER_FAILED');
  return body;
}
