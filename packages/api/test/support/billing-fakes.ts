import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { paymentIntentsFake } from './billing-fakes-intents';
import { liqpayFake } from './billing-fakes-liqpay';
import { nested, subscriptionRoutes } from './billing-fakes-subscriptions';

/**
 * A local fake of Stripe Billing for Kairos's own account (customers, setup-mode Checkout, payment methods, prices
 * by lookup_key, coupons, subscriptions and items, invoices), mounted by payment-fakes.ts before its other routes.
 * Events queue up and reach the app at `webhookUrl` signed with BILLING_WEBHOOK_SECRET when the test calls
 * `flush()` (or at once with `autoFlush`, what the browser tests use). `clock` is the provider's time (tests: the
 * harness clock). A card whose last4 is '0002' is declined.
 */
export const BILLING_STRIPE_KEY = 'sk_test_kairos_billing_0001';
export const BILLING_WEBHOOK_SECRET = 'whsec_kairos_billing_fake';

// biome-ignore lint/suspicious/noExplicitAny: Stripe's JSON, built loosely
export type O = Record<string, any>;

export const PERIOD = { month: 30 * 86_400, year: 365 * 86_400 } as const;

export function billingFake(getBase: () => string, deliver: () => (url: string, init: RequestInit) => Promise<Response>) {
  let n = 0;
  const next = (p: string) => `${p}_${++n}`;
  const customers = new Map<string, O>();
  const methods = new Map<string, O>();
  const sessions = new Map<string, O>();
  const intents = new Map<string, O>();
  const prices = new Map<string, O>();
  const coupons = new Map<string, O>();
  const subs = new Map<string, O>();
  const invoices = new Map<string, O>();
  const queue: string[] = [];
  const api = {
    webhookUrl: process.env.BILLING_WEBHOOK_URL ?? 'http://localhost/api/v1/webhooks/stripe/billing',
    autoFlush: Boolean(process.env.BILLING_WEBHOOK_URL),
    clock: () => new Date(),
    customers,
    methods,
    subs,
    invoices,
    prices,
    coupons,
    sent: [] as string[],
    liqpay: liqpayFake((url, init) => deliver()(url, init)),
    /** Off-session charges of credit bundles (billing-fakes-intents.ts). */
    paymentIntents: undefined as unknown as ReturnType<typeof paymentIntentsFake>['api'],
    /** Delivers queued events in order; returns their HTTP statuses. */
    async flush(): Promise<number[]> {
      const statuses: number[] = [];
      while (queue.length) statuses.push(await send(queue.shift() as string));
      return statuses;
    },
    /** The last event queued or sent of a type (to replay it, or to send it late). */
    events: [] as O[],
    send,
    /** The visitor finishing the setup page: a card saved on the session's customer. */
    completeSetup,
    /** The period ends: Stripe charges the next one (or cancels, or fails). */
    renew,
  };
  const now = () => Math.floor(api.clock().getTime() / 1000);
  const paymentIntents = paymentIntentsFake({ methods, next, now, declined: (pm) => declined(pm) });
  api.paymentIntents = paymentIntents.api;

  function event(type: string, object: O) {
    const e = { id: next('evt'), object: 'event', type, created: now(), data: { object: structuredClone(object) } };
    api.events.push(e);
    queue.push(JSON.stringify(e));
    if (api.autoFlush) setTimeout(() => void api.flush(), 10);
  }

  async function send(payload: string): Promise<number> {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: BILLING_WEBHOOK_SECRET, timestamp: now() });
    api.sent.push(payload);
    const res = await deliver()(api.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return res.status;
  }

  function completeSetup(sessionId: string, card: { last4?: string; brand?: string } = {}) {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no setup session ${sessionId}`);
    const pm = { id: next('pm'), object: 'payment_method', customer: s.customer, type: 'card' };
    Object.assign(pm, { card: { brand: card.brand ?? 'visa', last4: card.last4 ?? '4242', exp_month: 12, exp_year: 2030 } });
    methods.set(pm.id, pm);
    const si = { id: next('seti'), object: 'setup_intent', status: 'succeeded', customer: s.customer, payment_method: pm.id };
    intents.set(si.id, si);
    Object.assign(s, { status: 'complete', setup_intent: si.id });
    event('checkout.session.completed', s);
    return { pm: pm.id, redirect: String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id) };
  }

  const priceOf = (id: string) => prices.get(id) as O;
  const interval = (sub: O) => (priceOf(sub.items.data[0].price.id).recurring.interval as 'month' | 'year') ?? 'month';

  /** The coupon's cut of an amount, for the invoices that it still applies to. */
  function discountFor(sub: O, amount: number): number {
    const c = sub.coupon ? coupons.get(sub.coupon) : null;
    if (!c) return 0;
    const uses = sub.coupon_uses ?? 0;
    if (c.duration === 'once' && uses >= 1) return 0;
    if (c.duration === 'repeating' && uses >= Number(c.duration_in_months)) return 0;
    sub.coupon_uses = uses + 1;
    if (c.percent_off) return Math.round((amount * Number(c.percent_off)) / 100);
    return Math.min(amount, Number(c.amount_off));
  }

  function declined(pmId: string | undefined) {
    return methods.get(pmId ?? '')?.card?.last4 === '0002';
  }

  /** An invoice over lines; paid unless the card declines. */
  function invoice(sub: O, lines: O[], reason: string, discount = true) {
    const subtotal = lines.reduce((a, l) => a + l.amount, 0);
    const off = discount ? discountFor(sub, subtotal) : 0;
    const pm = sub.default_payment_method ?? customers.get(sub.customer)?.invoice_settings?.default_payment_method;
    const paid = !declined(pm);
    const inv = {
      id: next('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: priceOf(sub.items.data[0].price.id).currency,
      subtotal,
      total: subtotal - off,
      amount_due: subtotal - off,
      amount_paid: paid ? subtotal - off : 0,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      lines: { object: 'list', data: lines },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
    };
    invoices.set(inv.id, inv);
    sub.latest_invoice = inv.id;
    return inv;
  }

  const line = (item: O, start: number, end: number, amount?: number) => ({
    amount: amount ?? priceOf(item.price.id).unit_amount,
    metadata: { ...item.metadata },
    period: { start, end },
  });

  function setPeriod(sub: O, start: number, end: number) {
    for (const item of sub.items.data) Object.assign(item, { current_period_start: start, current_period_end: end });
  }

  function renew(subId: string, o: { fail?: boolean } = {}) {
    const sub = subs.get(subId) as O;
    const end = sub.items.data[0].current_period_end as number;
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', ended_at: end });
      event('customer.subscription.deleted', sub);
      return null;
    }
    const nextEnd = end + PERIOD[interval(sub)];
    setPeriod(sub, end, nextEnd);
    const inv = invoice(
      sub,
      sub.items.data.map((i: O) => line(i, end, nextEnd)),
      'subscription_cycle',
    );
    const failed = o.fail || inv.status !== 'paid';
    if (failed) Object.assign(inv, { status: 'open', amount_paid: 0 });
    sub.status = failed ? 'past_due' : 'active';
    event(failed ? 'invoice.payment_failed' : 'invoice.paid', inv);
    event('customer.subscription.updated', sub);
    return inv;
  }

  const reply = (json: (s: number, b: unknown) => void, status: number, body: unknown) => {
    json(status, body);
    return true;
  };
  const fail = (json: (s: number, b: unknown) => void, status: number, type: string, message: string, code?: string) =>
    reply(json, status, { error: { type, message, ...(code ? { code } : {}) } });

  const present = (sub: O, expand: unknown) => {
    const out = structuredClone(sub);
    delete out.coupon_uses;
    if (JSON.stringify(expand ?? '').includes('latest_invoice') && sub.latest_invoice) {
      out.latest_invoice = invoices.get(sub.latest_invoice);
    }
    return out;
  };

  /** Routes Kairos's billing uses; false when the request is not one of them. */
  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    form: Record<string, string>,
    json: (s: number, b: unknown) => void,
  ) {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const auth = String(req.headers.authorization ?? '');
    const route = `${req.method} ${path}`;
    const last = path.split('/').pop() as string;
    if (req.method === 'GET' && path.startsWith('/billing/setup/') && sessions.has(last)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><meta name="viewport" content="width=device-width"><title>Stripe (fake): add a card</title><form method="post"><p>Card 4242 4242 4242 4242</p><button>Save card</button></form>`,
      );
      return true;
    }
    if (req.method === 'POST' && path.startsWith('/billing/setup/')) {
      const done = completeSetup(path.split('/').pop() as string);
      res.writeHead(303, { location: done.redirect });
      res.end();
      return true;
    }
    const page = (status: number, html: string | null, location?: string) => {
      res.writeHead(status, html === null ? { location: location ?? '/' } : { 'content-type': 'text/html; charset=utf-8' });
      res.end(html ?? undefined);
    };
    if (await api.liqpay.handle(req, form, json, page)) return true;
    if (!path.startsWith('/v1/') || !auth.includes(BILLING_STRIPE_KEY)) return false;
    const body = nested({ ...Object.fromEntries(url.searchParams), ...form });
    const id = path.split('/')[3] ?? '';
    if (route === 'POST /v1/customers') {
      const c = { id: next('cus'), object: 'customer', email: body.email, metadata: body.metadata ?? {}, invoice_settings: {} };
      customers.set(c.id, c);
      return reply(json, 200, c);
    }
    if (req.method === 'POST' && path.startsWith('/v1/customers/')) {
      const c = customers.get(id);
      if (!c) return fail(json, 404, 'invalid_request_error', 'No such customer');
      if (body.invoice_settings) c.invoice_settings = { ...c.invoice_settings, ...body.invoice_settings };
      return reply(json, 200, c);
    }
    if (route === 'POST /v1/checkout/sessions' && body.mode === 'setup') {
      const s = { id: next('cs_setup'), object: 'checkout.session', mode: 'setup', status: 'open', customer: body.customer };
      Object.assign(s, { success_url: body.success_url, cancel_url: body.cancel_url, metadata: body.metadata ?? {} });
      Object.assign(s, { url: `${getBase()}/billing/setup/${s.id}`, setup_intent: null });
      sessions.set(s.id, s);
      return reply(json, 200, s);
    }
    const sessionId = path.split('/')[4] ?? '';
    if (req.method === 'GET' && path.startsWith('/v1/checkout/sessions/') && sessions.has(sessionId)) {
      const s = structuredClone(sessions.get(sessionId) as O);
      if (s.setup_intent && JSON.stringify(body.expand ?? '').includes('setup_intent'))
        s.setup_intent = intents.get(s.setup_intent);
      return reply(json, 200, s);
    }
    if (req.method === 'GET' && path.startsWith('/v1/setup_intents/')) return reply(json, 200, intents.get(id));
    if (path.startsWith('/v1/payment_methods/')) {
      const pm = methods.get(id);
      if (!pm) return fail(json, 404, 'invalid_request_error', 'No such payment method');
      if (path.endsWith('/detach')) pm.customer = null;
      return reply(json, 200, pm);
    }
    if (route === 'GET /v1/prices') {
      const keys = ([] as string[]).concat(body.lookup_keys ?? []);
      return reply(json, 200, { object: 'list', data: [...prices.values()].filter((p) => keys.includes(p.lookup_key)) });
    }
    if (route === 'POST /v1/prices') {
      const p = { id: next('price'), object: 'price', ...body, unit_amount: Number(body.unit_amount) };
      prices.set(p.id, p);
      return reply(json, 200, p);
    }
    if (req.method === 'GET' && path.startsWith('/v1/coupons/')) {
      const c = coupons.get(decodeURIComponent(id));
      return c ? reply(json, 200, c) : fail(json, 404, 'invalid_request_error', 'No such coupon');
    }
    if (route === 'POST /v1/coupons') {
      const c = { object: 'coupon', ...body };
      coupons.set(String(body.id), c);
      return reply(json, 200, c);
    }
    if (paymentIntents.handle(req, path, body, json)) return true;
    return subscriptionsRoute(req.method ?? '', path, id, body, json);
  }

  const subscriptionsRoute = subscriptionRoutes({
    subs,
    priceOf,
    event,
    invoice,
    line,
    setPeriod,
    declined,
    now,
    next,
    present,
    reply,
    fail,
    interval,
  });

  return { api, handle };
}

export type BillingFake = ReturnType<typeof billingFake>['api'];
