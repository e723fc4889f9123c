import { subscriptions } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { BusinessRow, Ctx, SubscriptionRow } from '../core/context';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { type BillingCurrency, type BillingProvider, billingCurrencyOf, billingProviderOf } from '../shared/billing';
import { billingCall, kairosStripe } from './stripe-billing';

export interface BillingOf {
  currency: BillingCurrency;
  provider: BillingProvider;
}

/** Ukraine pays in UAH through LiqPay, everyone else in GBP through Stripe (shared/billing.ts). */
export function billingOf(business: Pick<BusinessRow, 'region'>): BillingOf {
  const currency = billingCurrencyOf(business.region);
  return { currency, provider: billingProviderOf(currency) };
}

/**
 * The business's Stripe customer, made on first need (with the owner's `email`); one guarded UPDATE keeps a
 * racing second one out.
 */
export async function stripeCustomerId(ctx: BusinessScope, config: Services['config'], email: string): Promise<string> {
  const current = await ctx.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, ctx.businessId) });
  if (current?.provider_customer_id) return current.provider_customer_id;
  const stripe = kairosStripe(config);
  const customer = await billingCall(
    stripe.customers.create(
      {
        email,
        name: ctx.business.name,
        metadata: { business_id: ctx.businessId },
      },
      { idempotencyKey: `kairos-customer:${ctx.businessId}` },
    ),
  );
  const won = await ctx.db
    .update(subscriptions)
    .set({ provider_customer_id: customer.id, provider: 'stripe' })
    .where(and(eq(subscriptions.business_id, ctx.businessId), isNull(subscriptions.provider_customer_id)))
    .returning({ id: subscriptions.provider_customer_id });
  if (won[0]?.id) return won[0].id;
  const again = await ctx.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, ctx.businessId) });
  return again?.provider_customer_id ?? customer.id;
}

/** The subscription row as it is now (the one in ctx was read with the session). */
export async function freshSubscription(ctx: Pick<Ctx, 'db'>, businessId: string): Promise<SubscriptionRow> {
  const row = await ctx.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, businessId) });
  if (!row) throw new Error(`no subscription row for ${businessId}`);
  return row;
}
