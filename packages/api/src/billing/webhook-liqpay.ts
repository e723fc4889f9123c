import { notifications, subscriptions } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { liqpayCallbackSchema, readLiqpayCallback } from '../integrations/liqpay';
import type { JobDeps } from '../jobs/types';
import { parsePlanId, planDisplayName } from '../shared/billing';
import { links } from '../shared/links';
import { fromMajor } from '../shared/money';
import { applyEventOnce, failedStatements, notOlder, type ProviderEvent, planColumns } from './apply';
import { storeCard } from './card-store';
import { afterFailed, afterPaid } from './effects';
import { parseLiqpayOrder } from './liqpay-billing';
import type { WebhookAnswer } from './webhook-stripe';

/** Adds a plan's period to an instant (calendar months in UTC). */
export function periodEnd(from: Date, billing: 'monthly' | 'annual'): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + (billing === 'annual' ? 12 : 1));
  return d;
}

/** Milliseconds since the epoch as LiqPay writes them, within what a date holds. */
const liqpayTime = z.number().int().min(0).max(253_402_300_799_000);

/** A subscription callback: the booking callback's fields and the dates and card LiqPay adds. */
const billingCallback = liqpayCallbackSchema.extend({
  create_date: liqpayTime.optional(),
  end_date: liqpayTime.optional(),
  card_token: z.string().max(255).optional(),
  sender_card_mask2: z.string().max(64).optional(),
  sender_card_type: z.string().max(64).optional(),
});

/**
 * POST /api/v1/webhooks/liqpay/billing: LiqPay's callback (form: data + signature = base64(sha1(private + data +
 * private)), checked before reading; a signed callback that is not LiqPay's shape is 400). Statuses: 'subscribed' (the subscription exists: the plan is on),
 * 'success' (a payment: recorded once per payment_id), 'failure' / 'error' (a failed payment: grace),
 * 'unsubscribed' (auto-renew off: the plan runs to the end of the paid period).
 */
export async function liqpayBillingWebhook(deps: JobDeps, raw: string): Promise<WebhookAnswer> {
  const { liqpayPublicKey: pub, liqpayPrivateKey: priv } = deps.services.config.billing;
  if (!pub || !priv) return { status: 404 };
  const body = await readLiqpayCallback(raw, priv, billingCallback);
  if (typeof body === 'string') return { status: 400, reason: body };
  const order = parseLiqpayOrder(body.order_id);
  if (body.public_key !== pub) return { status: 400, reason: 'bad_signature' };
  if (!order) return { status: 400, reason: 'malformed' };
  const status = body.status;
  const at = new Date(body.end_date ?? body.create_date ?? deps.services.now().getTime());
  const ev: ProviderEvent = { provider: 'liqpay', id: `${body.payment_id ?? body.order_id}:${status}`, type: status, at };
  const sub = await deps.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, order.business_id) });
  if (!sub) return { status: 200, duplicate: !(await applyEventOnce(deps.db, ev, [])) };
  const db = deps.db;
  const guard = and(eq(subscriptions.business_id, sub.business_id), notOlder(at));
  const billing = parsePlanId(order.plan_id)?.billing ?? 'monthly';
  if (body.sender_card_mask2) {
    await storeCard(db, sub.business_id, {
      provider: 'liqpay',
      ref: body.card_token ?? body.sender_card_mask2,
      brand: body.sender_card_type ?? 'card',
      last4: body.sender_card_mask2.slice(-4),
      exp_month: null,
      exp_year: null,
    });
  }
  const duplicate = (applied: boolean): WebhookAnswer => ({ status: 200, duplicate: !applied });
  if (status === 'subscribed') {
    const start = at.getTime() < sub.trial_ends_at.getTime() ? sub.trial_ends_at : at;
    const set = {
      ...planColumns(order.plan_id),
      provider: 'liqpay' as const,
      provider_subscription_id: String(body.order_id),
      provider_status: start === sub.trial_ends_at ? ('trialing' as const) : ('active' as const),
      provider_state_at: at,
      ends_at: null,
      lapsed_at: null,
      deletion_warning_sent_at: null,
    };
    const bell = db.insert(notifications).values({
      business_id: sub.business_id,
      type: 'subscription_activated',
      params: { plan: planDisplayName(order.plan_id) },
      link: links.subscriptionDetails(),
    });
    return duplicate(await applyEventOnce(db, ev, [db.update(subscriptions).set(set).where(guard), bell]));
  }
  const amount = fromMajor(String(body.amount ?? 0), 'UAH');
  const charge = {
    business_id: sub.business_id,
    user_id: null,
    kind: 'subscription' as const,
    ref: String(body.payment_id ?? ev.id),
    amount,
    amount_before_discount: null,
    currency: 'UAH',
    description: `Kairos ${planDisplayName(order.plan_id)}`,
    plan_id: order.plan_id,
    period_start: at,
    period_end: periodEnd(at, billing),
  };
  if (status === 'success' || status === 'sandbox') return duplicate(await afterPaid(deps, sub, 'liqpay', charge, ev));
  if (status === 'failure' || status === 'error') {
    const applied = await applyEventOnce(db, ev, failedStatements(db, sub, 'liqpay', charge, ev));
    if (applied) await afterFailed(deps, sub, ev);
    return duplicate(applied);
  }
  if (status === 'unsubscribed') {
    const set = { provider_status: 'canceled' as const, ends_at: sub.current_period_end ?? at, provider_state_at: at };
    return duplicate(await applyEventOnce(db, ev, [db.update(subscriptions).set(set).where(guard)]));
  }
  return duplicate(await applyEventOnce(db, ev, []));
}
