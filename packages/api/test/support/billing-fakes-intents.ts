import type { IncomingMessage } from 'node:http';
import type { O } from './billing-fakes';

type Json = (s: number, b: unknown) => void;

/**
 * Stripe's PaymentIntents on the billing fake (billing-fakes.ts): `POST /v1/payment_intents` confirmed off-session
 * with a saved card, as Kairos charges credit bundles. The Idempotency-Key header is honoured like Stripe does (the
 * same key answers the first result again, no second charge). A card ending 0002 is declined (402 card_error with
 * the failed intent). `charges` lists every intent that took money; `failNext` answers the next call with a 500.
 */
export function paymentIntentsFake(w: {
  methods: Map<string, O>;
  next: (prefix: string) => string;
  now: () => number;
  declined: (pmId: string | undefined) => boolean;
}) {
  const byKey = new Map<string, { status: number; body: unknown }>();
  const api = {
    intents: new Map<string, O>(),
    /** Succeeded intents, in order: what Kairos was paid. */
    charges: [] as O[],
    failNext: 0,
  };

  function create(body: O): { status: number; body: unknown } {
    const pm = w.methods.get(String(body.payment_method ?? ''));
    if (!pm || pm.customer !== body.customer) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } } };
    }
    const intent: O = {
      id: w.next('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer,
      payment_method: pm.id,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      off_session: body.off_session === 'true',
      created: w.now(),
    };
    api.intents.set(intent.id, intent);
    if (w.declined(pm.id)) {
      Object.assign(intent, { status: 'requires_payment_method' });
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      return { status: 402, body: { error: { ...error, payment_intent: intent } } };
    }
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    api.charges.push(intent);
    return { status: 200, body: intent };
  }

  /** True when it answered the request. */
  function handle(req: IncomingMessage, path: string, body: O, json: Json): boolean {
    if (!(req.method === 'POST' && path === '/v1/payment_intents')) {
      if (req.method === 'GET' && path.startsWith('/v1/payment_intents/')) {
        const found = api.intents.get(path.split('/')[3] ?? '');
        json(found ? 200 : 404, found ?? { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        return true;
      }
      return false;
    }
    if (api.failNext > 0) {
      api.failNext -= 1;
      json(500, { error: { type: 'api_error', message: 'Fake outage' } });
      return true;
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const answer = (key && byKey.get(key)) || create(body);
    if (key) byKey.set(key, answer);
    json(answer.status, answer.body);
    return true;
  }

  return { api, handle };
}
