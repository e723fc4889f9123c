import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { BILLING_STRIPE_KEY, BILLING_WEBHOOK_SECRET } from './billing-fakes';
import { type Harness, registerOwner } from './harness';
import { LIQPAY_TEST_KEYS, type PaymentFakes } from './payment-fakes';
import { paymentsHarness } from './payments-world';

export const DAY = 86_400_000;

/** A harness with Kairos's own billing keys, the fakes on its clock and its webhooks reaching the in-process app. */
export async function billingHarness(fakes: PaymentFakes) {
  const h = await paymentsHarness(fakes, {
    KAIROS_STRIPE_SECRET_KEY: BILLING_STRIPE_KEY,
    KAIROS_STRIPE_WEBHOOK_SECRET: BILLING_WEBHOOK_SECRET,
    KAIROS_LIQPAY_PUBLIC_KEY: LIQPAY_TEST_KEYS.public_key,
    KAIROS_LIQPAY_PRIVATE_KEY: LIQPAY_TEST_KEYS.private_key,
  });
  fakes.billing.clock = () => h.clock.now;
  fakes.billing.autoFlush = false;
  return h;
}

export type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** A GBP owner with a card added through the setup page and confirmed on return. */
export async function ownerWithCard(h: Harness, fakes: PaymentFakes, card: { last4?: string } = {}) {
  const owner = await registerOwner(h, { business_name: 'London Studio' });
  await addCard(owner, fakes, card);
  return owner;
}

export async function addCard(owner: Owner, fakes: PaymentFakes, card: { last4?: string } = {}) {
  const started = await owner.client.post('/api/v1/subscription/cards', {});
  expect(started.status).toBe(200);
  const sessionId = String(started.body.data.redirect_url).split('/').pop() as string;
  fakes.billing.completeSetup(sessionId, card);
  const confirmed = await owner.client.post('/api/v1/subscription/cards/confirm', { session_id: sessionId });
  expect(confirmed.status).toBe(200);
  return confirmed.body.data as { id: string; last4: string; is_default: boolean }[];
}

export const subRow = async (h: Harness, businessId: string) =>
  (await h.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, businessId) }))!;

/** Ends the trial now (a subscribe after it is charged at once). */
export async function endTrial(h: Harness, businessId: string) {
  await h.db
    .update(subscriptions)
    .set({ trial_ends_at: new Date(h.clock.now.getTime() - 1000) })
    .where(eq(subscriptions.business_id, businessId));
}

/** A write procedure: answers READ_ONLY when the account is read-only. */
export const tryWrite = (owner: Owner) =>
  owner.client.post('/api/v1/clients', { first_name: 'Ivan', last_name: 'Petrenko', email: `i${Math.random()}@example.com` });

/** Moves the clock in steps of at most 10 days, the owner using the app at each (sessions slide, as in life). */
export async function walk(h: Harness, owner: Owner, ms: number) {
  for (let left = ms; left > 0; left -= 10 * DAY) {
    h.advance(Math.min(left, 10 * DAY));
    await owner.client.get('/api/v1/subscription/details');
  }
}
