import { type O, PERIOD } from './billing-fakes';

type Json = (s: number, b: unknown) => void;

/** Stripe's form encoding (`items[0][price]`, `metadata[plan_id]`) back to objects; arrays from numeric keys. */
export function nested(form: Record<string, string>): O {
  const out: O = {};
  for (const [key, value] of Object.entries(form)) {
    const parts = key.replace(/\]/g, '').split('[');
    let cur = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) cur[p] = value;
      else cur = cur[p] ??= {};
    });
  }
  const arrays = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const o = v as O;
    const keys = Object.keys(o);
    if (keys.length && keys.every((k) => /^\d+$/.test(k))) return keys.map((k) => arrays(o[k]));
    for (const k of keys) o[k] = arrays(o[k]);
    return o;
  };
  return arrays(out) as O;
}

/** What the subscription routes share with the rest of the billing fake (billing-fakes.ts). */
export interface SubscriptionWorld {
  subs: Map<string, O>;
  priceOf: (id: string) => O;
  event: (type: string, object: O) => void;
  invoice: (sub: O, lines: O[], reason: string, discount?: boolean) => O;
  line: (item: O, start: number, end: number, amount?: number) => O;
  setPeriod: (sub: O, start: number, end: number) => void;
  declined: (pmId: string | undefined) => boolean;
  now: () => number;
  next: (prefix: string) => string;
  present: (sub: O, expand: unknown) => O;
  reply: (json: Json, status: number, body: unknown) => boolean;
  fail: (json: Json, status: number, type: string, message: string, code?: string) => boolean;
  interval: (sub: O) => 'month' | 'year';
}

/** Stripe's subscriptions and subscription items: create (trial or charged now), update (price, proration, trial_end, cancel_at_period_end), cancel. */
export function subscriptionRoutes(w: SubscriptionWorld) {
  const { subs, priceOf, event, invoice, line, setPeriod, declined, now, next, present, reply, fail, interval } = w;

  function handleSubscriptions(method: string, path: string, id: string, body: O, json: (s: number, b: unknown) => void) {
    if (method === 'POST' && path === '/v1/subscriptions') {
      const t = now();
      const trialEnd = body.trial_end ? Number(body.trial_end) : null;
      const sub: O = { id: next('sub'), object: 'subscription', customer: body.customer, metadata: body.metadata ?? {} };
      const items = (body.items as O[]).map((i) => ({
        id: next('si'),
        object: 'subscription_item',
        price: priceOf(i.price),
        metadata: i.metadata ?? {},
      }));
      Object.assign(sub, {
        items: { object: 'list', data: items },
        cancel_at_period_end: false,
        default_payment_method: body.default_payment_method,
      });
      sub.coupon = body.discounts?.[0]?.coupon ?? null;
      if (!trialEnd && declined(sub.default_payment_method))
        return fail(json, 402, 'card_error', 'Your card was declined.', 'card_declined');
      subs.set(sub.id, sub);
      const end = trialEnd ?? t + PERIOD[interval(sub)];
      setPeriod(sub, t, end);
      sub.status = trialEnd ? 'trialing' : 'active';
      event('customer.subscription.created', sub);
      if (!trialEnd)
        event(
          'invoice.paid',
          invoice(
            sub,
            items.map((i) => line(i, t, end)),
            'subscription_create',
          ),
        );
      return reply(json, 200, present(sub, body.expand));
    }
    const sub = subs.get(id);
    if (path.startsWith('/v1/subscriptions/') && !sub) return fail(json, 404, 'invalid_request_error', 'No such subscription');
    if (method === 'GET' && sub) return reply(json, 200, present(sub, body.expand));
    if (method === 'DELETE' && sub) {
      Object.assign(sub, { status: 'canceled', ended_at: now() });
      event('customer.subscription.deleted', sub);
      return reply(json, 200, present(sub, null));
    }
    if (method === 'POST' && sub) return updateSubscription(sub, body, json);
    if (method === 'POST' && path === '/v1/subscription_items') return addItem(body, json);
    if (method === 'DELETE' && path.startsWith('/v1/subscription_items/')) {
      const owner = [...subs.values()].find((s) => s.items.data.some((i: O) => i.id === id));
      if (owner) owner.items.data = owner.items.data.filter((i: O) => i.id !== id);
      return reply(json, 200, { id, object: 'subscription_item', deleted: true });
    }
    return false;
  }

  /** Prorated amount of a price for the rest of the period (seconds), rounded. */
  const prorate = (sub: O, amount: number) => {
    const item = sub.items.data[0];
    const total = item.current_period_end - item.current_period_start;
    return Math.round((amount * Math.max(0, item.current_period_end - now())) / total);
  };

  function updateSubscription(sub: O, body: O, json: (s: number, b: unknown) => void) {
    if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
    if (body.metadata) sub.metadata = { ...sub.metadata, ...body.metadata };
    if (body.items) {
      const change = body.items[0] as O;
      const item = sub.items.data.find((i: O) => i.id === change.id);
      const before = priceOf(item.price.id).unit_amount;
      const after = priceOf(change.price).unit_amount;
      if (body.proration_behavior === 'always_invoice' && after > before) {
        const amount = prorate(sub, after - before);
        const end = item.current_period_end;
        const inv = invoice(
          sub,
          [{ amount, metadata: change.metadata ?? {}, period: { start: now(), end } }],
          'subscription_update',
          false,
        );
        if (inv.status !== 'paid') return fail(json, 402, 'card_error', 'Your card was declined.', 'card_declined');
        event('invoice.paid', inv);
      }
      Object.assign(item, { price: priceOf(change.price), metadata: change.metadata ?? item.metadata });
    }
    if (body.trial_end) {
      sub.status = 'trialing';
      setPeriod(sub, sub.items.data[0].current_period_start, Number(body.trial_end));
    }
    event('customer.subscription.updated', sub);
    return reply(json, 200, present(sub, body.expand));
  }

  function addItem(body: O, json: (s: number, b: unknown) => void) {
    const sub = subs.get(body.subscription) as O;
    const first = sub.items.data[0];
    const item = { id: next('si'), object: 'subscription_item', price: priceOf(body.price), metadata: body.metadata ?? {} };
    Object.assign(item, { current_period_start: first.current_period_start, current_period_end: first.current_period_end });
    if (sub.status !== 'trialing') {
      const amount = prorate(sub, priceOf(body.price).unit_amount);
      const inv = invoice(
        sub,
        [{ amount, metadata: item.metadata, period: { start: now(), end: first.current_period_end } }],
        'subscription_update',
        false,
      );
      if (inv.status !== 'paid') return fail(json, 402, 'card_error', 'Your card was declined.', 'card_declined');
      event('invoice.paid', inv);
    }
    sub.items.data.push(item);
    return reply(json, 200, item);
  }

  return handleSubscriptions;
}
