import { AppError } from '../core/errors';
import type { Config } from '../core/services';
import { expectOk, providerFetch, refused, unreachable } from './http';
import type { PaymentProvider } from './payment-provider';

/** Square's REST API with plain fetch (no SDK: keeps the Worker small). */
const SQUARE_VERSION = '2025-10-16';

export interface SquareKeys {
  access_token: string;
  location_id: string;
}

function squareFetch(config: Config, keys: SquareKeys, method: string, path: string, body?: unknown) {
  return providerFetch('Square', `${config.providerBases.square}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${keys.access_token}`,
      'square-version': SQUARE_VERSION,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const squareCall = (config: Config, keys: SquareKeys, method: string, path: string, body?: unknown) =>
  squareFetch(config, keys, method, path, body).then((res) => expectOk('Square', res));

export const squareWebhookUrl = (config: Config, businessId: string) => `${config.appUrl}/api/v1/webhooks/square/${businessId}`;

/** The token must read the location it names; a location in another currency cannot take GBP. */
export async function checkSquareKeys(config: Config, keys: SquareKeys): Promise<void> {
  const res = await squareFetch(config, keys, 'GET', `/v2/locations/${encodeURIComponent(keys.location_id)}`);
  // A location this token cannot see (404) is as wrong as a refused token.
  if ([401, 403, 404].includes(res.status)) throw refused('Square');
  expectOk('Square', res);
  const currency = res.body?.location?.currency;
  if (currency && currency !== 'GBP')
    throw new AppError('INTEGRATION_CURRENCY', { provider: 'Square', expected: 'GBP', currency });
}

export function squareProvider(config: Config, keys: SquareKeys): PaymentProvider {
  return {
    name: 'square',
    async startCheckout(r) {
      const res = await squareCall(config, keys, 'POST', '/v2/online-checkout/payment-links', {
        idempotency_key: r.booking_id,
        description: r.description,
        quick_pay: {
          name: r.description,
          price_money: { amount: r.amount, currency: r.currency },
          location_id: keys.location_id,
        },
        checkout_options: { redirect_url: r.success_url },
        pre_populated_data: r.customer_email ? { buyer_email: r.customer_email } : undefined,
        payment_note: r.booking_id,
      });
      const link = res.body?.payment_link;
      if (!link?.order_id || !link.url) throw unreachable('Square');
      // The order is what a payment.updated event and the status check name: it is the checkout's ref.
      return { checkout_ref: String(link.order_id), redirect_url: String(link.url), form: null };
    },
    async checkoutState(orderId) {
      const res = await squareCall(config, keys, 'GET', `/v2/orders/${encodeURIComponent(orderId)}`);
      const order = res.body?.order ?? {};
      const tender = (order.tenders ?? [])[0];
      return {
        paid: order.state === 'COMPLETED' || Boolean(tender?.payment_id),
        charge_ref: tender?.payment_id ?? null,
        amount: Number(order.total_money?.amount ?? 0),
        currency: String(order.total_money?.currency ?? ''),
      };
    },
    async refund(paymentId, amount) {
      await squareCall(config, keys, 'POST', '/v2/refunds', {
        idempotency_key: `refund-${paymentId}-${amount}`,
        payment_id: paymentId,
        amount_money: { amount, currency: 'GBP' },
      });
    },
  };
}
