import { cards, subscriptionAddons, subscriptions } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import { log } from '../core/log';
import type { JobDeps } from '../jobs/types';
import { liqpayBillingRequest } from './liqpay-billing';
import { kairosStripe } from './stripe-billing';

/**
 * Ends a business's billing at once (profile deletion, an admin deleting the user): cancels the
 * provider's subscription and add-ons without further charges, detaches its cards, and marks the
 * subscription row ended. Idempotent; never throws for a business that never subscribed. A provider that
 * cannot be reached is logged and the local row still ends (no further charge is applied by Kairos).
 */
export async function stopBilling(deps: JobDeps, businessId: string, now: Date): Promise<void> {
  const { db } = deps;
  const config = deps.services.config;
  const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, businessId) });
  if (!sub) return;
  const owned = await db.select().from(cards).where(eq(cards.business_id, businessId));
  const live = sub.provider_subscription_id && sub.provider_status !== 'canceled';
  try {
    if (sub.provider === 'stripe' && config.billing.stripeSecretKey) {
      const stripe = kairosStripe(config);
      if (live) await stripe.subscriptions.cancel(sub.provider_subscription_id as string, { prorate: false });
      for (const c of owned.filter((c) => c.provider === 'stripe')) {
        await stripe.paymentMethods.detach(c.provider_ref).catch(() => undefined);
      }
    } else if (sub.provider === 'liqpay' && live && config.billing.liqpayPrivateKey) {
      await liqpayBillingRequest(config, { action: 'unsubscribe', order_id: sub.provider_subscription_id });
    }
  } catch (e) {
    log.error('[billing] stopping at the provider failed', {
      business_id: businessId,
      error: e instanceof Error ? e.message : e,
    });
  }
  await db.batch([
    db
      .update(subscriptions)
      .set({
        provider_status: sub.provider ? 'canceled' : sub.provider_status,
        ends_at: sql`coalesce(${subscriptions.ends_at}, ${now.getTime()})`,
        pending_plan_id: null,
      })
      .where(eq(subscriptions.business_id, businessId)),
    db
      .update(subscriptionAddons)
      .set({ status: 'cancelled', ends_at: now, updated_at: now })
      .where(eq(subscriptionAddons.business_id, businessId)),
    db.delete(cards).where(eq(cards.business_id, businessId)),
  ]);
}
