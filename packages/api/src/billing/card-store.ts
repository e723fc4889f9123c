import { cards, type Db } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../core/services';
import { billingCall, kairosStripe } from './stripe-billing';

export interface CardDetails {
  provider: 'stripe' | 'liqpay';
  ref: string;
  brand: string;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
}

/**
 * Keeps a card once (unique per business and provider ref, so the return page and the webhook may both
 * store it); the first card becomes the default in the same statement. Returns whether it is the default.
 */
export async function storeCard(db: Db, businessId: string, card: CardDetails): Promise<boolean> {
  const hasDefault = sql`NOT EXISTS (SELECT 1 FROM ${cards} WHERE ${cards.business_id} = ${businessId} AND ${cards.is_default} = 1)`;
  await db
    .insert(cards)
    .values({ business_id: businessId, ...card, provider_ref: card.ref, is_default: hasDefault })
    .onConflictDoNothing();
  const row = await db.query.cards.findFirst({
    where: and(eq(cards.business_id, businessId), eq(cards.provider, card.provider), eq(cards.provider_ref, card.ref)),
  });
  return Boolean(row?.is_default);
}

/** A Stripe payment method saved by a setup session: its card's details, kept, and made the customer's default if first. */
export async function storeStripeCard(
  db: Db,
  config: Config,
  businessId: string,
  customerId: string,
  paymentMethodId: string,
): Promise<void> {
  const stripe = kairosStripe(config);
  const pm = await billingCall(stripe.paymentMethods.retrieve(paymentMethodId));
  const card = pm.card;
  const isDefault = await storeCard(db, businessId, {
    provider: 'stripe',
    ref: pm.id,
    brand: card?.brand ?? 'card',
    last4: card?.last4 ?? '????',
    exp_month: card?.exp_month ?? null,
    exp_year: card?.exp_year ?? null,
  });
  if (isDefault) {
    await billingCall(stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } }));
  }
}
