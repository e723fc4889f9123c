import type { IncomingMessage } from 'node:http';
import { LIQPAY_TEST_KEYS, liqpayData, liqpaySign } from './payment-fakes';

/**
 * LiqPay subscriptions for Kairos's own UAH billing (https://www.liqpay.ua/documentation/api/aquiring/subscribe):
 * the 'subscribe' checkout form is kept, 'unsubscribe' and 'subscribe_update' server calls answer ok, and
 * `callback()` plays LiqPay calling our server_url with a signed status ('subscribed', 'success', 'failure',
 * 'unsubscribed'). Orders are keyed by order_id.
 */
export function liqpayFake(deliver: (url: string, init: RequestInit) => Promise<Response>) {
  const orders = new Map<string, Record<string, unknown>>();
  const requests: Record<string, unknown>[] = [];
  let n = 0;
  const decode = (form: Record<string, string>) => {
    const data = form.data ?? '';
    const ok = liqpaySign(LIQPAY_TEST_KEYS.private_key, data) === form.signature;
    return ok ? (JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>) : null;
  };
  return {
    orders,
    requests,
    /** LiqPay's signed callback to the order's server_url. */
    async callback(orderId: string, status: string, extra: Record<string, unknown> = {}): Promise<number> {
      const o = orders.get(orderId);
      if (!o) throw new Error(`no LiqPay order ${orderId}`);
      const body = {
        public_key: LIQPAY_TEST_KEYS.public_key,
        order_id: orderId,
        payment_id: ++n + 1000,
        action: 'subscribe',
        status,
        amount: o.amount,
        currency: o.currency,
        sender_card_mask2: '516875*23',
        sender_card_type: 'mc',
        end_date: Date.now(),
        ...extra,
      };
      const data = liqpayData(body);
      const form = new URLSearchParams({ data, signature: liqpaySign(LIQPAY_TEST_KEYS.private_key, data) }).toString();
      const res = await deliver(String(o.server_url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      return res.status;
    },
    /**
     * Subscription forms and server calls; false for anything else (the booking fakes answer those).
     * The browser's 'subscribe' form gets a checkout page whose "Pay" button plays LiqPay: the signed
     * callbacks ('subscribed', then 'success' unless the first payment starts later) and back to result_url.
     */
    async handle(
      req: IncomingMessage,
      form: Record<string, string>,
      json: (s: number, b: unknown) => void,
      page: (status: number, html: string | null, location?: string) => void,
    ): Promise<boolean> {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const paying = /^\/billing\/liqpay\/pay\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && paying) {
        const id = decodeURIComponent(paying[1] as string);
        const o = orders.get(id);
        if (!o) return false;
        await this.callback(id, 'subscribed');
        const start = Date.parse(`${String(o.subscribe_date_start ?? '').replace(' ', 'T')}Z`);
        if (!(start > Date.now())) await this.callback(id, 'success');
        page(303, null, String(o.result_url ?? '/'));
        return true;
      }
      if (req.method !== 'POST' || (path !== '/api/request' && path !== '/api/3/checkout')) return false;
      const d = decode(form);
      if (!d || !['subscribe', 'unsubscribe', 'subscribe_update'].includes(String(d.action))) return false;
      requests.push(d);
      if (d.action === 'subscribe') {
        orders.set(String(d.order_id), d);
        if (path === '/api/3/checkout') {
          const amount = `${String(d.amount).replace(/[^0-9.]/g, '')} ${String(d.currency).replace(/[^A-Z]/g, '')}`;
          page(
            200,
            `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>LiqPay (fake): subscribe</title><main><h1>LiqPay (fake)</h1><p data-testid="amount">${amount}</p><form method="post" action="/billing/liqpay/pay/${encodeURIComponent(String(d.order_id))}"><button type="submit">Pay</button></form></main>`,
          );
        } else json(200, { result: 'ok', status: 'wait_accept', order_id: d.order_id });
        return true;
      }
      const o = orders.get(String(d.order_id));
      if (!o) {
        json(200, { result: 'error', err_code: 'payment_not_found' });
        return true;
      }
      if (d.action === 'subscribe_update') Object.assign(o, { amount: d.amount, description: d.description });
      json(200, { result: 'ok', status: d.action === 'unsubscribe' ? 'unsubscribed' : 'subscribed', order_id: d.order_id });
      return true;
    },
  };
}
