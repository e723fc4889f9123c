import { creditEntries, creditPurchases, platformPayments } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeOffSession } from '../src/billing/stripe-billing';
import { balance } from '../src/credits/ledger';
import { payingCard } from '../src/credits/purchase';
import { RECONCILE_AFTER_MS, RECONCILE_UNTIL_MS, reconcilePurchases } from '../src/credits/reconcile';
import { billingHarness, ownerWithCard } from './support/billing-world';
import type { Harness } from './support/harness';
import { type PaymentFakes, startPaymentFakes } from './support/payment-fakes';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

/** A purchase of sms_50 left `pending`, as a request that died after writing it leaves it. */
async function pendingPurchase(h: Harness, b: string) {
  const id = crypto.randomUUID();
  await h.db.insert(creditPurchases).values({
    id,
    business_id: b,
    channel: 'sms',
    bundle_id: 'sms_50',
    credits: 50,
    amount: 400,
    currency: 'GBP',
    kind: 'manual',
    provider: 'stripe',
    created_at: h.clock.now,
  });
  return id;
}

const rowsOf = async (h: Harness, b: string, id: string) => ({
  purchase: (await h.db.select().from(creditPurchases).where(eq(creditPurchases.id, id)))[0],
  income: await h.db.select().from(platformPayments).where(eq(platformPayments.business_id, b)),
  credits: await h.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.business_id, b), eq(creditEntries.reference_id, id))),
});

describe('bundle purchases a dead request left pending', () => {
  it('charged at Stripe but never settled: the replay finds the same charge, settles once, charges nothing more', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    const b = owner.user.business.id;
    const before = await balance(h.db, b, 'sms');
    const id = await pendingPurchase(h, b);
    // The request charged the card, then died before its batch.
    const paying = await payingCard(h.db, b);
    const first = await chargeOffSession(
      h.deps.services.config,
      {
        customer: paying.customer as string,
        paymentMethod: paying.card?.ref as string,
        amount: 400,
        currency: 'GBP',
        description: 'Kairos 50 SMS credits',
      },
      `kairos-bundle:${id}`,
      { purchase_id: id, business_id: b, bundle_id: 'sms_50' },
    );
    expect(first.status).toBe('paid');
    const charges = fakes.billing.paymentIntents.charges.length;

    // Too early: a request may still be running.
    expect(await reconcilePurchases(h.deps, h.clock.now)).toBe(0);
    h.advance(RECONCILE_AFTER_MS + 1);
    // Two crons at once settle it once.
    await Promise.all([reconcilePurchases(h.deps, h.clock.now), reconcilePurchases(h.deps, h.clock.now)]);
    const after = await rowsOf(h, b, id);
    expect(after.purchase?.status).toBe('paid');
    expect(after.purchase?.provider_ref).toBe(first.status === 'paid' ? first.ref : null);
    expect(after.income.filter((p) => p.kind === 'bundle')).toHaveLength(1);
    expect(after.credits).toHaveLength(1);
    expect(await balance(h.db, b, 'sms')).toBe(before + 50);
    expect(fakes.billing.paymentIntents.charges.length).toBe(charges);
    // Nothing pending is left: a later cron does nothing.
    expect(await reconcilePurchases(h.deps, h.clock.now)).toBe(0);
  });

  it('never reached Stripe: the replay makes the one charge; a declined card fails; a day later it is failed unreplayed', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    const b = owner.user.business.id;
    const id = await pendingPurchase(h, b);
    const charges = fakes.billing.paymentIntents.charges.length;
    h.advance(RECONCILE_AFTER_MS + 1);
    expect(await reconcilePurchases(h.deps, h.clock.now)).toBe(1);
    expect((await rowsOf(h, b, id)).purchase?.status).toBe('paid');
    expect(fakes.billing.paymentIntents.charges.length - charges).toBe(1);

    const declined = await ownerWithCard(h, fakes, { last4: '0002' });
    const d = declined.user.business.id;
    const failing = await pendingPurchase(h, d);
    h.advance(RECONCILE_AFTER_MS + 1);
    await reconcilePurchases(h.deps, h.clock.now);
    const failed = await rowsOf(h, d, failing);
    expect(failed.purchase?.status).toBe('failed');
    expect(failed.credits).toHaveLength(0);

    const old = await pendingPurchase(h, b);
    h.advance(RECONCILE_UNTIL_MS + 1);
    const chargesBefore = fakes.billing.paymentIntents.charges.length;
    await reconcilePurchases(h.deps, h.clock.now);
    expect((await rowsOf(h, b, old)).purchase).toMatchObject({ status: 'failed', error: 'not confirmed within a day' });
    expect(fakes.billing.paymentIntents.charges.length).toBe(chargesBefore);
  });
});
