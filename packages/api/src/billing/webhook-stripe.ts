import { type Db, subscriptions } from '@kairos/db';
import { PROVIDER_STATUSES } from '@kairos/db/enums';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { SubscriptionRow } from '../core/context';
import type { WebhookRefused } from '../core/webhooks';
import { readStripeEvent } from '../integrations/stripe';
import type { JobDeps } from '../jobs/types';
import { applyEventOnce, type Charge, failedStatements, type ProviderEvent, stateStatement } from './apply';
import { storeStripeCard } from './card-store';
import { afterFailed, afterPaid } from './effects';
import { kairosStripe } from './stripe-billing';

/* Stripe objects as they arrive in events, read loosely: only what Kairos uses. */
type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' && v && 'id' in v ? String((v as Obj).id) : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** Unix seconds → an instant; null when absent or outside what a date column can hold. */
const date = (v: unknown) =>
  Number.isSafeInteger(v) && Math.abs(v as number) <= MAX_UNIX ? new Date((v as number) * 1000) : null;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
/** 9999-12-31T23:59:59Z. */
const MAX_UNIX = 253_402_300_799;

/**
 * The event as Stripe sends it, as far as Kairos reads it: an id, a type, when it happened (`created`: the order
 * of state events) and its object. A signed event without them is malformed (400), never a 500 and its retry.
 */
const billingEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().min(0).max(MAX_UNIX),
  data: z.object({ object: z.looseObject({}) }),
});

export type WebhookAnswer = { status: 200; duplicate: boolean } | WebhookRefused;

/**
 * POST /api/v1/webhooks/stripe/billing: Kairos's own Stripe account. The signature is checked on the raw body
 * (KAIROS_STRIPE_WEBHOOK_SECRET, its timestamp within the webhook tolerance) before anything is read; then the
 * event's shape, then each event is applied once (apply.ts).
 */
export async function stripeBillingWebhook(deps: JobDeps, raw: string, signature: string): Promise<WebhookAnswer> {
  const secret = deps.services.config.billing.stripeWebhookSecret;
  if (!secret || !deps.services.config.billing.stripeSecretKey) return { status: 404 };
  const stripe = kairosStripe(deps.services.config);
  const event = await readStripeEvent(stripe, raw, signature, secret, deps.services.now(), billingEvent);
  if (typeof event === 'string') return { status: 400, reason: event };
  const ev: ProviderEvent = { provider: 'stripe', id: event.id, type: event.type, at: new Date(event.created * 1000) };
  const o = obj(event.data.object);
  const sub = await subscriptionOf(deps.db, o, event.type);
  if (!sub) return { status: 200, duplicate: !(await applyEventOnce(deps.db, ev, [])) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'setup_intent.succeeded': {
      const intent = event.type === 'setup_intent.succeeded' ? o : obj(o.setup_intent);
      const pm = str(intent.payment_method) ?? (await setupPaymentMethod(deps, str(o.setup_intent)));
      if (pm && sub.provider_customer_id)
        await storeStripeCard(deps.db, deps.services.config, sub.business_id, sub.provider_customer_id, pm);
      return { status: 200, duplicate: !(await applyEventOnce(deps.db, ev, [])) };
    }
    case 'invoice.paid':
      return { status: 200, duplicate: !(await afterPaid(deps, sub, 'stripe', chargeOf(sub, o), ev)) };
    case 'invoice.payment_failed': {
      const applied = await applyEventOnce(deps.db, ev, failedStatements(deps.db, sub, 'stripe', chargeOf(sub, o), ev));
      if (applied) await afterFailed(deps, sub, ev);
      return { status: 200, duplicate: !applied };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const state = stateOf(o, event.type === 'customer.subscription.deleted', ev.at);
      return {
        status: 200,
        duplicate: !(await applyEventOnce(deps.db, ev, [stateStatement(deps.db, sub.business_id, state, ev)])),
      };
    }
    default:
      return { status: 200, duplicate: !(await applyEventOnce(deps.db, ev, [])) };
  }
}

/** The business an event is about: by subscription id (indexed), else by the customer. */
async function subscriptionOf(db: Db, o: Obj, type: string): Promise<SubscriptionRow | undefined> {
  const subId = type.startsWith('customer.subscription.')
    ? str(o.id)
    : (str(obj(obj(o.parent).subscription_details).subscription) ?? str(o.subscription));
  if (subId) {
    const found = await db.query.subscriptions.findFirst({
      where: and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.provider_subscription_id, subId)),
    });
    if (found) return found;
  }
  const customer = str(o.customer);
  if (!customer) return undefined;
  return db.query.subscriptions.findFirst({ where: eq(subscriptions.provider_customer_id, customer) });
}

async function setupPaymentMethod(deps: JobDeps, setupIntentId: string | null): Promise<string | null> {
  if (!setupIntentId) return null;
  const intent = await kairosStripe(deps.services.config).setupIntents.retrieve(setupIntentId);
  return str(intent.payment_method);
}

/** What an invoice charged: the plan line's period and plan, the add-on lines, the amount before discounts. */
function chargeOf(sub: SubscriptionRow, o: Obj): Charge {
  const lines = list(obj(o.lines).data);
  const meta = (l: Obj) => obj(l.metadata);
  const planLine = lines.find((l) => !meta(l).addon_id);
  const subMeta = obj(obj(obj(o.parent).subscription_details).metadata);
  const planId = (planLine ? str(meta(planLine).plan_id) : null) ?? str(subMeta.plan_id);
  const period = obj(planLine?.period);
  const kind = planLine ? 'subscription' : 'addon';
  const paid = num(o.amount_paid) ?? num(o.amount_due) ?? 0;
  const subtotal = num(o.subtotal);
  return {
    business_id: sub.business_id,
    user_id: null,
    kind,
    ref: str(o.id) ?? '',
    amount: paid,
    amount_before_discount: subtotal !== null && subtotal > paid ? subtotal : null,
    currency: /^[a-z]{3}$/i.test(str(o.currency) ?? '') ? (str(o.currency) as string).toUpperCase() : 'GBP',
    description:
      kind === 'addon' ? `Kairos add-on ${lines.map((l) => str(meta(l).addon_id)).join(', ')}` : `Kairos ${planId ?? ''}`.trim(),
    plan_id: kind === 'subscription' ? planId : null,
    period_start: date(period.start),
    period_end: date(period.end),
  };
}

function stateOf(o: Obj, deleted: boolean, at: Date) {
  const item = list(obj(o.items).data)[0] ?? {};
  const periodEnd = date(o.current_period_end) ?? date(item.current_period_end);
  const periodStart = date(o.current_period_start) ?? date(item.current_period_start);
  const status = deleted ? 'canceled' : String(o.status ?? 'active');
  const known = PROVIDER_STATUSES;
  const ends_at =
    status === 'canceled' ? (date(o.ended_at) ?? at) : o.cancel_at_period_end === true ? (date(o.cancel_at) ?? periodEnd) : null;
  return {
    status: (known as readonly string[]).includes(status) ? (status as (typeof known)[number]) : 'incomplete',
    ends_at,
    period_start: periodStart,
    period_end: periodEnd,
  };
}
