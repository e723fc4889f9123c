import { cards, notifications, subscriptions } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SubscriptionRow } from '../core/context';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { scopeToBusiness } from '../core/tenant';
import { type PlanId, planDisplayName, planPrice } from '../shared/billing';
import { subscribeInput, subscribeOutput } from '../shared/billing-schemas';
import { absoluteLink, links } from '../shared/links';
import type { SubscriptionSummary } from '../shared/plans';
import { billingOf, freshSubscription, stripeCustomerId } from './account';
import { atSecond, planColumns } from './apply';
import { liqpayOrderId, liqpaySubscribeForm } from './liqpay-billing';
import { subscriptionProcedure } from './procedure';
import { affiliateDiscount, discounted, type PlanDiscount, promoDiscount, redeemPromo, unredeemPromo } from './promo';
import { billingCall, kairosStripe, stripeCouponId, stripePriceId } from './stripe-billing';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The period Stripe reports for a subscription (on its items since API 2025-03). */
export function stripePeriod(s: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const item = s.items?.data?.[0] as unknown as { current_period_start?: number; current_period_end?: number } | undefined;
  const raw = s as unknown as { current_period_start?: number; current_period_end?: number };
  const start = raw.current_period_start ?? item?.current_period_start;
  const end = raw.current_period_end ?? item?.current_period_end;
  return { start: start ? new Date(start * 1000) : null, end: end ? new Date(end * 1000) : null };
}

/** True while a paid plan runs (also after auto-renew was switched off, until ends_at). */
export const hasRunningPlan = (s: SubscriptionRow, summary: Pick<SubscriptionSummary, 'state'>) =>
  Boolean(s.plan_id && s.provider_subscription_id && s.provider_status !== 'canceled' && summary.state !== 'lapsed');

/**
 * POST /subscription/subscribe {plan_id, promo_code?}: GBP through Stripe Billing with the default card (nothing
 * charged before the trial ends: trial_end), UAH through LiqPay's subscribe form. A promo code (or the referring
 * affiliate's discount) becomes a Stripe coupon; its redemption is counted by one guarded UPDATE. Subscribing
 * again after lapsing starts a new subscription and clears the lapse.
 */
export const subscribe = subscriptionProcedure('POST', '/subscribe', 'Subscribe to a plan', 'billing_activated', [
  'ALREADY_ON_PLAN',
  'CARD_REQUIRED',
  'PROMO_CODE_INVALID',
  'SUBSCRIPTION_NOT_ACTIVATED',
  'INCORRECT_CARD_DETAILS',
  'BILLING_UNAVAILABLE',
  'BILLING_PROVIDER_FAILED',
])
  .input(subscribeInput)
  .output(subscribeOutput)
  .mutation(async ({ ctx, input }) => {
    const planId = input.plan_id as PlanId;
    const s = await freshSubscription(ctx, ctx.businessId);
    if (hasRunningPlan(s, ctx.subscription)) throw new AppError('ALREADY_ON_PLAN');
    const { currency, provider } = billingOf(ctx.business);
    // Keys first: without them nothing is promised or counted.
    if (provider === 'stripe') kairosStripe(ctx.services.config);
    const discount = input.promo_code
      ? await promoDiscount(ctx, input.promo_code, currency)
      : await affiliateDiscount(ctx, ctx.user.id);
    const promo = {
      promo_code_id: discount?.promo_code_id ?? null,
      promo_payments_left: discount?.promo_code_id ? discount.payments : null,
    };
    if (provider === 'liqpay')
      return liqpaySubscribe(ctx, { config: ctx.services.config, locale: ctx.locale }, s, planId, discount, promo);
    const card = await ctx.db.query.cards.findFirst({
      where: scopeToBusiness(cards, ctx.businessId, eq(cards.is_default, true), eq(cards.provider, 'stripe')),
    });
    if (!card) throw new AppError('CARD_REQUIRED');
    const stripe = kairosStripe(ctx.services.config);
    const customer = await stripeCustomerId(ctx, ctx.services.config, ctx.user.email);
    const price = await stripePriceId(stripe, { plan: planId }, currency);
    const coupon = discount
      ? await stripeCouponId(stripe, discount.key, {
          type: discount.type,
          amount: discount.amount,
          currency,
          months: discount.payments,
          once: discount.payments === 1,
        })
      : null;
    if (discount?.promo_code_id) await redeemPromo(ctx, discount.promo_code_id);
    const trialing = ctx.now.getTime() < s.trial_ends_at.getTime();
    // Two racing subscribes (same plan, card and minute) get one subscription from Stripe; a retry later is new.
    const idempotent = {
      idempotencyKey: `kairos-subscribe:${ctx.businessId}:${planId}:${card.id}:${Math.floor(ctx.now.getTime() / 60_000)}`,
    };
    let created: Stripe.Subscription;
    try {
      created = await billingCall(
        stripe.subscriptions.create(
          {
            customer,
            items: [{ price, metadata: { plan_id: planId } }],
            default_payment_method: card.provider_ref,
            metadata: { business_id: ctx.businessId, plan_id: planId },
            payment_behavior: 'error_if_incomplete',
            ...(trialing ? { trial_end: seconds(s.trial_ends_at) } : {}),
            ...(coupon ? { discounts: [{ coupon }] } : {}),
          },
          idempotent,
        ),
      );
    } catch (e) {
      if (discount?.promo_code_id) await unredeemPromo(ctx, discount.promo_code_id);
      throw e;
    }
    if (created.status !== 'trialing' && created.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_ACTIVATED');
    const period = stripePeriod(created);
    await activate(ctx, planId, {
      provider: 'stripe',
      provider_subscription_id: created.id,
      provider_status: created.status as 'trialing' | 'active',
      current_period_start: period.start,
      current_period_end: period.end,
      ...promo,
    });
    return { status: created.status as 'trialing' | 'active', redirect: null };
  });

/** The plan is on: the row (one guarded statement) and the bell's "activated" in one batch. */
async function activate(ctx: BusinessScope, planId: PlanId, set: Partial<typeof subscriptions.$inferInsert>) {
  await ctx.db.batch([
    ctx.db
      .update(subscriptions)
      .set({
        ...planColumns(planId),
        ...set,
        provider_state_at: atSecond(ctx.now),
        ends_at: null,
        pending_plan_id: null,
        payment_failed_at: null,
        has_incomplete_payment: false,
        lapsed_at: null,
        deletion_warning_sent_at: null,
      })
      .where(and(eq(subscriptions.business_id, ctx.businessId))),
    ctx.db.insert(notifications).values({
      business_id: ctx.businessId,
      type: 'subscription_activated',
      params: { plan: planDisplayName(planId) },
      link: links.subscriptionDetails(),
    }),
  ]);
}

/** UAH: LiqPay's subscribe form; the plan turns on with its 'subscribed' callback (webhook-liqpay.ts). */
async function liqpaySubscribe(
  ctx: BusinessScope,
  caller: { config: Services['config']; locale: Locale },
  s: SubscriptionRow,
  planId: PlanId,
  discount: PlanDiscount | null,
  promo: { promo_code_id: string | null; promo_payments_left: number | null },
) {
  const start = ctx.now.getTime() < s.trial_ends_at.getTime() ? s.trial_ends_at : ctx.now;
  const form = await liqpaySubscribeForm(caller.config, {
    order_id: liqpayOrderId(ctx.businessId, planId, ctx.now),
    plan_id: planId,
    amount: discounted(planPrice(planId, 'UAH'), discount),
    description: `Kairos ${planDisplayName(planId)}`,
    start,
    result_url: absoluteLink(caller.config.appUrl, links.subscriptionDetails()),
    language: caller.locale,
  });
  if (discount?.promo_code_id) await redeemPromo(ctx, discount.promo_code_id);
  await ctx.db
    .update(subscriptions)
    .set({ provider: 'liqpay', ...promo })
    .where(eq(subscriptions.business_id, ctx.businessId));
  return { status: 'redirect' as const, redirect: { redirect_url: null, form } };
}

export { activate };
