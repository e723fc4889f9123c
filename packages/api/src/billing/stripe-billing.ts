import Stripe from 'stripe';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import type { Config } from '../core/services';
import { stripeClient } from '../integrations/stripe';
import {
  ADDONS,
  type AddonId,
  type BillingCurrency,
  type PlanId,
  parsePlanId,
  planDisplayName,
  planPrice,
} from '../shared/billing';

/**
 * Kairos's own Stripe account (KAIROS_STRIPE_SECRET_KEY), through the same SDK set-up as the owners' Stripe
 * (integrations/stripe.ts): Config.providerBases.stripe points it at the local fake in tests.
 */
export function kairosStripe(config: Config): Stripe {
  const key = config.billing.stripeSecretKey;
  if (!key) throw new AppError('BILLING_UNAVAILABLE');
  return stripeClient(config, key);
}

/** A declined card → INCORRECT_CARD_DETAILS; anything else Stripe throws (network, 5xx, refused key) → BILLING_PROVIDER_FAILED. */
export function stripeBillingFailure(e: unknown): never {
  if (e instanceof AppError) throw e;
  if (e instanceof Stripe.errors.StripeCardError) throw new AppError('INCORRECT_CARD_DETAILS');
  log.error('[billing] stripe', { error: e instanceof Error ? e.message : e });
  throw new AppError('BILLING_PROVIDER_FAILED');
}

export const billingCall = <T>(p: Promise<T>): Promise<T> => p.catch(stripeBillingFailure);

/** The price of a plan or add-on, found by its lookup_key ('kairos_business_annual_gbp') or created once. */
export async function stripePriceId(stripe: Stripe, item: { plan: PlanId } | { addon: AddonId }, currency: BillingCurrency) {
  const name = 'plan' in item ? item.plan : `addon_${item.addon}`;
  const lookup_key = `kairos_${name}_${currency.toLowerCase()}`;
  const found = await billingCall(stripe.prices.list({ lookup_keys: [lookup_key], active: true, limit: 1 }));
  if (found.data[0]) return found.data[0].id;
  const interval = 'plan' in item && parsePlanId(item.plan)?.billing === 'annual' ? 'year' : 'month';
  const unit_amount = 'plan' in item ? planPrice(item.plan, currency) : ADDONS[item.addon].price[currency];
  const price = await billingCall(
    stripe.prices.create({
      currency: currency.toLowerCase(),
      unit_amount,
      recurring: { interval },
      lookup_key,
      metadata: 'plan' in item ? { plan_id: item.plan } : { addon_id: item.addon },
      product_data: { name: 'plan' in item ? `Kairos ${planDisplayName(item.plan)}` : `Kairos add-on ${item.addon}` },
    }),
  );
  return price.id;
}

/** A discount as a Stripe coupon, made once per id (promo code or affiliate). */
export async function stripeCouponId(
  stripe: Stripe,
  id: string,
  d: { type: 'fixed' | 'percent'; amount: number; currency: BillingCurrency; months: number | null | undefined; once: boolean },
) {
  const existing = await stripe.coupons.retrieve(id).catch(() => null);
  if (existing && !existing.deleted) return existing.id;
  const duration = d.once ? 'once' : d.months ? 'repeating' : 'forever';
  const coupon = await billingCall(
    stripe.coupons.create({
      id,
      duration,
      ...(d.months && !d.once ? { duration_in_months: d.months } : {}),
      // Basis points to Stripe's percent (a percentage, not money).
      ...(d.type === 'percent' ? { percent_off: d.amount / 100 } : { amount_off: d.amount, currency: d.currency.toLowerCase() }),
    }),
  );
  return coupon.id;
}

export type OffSessionCharge = { status: 'paid'; ref: string } | { status: 'declined'; ref: string | null; error: string };

/**
 * Charges a saved card with the owner away (a credit bundle, an auto top-up): one PaymentIntent confirmed
 * off-session, `idempotencyKey` making a retried call the same charge at Stripe. A decline (or a card that
 * needs the owner, `requires_action`) is an answer, not an exception; anything else throws as billingCall does.
 */
export async function chargeOffSession(
  config: Config,
  c: { customer: string; paymentMethod: string; amount: number; currency: BillingCurrency; description: string },
  idempotencyKey: string,
  metadata: Record<string, string>,
): Promise<OffSessionCharge> {
  try {
    const intent = await kairosStripe(config).paymentIntents.create(
      {
        amount: c.amount,
        currency: c.currency.toLowerCase(),
        customer: c.customer,
        payment_method: c.paymentMethod,
        off_session: true,
        confirm: true,
        description: c.description,
        metadata,
      },
      { idempotencyKey },
    );
    if (intent.status === 'succeeded') return { status: 'paid', ref: intent.id };
    return { status: 'declined', ref: intent.id, error: `payment intent ${intent.status}` };
  } catch (e) {
    if (e instanceof Stripe.errors.StripeCardError) {
      return { status: 'declined', ref: e.payment_intent?.id ?? null, error: e.code ?? e.message };
    }
    return stripeBillingFailure(e);
  }
}
