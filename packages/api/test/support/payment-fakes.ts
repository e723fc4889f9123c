import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { toMajor } from '../../src/shared/money';
import { billingFake } from './billing-fakes';
import { handlePages } from './payment-fakes-pages';

export interface PaymentRequest {
  method: string;
  path: string;
  auth: string;
  /** Form fields (Stripe, LiqPay's decoded data) or JSON (Square). */
  body: Record<string, unknown>;
}

interface Checkout {
  provider: 'stripe' | 'square' | 'liqpay';
  id: string;
  amount: number;
  currency: string;
  paid: boolean;
  success_url: string;
  /** Stripe: the key it was made with; Square: the location; LiqPay: the public key. */
  owner: string;
  order_id?: string;
  server_url?: string;
}

/** Stripe's webhook signature: t=<unix>,v1=HMAC-SHA256(secret, `${t}.${payload}`), at `at` (the app checks it is fresh). */
export const stripeSignature = (payload: string, secret: string, at: Date) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
export const squareSignature = (key: string, url: string, body: string) =>
  createHmac('sha256', key)
    .update(url + body)
    .digest('base64');
export const liqpaySign = (priv: string, data: string) =>
  createHash('sha1')
    .update(priv + data + priv)
    .digest('base64');
export const liqpayData = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');

/** Keys the fake LiqPay knows (LiqPay issues both keys, so it can sign its callbacks). */
export const LIQPAY_TEST_KEYS = { public_key: 'sandbox_i00000000001', private_key: 'sandbox_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8' };

/**
 * Local fakes of Stripe's, Square's and LiqPay's HTTP APIs (enough for connecting, checkout, status and refunds),
 * recording every request. A key or token containing "bad" is refused (401). `pay(id)` plays the visitor paying:
 * the checkout turns paid and the signed webhook goes to the app through `deliver` (fetch by default; unit tests
 * point it at the in-process app). GET /pay/{id} is the same as a page with a "Pay" button (browser tests).
 */
export async function startPaymentFakes(options: { port?: number; unref?: boolean } = {}) {
  const requests: PaymentRequest[] = [];
  const checkouts = new Map<string, Checkout>();
  const stripeEndpoints = new Map<string, { id: string; url: string; secret: string }>();
  const squareSubscriptions = new Map<string, { url: string; key: string }>();
  const liqpayKeys = new Map([[LIQPAY_TEST_KEYS.public_key, LIQPAY_TEST_KEYS.private_key]]);
  let n = 0;
  let base = '';
  const fake = {
    url: '',
    requests,
    checkouts,
    /** The time webhooks are signed at: the app's clock (paymentsHarness sets the test's). */
    clock: () => new Date(),
    /** How a webhook reaches the app. */
    deliver: (url: string, init: RequestInit): Promise<Response> => fetch(url, init),
    /** Square sends notifications to a subscription set up in its dashboard: the test says where and with which key. */
    squareSubscribe: (locationId: string, url: string, key: string) => squareSubscriptions.set(locationId, { url, key }),
    liqpayAccount: (pub: string, priv: string) => liqpayKeys.set(pub, priv),
    stripeEndpoint: (secretKey: string) => stripeEndpoints.get(secretKey),
    pay,
    /** Kairos's own billing (billing-fakes.ts): Stripe Billing and LiqPay subscriptions. */
    billing: undefined as unknown as ReturnType<typeof billingFake>['api'],
    close: () => new Promise<void>((r) => server.close(() => r())),
  };

  const billing = billingFake(
    () => base,
    () => fake.deliver,
  );
  fake.billing = billing.api;

  async function pay(id: string): Promise<{ redirect: string; webhook: number | null }> {
    const c = checkouts.get(id);
    if (!c) throw new Error(`no checkout ${id}`);
    c.paid = true;
    const sent = await webhookFor(c);
    const status = sent ? (await fake.deliver(sent.url, sent.init)).status : null;
    return { redirect: c.success_url, webhook: status };
  }

  function webhookFor(c: Checkout): { url: string; init: RequestInit } | null {
    if (c.provider === 'stripe') {
      const endpoint = stripeEndpoints.get(c.owner);
      if (!endpoint) return null;
      const payload = JSON.stringify({
        id: `evt_${++n}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: stripeSession(c) },
      });
      const headers = {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, endpoint.secret, fake.clock()),
      };
      return { url: endpoint.url, init: { method: 'POST', headers, body: payload } };
    }
    if (c.provider === 'square') {
      const sub = squareSubscriptions.get(c.owner);
      if (!sub) return null;
      const payment = {
        id: `pay_${c.id}`,
        order_id: c.order_id,
        status: 'COMPLETED',
        amount_money: { amount: c.amount, currency: c.currency },
      };
      const body = JSON.stringify({
        event_id: `sqevt_${++n}`,
        type: 'payment.updated',
        data: { type: 'payment', object: { payment } },
      });
      const headers = {
        'content-type': 'application/json',
        'x-square-hmacsha256-signature': squareSignature(sub.key, sub.url, body),
      };
      return { url: sub.url, init: { method: 'POST', headers, body } };
    }
    const priv = liqpayKeys.get(c.owner);
    if (!priv || !c.server_url) return null;
    const data = liqpayData(liqpayStatus(c));
    const body = new URLSearchParams({ data, signature: liqpaySign(priv, data) }).toString();
    return {
      url: c.server_url,
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
    };
  }

  const stripeSession = (c: Checkout) => ({
    id: c.id,
    object: 'checkout.session',
    url: `${base}/pay/${c.id}`,
    payment_status: c.paid ? 'paid' : 'unpaid',
    status: c.paid ? 'complete' : 'open',
    amount_total: c.amount,
    currency: c.currency.toLowerCase(),
    payment_intent: c.paid ? { id: `pi_${c.id}`, object: 'payment_intent' } : null,
  });

  const liqpayStatus = (c: Checkout) => ({
    result: 'ok',
    public_key: c.owner,
    order_id: c.id,
    payment_id: Number(c.id.replace(/\D/g, '')) || 1,
    status: c.paid ? 'sandbox' : 'wait_accept',
    amount: Number(toMajor(c.amount, c.currency)),
    currency: c.currency,
  });

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      handle(req, res, raw).catch((e) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: String(e) }));
      });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = (req.url ?? '').split('?')[0] as string;
    const auth = String(req.headers.authorization ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
      res.end(JSON.stringify(body));
    };
    const form = Object.fromEntries(new URLSearchParams(raw));
    const body: Record<string, unknown> = req.headers['content-type']?.includes('json') && raw ? JSON.parse(raw) : form;
    requests.push({ method: req.method ?? '', path, auth, body });
    const route = `${req.method} ${path}`;
    const refusedKey = auth.includes('bad');
    if (await billing.handle(req, res, form, json)) return;
    // Stripe (form-encoded, as the SDK sends them).
    if (path.startsWith('/v1/')) {
      if (refusedKey) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const key = auth.replace(/^Bearer /, '');
      if (route === 'GET /v1/balance') return json(200, { object: 'balance', available: [], pending: [] });
      if (route === 'POST /v1/webhook_endpoints') {
        const endpoint = { id: `we_${++n}`, url: String(form.url), secret: `whsec_fake${n}` };
        stripeEndpoints.set(key, endpoint);
        return json(200, { ...endpoint, object: 'webhook_endpoint', enabled_events: ['checkout.session.completed'] });
      }
      if (req.method === 'DELETE' && path.startsWith('/v1/webhook_endpoints/')) {
        stripeEndpoints.delete(key);
        return json(200, { id: path.split('/').pop(), object: 'webhook_endpoint', deleted: true });
      }
      if (route === 'POST /v1/checkout/sessions') {
        const c: Checkout = {
          provider: 'stripe',
          id: `cs_test_${++n}`,
          amount: Number(form['line_items[0][price_data][unit_amount]']),
          currency: String(form['line_items[0][price_data][currency]']).toUpperCase(),
          paid: false,
          success_url: String(form.success_url),
          owner: key,
        };
        checkouts.set(c.id, c);
        return json(200, stripeSession(c));
      }
      const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && session) {
        const c = checkouts.get(session[1] as string);
        return c
          ? json(200, stripeSession(c))
          : json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      if (route === 'POST /v1/refunds')
        return json(200, {
          id: `re_${++n}`,
          object: 'refund',
          amount: Number(form.amount),
          payment_intent: form.payment_intent,
          status: 'succeeded',
        });
      return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } });
    }
    // Square (JSON).
    if (path.startsWith('/v2/')) {
      if (refusedKey) return json(401, { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED' }] });
      const location = path.match(/^\/v2\/locations\/([^/]+)$/);
      if (location) {
        const id = decodeURIComponent(location[1] as string);
        if (id.includes('MISSING')) return json(404, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] });
        return json(200, { location: { id, currency: id.includes('USD') ? 'USD' : 'GBP', status: 'ACTIVE' } });
      }
      if (route === 'POST /v2/online-checkout/payment-links') {
        const q = body.quick_pay as { price_money: { amount: number; currency: string }; location_id: string };
        const id = `sq_${++n}`;
        const c: Checkout = {
          provider: 'square',
          id,
          order_id: `order_${id}`,
          amount: q.price_money.amount,
          currency: q.price_money.currency,
          paid: false,
          success_url: String((body.checkout_options as { redirect_url?: string })?.redirect_url ?? ''),
          owner: q.location_id,
        };
        checkouts.set(id, c);
        return json(200, { payment_link: { id: `pl_${id}`, url: `${base}/pay/${id}`, order_id: c.order_id } });
      }
      const order = path.match(/^\/v2\/orders\/([^/]+)$/);
      if (order) {
        const c = [...checkouts.values()].find((x) => x.order_id === order[1]);
        if (!c) return json(404, { errors: [{ code: 'NOT_FOUND' }] });
        const tenders = c.paid ? [{ id: `t_${c.id}`, payment_id: `pay_${c.id}` }] : [];
        return json(200, {
          order: {
            id: c.order_id,
            state: c.paid ? 'COMPLETED' : 'OPEN',
            tenders,
            total_money: { amount: c.amount, currency: c.currency },
          },
        });
      }
      if (route === 'POST /v2/refunds')
        return json(200, { refund: { id: `rf_${++n}`, status: 'PENDING', payment_id: body.payment_id } });
      return json(404, { errors: [{ code: 'NOT_FOUND' }] });
    }
    return handlePages({ req, res, path, form, checkouts, liqpayKeys, base, pay, json });
  }

  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', r));
  if (options.unref) server.unref();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}

export type PaymentFakes = Awaited<ReturnType<typeof startPaymentFakes>>;
export type { Checkout as FakeCheckout };
