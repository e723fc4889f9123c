import { billingEvents, platformPayments, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingLifecycle } from '../src/billing/lifecycle';
import { GRACE_DAYS } from '../src/shared/billing';
import { BILLING_WEBHOOK_SECRET } from './support/billing-fakes';
import { billingHarness, DAY, endTrial, ownerWithCard, subRow, tryWrite } from './support/billing-world';
import { emailsTo } from './support/mail';
import { type PaymentFakes, startPaymentFakes } from './support/payment-fakes';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

const URL = 'http://localhost/api/v1/webhooks/stripe/billing';

async function subscribed() {
  const h = await billingHarness(fakes);
  const owner = await ownerWithCard(h, fakes);
  const businessId = owner.user.business.id;
  await endTrial(h, businessId);
  const res = await owner.client.post('/api/v1/subscription/subscribe', { plan_id: 'business_monthly' });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Subscription plan was activated successfully!');
  await fakes.billing.flush();
  const sub = await subRow(h, businessId);
  return { h, owner, businessId, stripeSub: sub.provider_subscription_id as string };
}

describe("Kairos's own billing webhooks", () => {
  it('refuses a bad signature with 400 and writes nothing', async () => {
    const { h } = await subscribed();
    const before = await h.db.select().from(billingEvents);
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    for (const signature of [forged, 'nonsense', '']) {
      const res = await h.app.request(URL, { method: 'POST', headers: { 'stripe-signature': signature }, body: payload });
      expect(res.status).toBe(400);
    }
    // The right signature over other bytes is refused too.
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: BILLING_WEBHOOK_SECRET });
    const tampered = await h.app.request(URL, { method: 'POST', headers: { 'stripe-signature': good }, body: `${payload} ` });
    expect(tampered.status).toBe(400);
    expect(await h.db.select().from(billingEvents)).toEqual(before);
  });

  it('a correctly signed event without `created` (or with a malformed field) is 400, and so is its retry (issue 25 L3)', async () => {
    const { h, businessId, stripeSub } = await subscribed();
    const before = await h.db.select().from(billingEvents);
    const at = Math.floor(h.clock.now.getTime() / 1000);
    const signed = (event: object) => {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: BILLING_WEBHOOK_SECRET, timestamp: at });
      return h.app.request(URL, { method: 'POST', headers: { 'stripe-signature': header }, body: payload });
    };
    const invoice = { id: 'in_x', subscription: stripeSub, amount_paid: 100, currency: 'gbp', lines: { data: 'not a list' } };
    const noCreated = { id: 'evt_no_created', object: 'event', type: 'invoice.paid', data: { object: invoice } };
    for (const event of [
      noCreated,
      noCreated,
      { ...noCreated, id: 'evt_created_text', created: 'yesterday' },
      { ...noCreated, id: 'evt_no_object', created: at, data: {} },
      { ...noCreated, id: 'evt_\ud800', created: at },
    ]) {
      const res = await signed(event);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('WEBHOOK_MALFORMED');
    }
    // A field of the object that is not what Stripe sends (lines.data not a list) is read as absent, not a 500.
    expect((await signed({ ...noCreated, id: 'evt_odd_lines', created: at })).status).toBe(200);
    expect((await h.db.select().from(billingEvents)).length).toBe(before.length + 1);
    expect(await h.db.select().from(platformPayments).where(eq(platformPayments.business_id, businessId))).toHaveLength(2);
  });

  it('a signature dated more than 5 minutes ahead is refused (the SDK alone takes any future time)', async () => {
    const { h } = await subscribed();
    const before = await h.db.select().from(billingEvents);
    const payload = JSON.stringify({ id: 'evt_future', object: 'event', type: 'ping', created: 1, data: { object: {} } });
    const send = (aheadSeconds: number) =>
      h.app.request(URL, {
        method: 'POST',
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: BILLING_WEBHOOK_SECRET,
            timestamp: Math.floor(h.clock.now.getTime() / 1000) + aheadSeconds,
          }),
        },
        body: payload,
      });
    expect((await send(10 * 60)).status).toBe(400);
    expect(await h.db.select().from(billingEvents)).toEqual(before);
    expect((await send(4 * 60)).status).toBe(200);
  });

  it('the same event twice has one effect', async () => {
    const { h, businessId, stripeSub } = await subscribed();
    fakes.billing.renew(stripeSub);
    const paid = fakes.billing.events.filter((e) => e.type === 'invoice.paid').at(-1);
    await fakes.billing.flush();
    const payments = await h.db.select().from(platformPayments).where(eq(platformPayments.business_id, businessId));
    expect(payments).toHaveLength(2);
    const replay = fakes.billing.sent.find((p) => JSON.parse(p).id === paid?.id) as string;
    expect(await fakes.billing.send(replay)).toBe(200);
    expect(await h.db.select().from(platformPayments).where(eq(platformPayments.business_id, businessId))).toHaveLength(2);
  });

  it('events out of order end in the right state', async () => {
    const { h, owner, businessId, stripeSub } = await subscribed();
    // Auto-renew off (an update event), then on again (a newer one): delivered newest first.
    h.advance(60_000);
    await owner.client.post('/api/v1/subscription/cancel');
    h.advance(60_000);
    await owner.client.post('/api/v1/subscription/resume');
    const updates = fakes.billing.events.filter((e) => e.type === 'customer.subscription.updated').slice(-2);
    expect(updates.map((e) => e.data.object.cancel_at_period_end)).toEqual([true, false]);
    await fakes.billing.flush();
    const [older, newer] = fakes.billing.sent.filter((p) => updates.some((u) => u.id === JSON.parse(p).id));
    // Resend them reversed under new ids (as Stripe would on a retry storm): the older state never wins.
    expect((await subRow(h, businessId)).ends_at).toBeNull();
    const relabel = (p: string, id: string) => JSON.stringify({ ...JSON.parse(p), id });
    await fakes.billing.send(relabel(newer as string, 'evt_new_again'));
    await fakes.billing.send(relabel(older as string, 'evt_old_late'));
    const row = await subRow(h, businessId);
    expect(row.ends_at).toBeNull();
    expect(row.provider_subscription_id).toBe(stripeSub);
    const details = (await owner.client.get('/api/v1/subscription/details')).body.data;
    expect(details).toMatchObject({ state: 'subscriber', auto_renew: true });
  });

  it('a failed renewal is a grace period, then read-only, and a later payment restores the owner', async () => {
    const { h, owner, businessId, stripeSub } = await subscribed();
    h.advance(DAY);
    fakes.billing.renew(stripeSub, { fail: true });
    await fakes.billing.flush();
    let details = (await owner.client.get('/api/v1/subscription/details')).body.data;
    expect(details).toMatchObject({ state: 'grace_period', valid: true, has_incomplete_payment: true });
    expect((await tryWrite(owner)).status).toBe(200);
    const bell = (await owner.client.get('/api/v1/user/notifications')).body;
    expect(bell.data.map((n: { type: string }) => n.type)).toContain('payment_failed');
    await h.drain();
    expect((await emailsTo(h, owner.email)).some((e) => e.subject === 'Your Kairos payment failed')).toBe(true);
    // Past the grace period and the cron: read-only.
    h.advance(GRACE_DAYS * DAY + 60_000);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).lapsed).toBe(1);
    details = (await owner.client.get('/api/v1/subscription/details')).body.data;
    expect(details).toMatchObject({ state: 'lapsed', valid: false, has_incomplete_payment: true });
    const refused = await tryWrite(owner);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('READ_ONLY');
    // The card works again: Stripe's retry succeeds.
    fakes.billing.renew(stripeSub);
    await fakes.billing.flush();
    details = (await owner.client.get('/api/v1/subscription/details')).body.data;
    expect(details).toMatchObject({ state: 'subscriber', valid: true, has_incomplete_payment: false, deletion_at: null });
    expect((await tryWrite(owner)).status).toBe(200);
    const row = await h.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, businessId) });
    expect(row?.lapsed_at).toBeNull();
  });
});
