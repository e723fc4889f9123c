import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { PLAN_RANK, type PlanId, parsePlanId, planDisplayName, planPrice } from '../shared/billing';
import { swapInput, swapOutput } from '../shared/billing-schemas';
import { toMajor } from '../shared/money';
import { billingOf, freshSubscription } from './account';
import { atSecond, planColumns } from './apply';
import { liqpayBillingRequest } from './liqpay-billing';
import { subscriptionProcedure } from './procedure';
import { discounted } from './promo';
import { billingCall, kairosStripe, stripePriceId } from './stripe-billing';
import { hasRunningPlan } from './subscribe';

type Change = 'upgrade' | 'downgrade' | 'billing';

/** A higher level is an upgrade (now); a lower one a downgrade, and the same level another billing (at period end). */
export function changeOf(from: PlanId, to: PlanId): Change {
  const a = parsePlanId(from);
  const b = parsePlanId(to);
  if (!a || !b) throw new AppError('NO_SUBSCRIPTION');
  if (PLAN_RANK[b.plan] > PLAN_RANK[a.plan]) return 'upgrade';
  return PLAN_RANK[b.plan] < PLAN_RANK[a.plan] ? 'downgrade' : 'billing';
}

/**
 * POST /subscription/swap {plan_id}: an upgrade happens now and the prorated difference is charged at once
 * (Stripe proration_behavior 'always_invoice'); a downgrade or a monthly↔annual switch waits for the end of the
 * period (pending_plan_id; Stripe gets the new price without proration, and for a new interval a trial to the
 * period end, so its first charge is the renewal). During the trial every change is immediate and free.
 */
export const swap = subscriptionProcedure('POST', '/swap', 'Change plan', undefined, [
  'ALREADY_ON_PLAN',
  'NO_SUBSCRIPTION',
  'CARD_REQUIRED',
  'BILLING_UNAVAILABLE',
  'BILLING_PROVIDER_FAILED',
])
  .input(swapInput)
  .output(swapOutput)
  .mutation(async ({ ctx, input }) => {
    const to = input.plan_id as PlanId;
    const s = await freshSubscription(ctx, ctx.businessId);
    if (!hasRunningPlan(s, ctx.subscription) || !s.plan_id) throw new AppError('NO_SUBSCRIPTION');
    if (s.plan_id === to && !s.pending_plan_id) throw new AppError('ALREADY_ON_PLAN');
    const change = changeOf(s.plan_id as PlanId, to);
    const trialing = s.provider_status === 'trialing';
    const now = change === 'upgrade' || trialing || s.plan_id === to;
    const effective = now ? ctx.now : (s.current_period_end ?? ctx.now);
    const charged =
      billingOf(ctx.business).provider === 'stripe'
        ? await stripeSwap(ctx, ctx.services.config, s.provider_subscription_id as string, to, {
            now,
            trialing,
            periodEnd: s.current_period_end,
          })
        : await liqpaySwap(ctx.services.config, s.provider_subscription_id as string, to);
    await ctx.db
      .update(subscriptions)
      .set(
        now
          ? { ...planColumns(to), pending_plan_id: null, provider_state_at: atSecond(ctx.now) }
          : { pending_plan_id: to, provider_state_at: atSecond(ctx.now) },
      )
      .where(eq(subscriptions.business_id, ctx.businessId));
    return { change, effective_at: effective.toISOString(), charged: now ? charged : null };
  });

async function stripeSwap(
  ctx: BusinessScope,
  config: Services['config'],
  subscriptionId: string,
  to: PlanId,
  o: { now: boolean; trialing: boolean; periodEnd: Date | null },
): Promise<number | null> {
  const stripe = kairosStripe(config);
  const current = await billingCall(stripe.subscriptions.retrieve(subscriptionId));
  const item = current.items.data.find((i) => !i.metadata?.addon_id);
  if (!item) throw new AppError('NO_SUBSCRIPTION');
  const price = await stripePriceId(stripe, { plan: to }, billingOf(ctx.business).currency);
  const interval = parsePlanId(to)?.billing;
  const newInterval = interval !== parsePlanId(String(current.metadata?.plan_id ?? ''))?.billing;
  const params: Stripe.SubscriptionUpdateParams = {
    items: [{ id: item.id, price, metadata: { plan_id: to } }],
    metadata: { business_id: ctx.businessId, plan_id: to },
    payment_behavior: 'error_if_incomplete',
    proration_behavior: o.now && !o.trialing ? 'always_invoice' : 'none',
    expand: ['latest_invoice'],
    ...(!o.now && newInterval && o.periodEnd ? { trial_end: Math.floor(o.periodEnd.getTime() / 1000) } : {}),
  };
  const updated = await billingCall(stripe.subscriptions.update(subscriptionId, params));
  if (!o.now || o.trialing) return null;
  const invoice = updated.latest_invoice;
  return typeof invoice === 'object' &&
    invoice &&
    invoice.id !== (typeof current.latest_invoice === 'string' ? current.latest_invoice : current.latest_invoice?.id)
    ? invoice.amount_paid
    : 0;
}

/** LiqPay: subscribe_update changes the amount of the next payments (no proration: documented). */
async function liqpaySwap(config: Services['config'], orderId: string, to: PlanId): Promise<number | null> {
  await liqpayBillingRequest(config, {
    action: 'subscribe_update',
    order_id: orderId,
    amount: toMajor(discounted(planPrice(to, 'UAH'), null), 'UAH'),
    currency: 'UAH',
    description: `Kairos ${planDisplayName(to)}`,
  });
  return null;
}
