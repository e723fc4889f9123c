import { creditPurchases } from '@kairos/db';
import { and, eq, lt } from 'drizzle-orm';
import { chargeOffSession } from '../billing/stripe-billing';
import { log } from '../core/log';
import type { JobDeps } from '../jobs/types';
import type { BillingCurrency } from '../shared/billing';
import { bundleById } from '../shared/messaging';
import { markFailed, payingCard, purchaseDescription, settlePaid } from './purchase';

const MINUTE = 60_000;
/** A purchase still pending this long after it began lost its request (a crash between the charge and the batch). */
export const RECONCILE_AFTER_MS = 15 * MINUTE;
/** Stripe keeps an idempotency key's answer for 24 hours: after that a replay could charge again, so we stop. */
export const RECONCILE_UNTIL_MS = 23 * 60 * MINUTE;

/**
 * The cron's repair of bundle purchases whose request died half-way (money must come out exact): a purchase
 * `pending` for more than 15 minutes replays its charge with the SAME idempotency key (`kairos-bundle:<id>`), so
 * Stripe answers what it did the first time (or makes the charge, if the first request never reached it), and
 * then settles it like the request would have (`settlePaid`: guarded, once) or marks it failed. One still pending
 * after 23 hours is failed without a replay. Returns how many were settled or failed.
 */
export async function reconcilePurchases(deps: JobDeps, now: Date): Promise<number> {
  const { db, services } = deps;
  const stale = await db
    .select()
    .from(creditPurchases)
    .where(
      and(eq(creditPurchases.status, 'pending'), lt(creditPurchases.created_at, new Date(now.getTime() - RECONCILE_AFTER_MS))),
    )
    .limit(50);
  let done = 0;
  for (const p of stale) {
    const bundle = bundleById(p.bundle_id);
    if (!bundle || p.created_at.getTime() < now.getTime() - RECONCILE_UNTIL_MS) {
      await markFailed(db, p.id, p.provider_ref, 'not confirmed within a day');
      done += 1;
      continue;
    }
    const paying = await payingCard(db, p.business_id);
    if (!paying.customer || !paying.card || !services.config.billing.stripeSecretKey) continue;
    const charge = await chargeOffSession(
      services.config,
      {
        customer: paying.customer,
        paymentMethod: paying.card.ref,
        amount: p.amount,
        currency: p.currency as BillingCurrency,
        description: purchaseDescription(bundle),
      },
      `kairos-bundle:${p.id}`,
      { purchase_id: p.id, business_id: p.business_id, bundle_id: p.bundle_id },
    ).catch((e) => {
      log.warn('[credits] a purchase could not be reconciled yet', { purchase_id: p.id, error: e });
      return null;
    });
    if (!charge) continue;
    if (charge.status === 'declined') await markFailed(db, p.id, charge.ref, charge.error);
    else {
      const facts = {
        id: p.id,
        businessId: p.business_id,
        bundle,
        amount: p.amount,
        currency: p.currency as BillingCurrency,
        kind: p.kind,
      };
      await settlePaid(db, facts, charge.ref, now);
    }
    done += 1;
  }
  return done;
}
