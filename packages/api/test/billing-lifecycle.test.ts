import { businesses, clients, platformPayments, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingLifecycle } from '../src/billing/lifecycle';
import { stopBilling } from '../src/billing/stop';
import { enqueueTrialReminders } from '../src/jobs/trial-reminder';
import { DATA_RETENTION_DAYS, TRIAL_DAYS } from '../src/shared/plans';
import { billingHarness, DAY, endTrial, ownerWithCard, subRow, tryWrite, walk } from './support/billing-world';
import { registerOwner } from './support/harness';
import { emailsTo } from './support/mail';
import { type PaymentFakes, startPaymentFakes } from './support/payment-fakes';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

describe('subscription lifecycle on an injected clock', () => {
  it('trial → subscribe (nothing charged) → first invoice → cancel → lapsed → warning → deleted after 90 days', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    const businessId = owner.user.business.id;
    const details = async () => (await owner.client.get('/api/v1/subscription/details')).body.data;
    expect(await details()).toMatchObject({ state: 'trial', has_card: true, auto_renew: false });
    expect((await tryWrite(owner)).status).toBe(200);

    // Subscribing during the trial: a Stripe trial to the trial's end, nothing charged yet.
    h.advance(2 * DAY);
    const res = await owner.client.post('/api/v1/subscription/subscribe', { plan_id: 'lite_monthly' });
    expect(res.body.data.status).toBe('trialing');
    await fakes.billing.flush();
    const sub = await subRow(h, businessId);
    const stripe = fakes.billing.subs.get(sub.provider_subscription_id as string);
    expect(stripe?.items.data[0].current_period_end * 1000).toBe(
      sub.trial_ends_at.getTime() - (sub.trial_ends_at.getTime() % 1000),
    );
    expect((await owner.client.get('/api/v1/subscription/history')).body.meta.total).toBe(0);
    expect(await details()).toMatchObject({ state: 'subscriber', plan_id: 'lite_monthly', auto_renew: true });
    const bell = (await owner.client.get('/api/v1/user/notifications')).body.data;
    expect(bell.map((n: { type: string }) => n.type)).toContain('subscription_activated');

    // The trial ends: Stripe charges the first month.
    await walk(h, owner, (TRIAL_DAYS - 2) * DAY);
    fakes.billing.renew(sub.provider_subscription_id as string);
    await fakes.billing.flush();
    const history = (await owner.client.get('/api/v1/subscription/history')).body.data;
    expect(history).toMatchObject([{ kind: 'subscription', status: 'paid', amount: 1000, currency: 'GBP' }]);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).lapsed).toBe(0);

    // Auto-renew off: the plan runs to the period's end.
    const cancelled = await owner.client.post('/api/v1/subscription/cancel');
    expect(cancelled.status).toBe(200);
    const endsAt = new Date(cancelled.body.data.ends_at);
    expect(await details()).toMatchObject({ state: 'unsubscriber', valid: true, auto_renew: false });
    await walk(h, owner, endsAt.getTime() - h.clock.now.getTime() + 60_000);
    fakes.billing.renew(sub.provider_subscription_id as string);
    await fakes.billing.flush();
    expect((await runBillingLifecycle(h.deps, h.clock.now)).lapsed).toBe(1);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).lapsed).toBe(0);
    const lapsed = await details();
    expect(lapsed).toMatchObject({ state: 'lapsed', valid: false });
    expect(new Date(lapsed.deletion_at).getTime()).toBe(h.clock.now.getTime() + DATA_RETENTION_DAYS * DAY);
    expect((await tryWrite(owner)).body.code).toBe('READ_ONLY');

    // The warning, once, a week before; the deletion at 90 days.
    h.advance((DATA_RETENTION_DAYS - 8) * DAY);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).deletion_warnings_queued).toBe(0);
    h.advance(2 * DAY);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).deletion_warnings_queued).toBe(1);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).deletion_warnings_queued).toBe(0);
    await h.drain();
    const mails = await emailsTo(h, owner.email);
    expect(mails.filter((e) => e.subject?.startsWith('Your Kairos data will be deleted'))).toHaveLength(1);
    const business = () => h.db.query.businesses.findFirst({ where: eq(businesses.id, businessId) });
    expect(await business()).toBeDefined();
    h.advance(7 * DAY);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).purged).toBe(1);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).purged).toBe(0);
    // Really gone: the business and what it owned; the owner a tombstone; Kairos's own books kept.
    expect(await business()).toBeUndefined();
    expect(await h.db.select().from(clients).where(eq(clients.business_id, businessId))).toEqual([]);
    const user = await h.db.query.users.findFirst({ where: eq(users.id, owner.user.id) });
    expect(user?.deleted_at).not.toBeNull();
    expect(user?.email).not.toBe(owner.email);
    expect(await h.db.select().from(platformPayments).where(eq(platformPayments.business_id, businessId))).toHaveLength(1);
  });

  it('the trial reminder rings the bell once (trial_ending)', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    await walk(h, owner, (TRIAL_DAYS - 2) * DAY);
    expect(await enqueueTrialReminders(h.deps, h.clock.now)).toBe(1);
    await h.drain();
    expect(await enqueueTrialReminders(h.deps, h.clock.now)).toBe(0);
    await h.drain();
    const bell = (await owner.client.get('/api/v1/user/notifications')).body.data;
    expect(bell.filter((n: { type: string }) => n.type === 'trial_ending')).toHaveLength(1);
  });

  it('a lapsed owner who subscribes again is restored', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    await walk(h, owner, (TRIAL_DAYS + 1) * DAY);
    expect((await runBillingLifecycle(h.deps, h.clock.now)).lapsed).toBe(1);
    expect((await tryWrite(owner)).body.code).toBe('READ_ONLY');
    const res = await owner.client.post('/api/v1/subscription/subscribe', { plan_id: 'premium_annual' });
    expect(res.body.data.status).toBe('active');
    await fakes.billing.flush();
    expect((await tryWrite(owner)).status).toBe(200);
    const details = (await owner.client.get('/api/v1/subscription/details')).body.data;
    expect(details).toMatchObject({ state: 'subscriber', level: 'premium', deletion_at: null });
    const history = (await owner.client.get('/api/v1/subscription/history')).body.data;
    expect(history).toMatchObject([{ amount: 30_000, status: 'paid' }]);
  });

  it('stopBilling cancels at Stripe now, detaches the cards, ends the row; twice and never-subscribed are fine', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    const businessId = owner.user.business.id;
    await endTrial(h, businessId);
    await owner.client.post('/api/v1/subscription/subscribe', { plan_id: 'business_annual' });
    await fakes.billing.flush();
    const row = await subRow(h, businessId);
    const pm = [...fakes.billing.methods.values()].find((m) => m.customer === row.provider_customer_id);
    await stopBilling(h.deps, businessId, h.clock.now);
    await stopBilling(h.deps, businessId, h.clock.now);
    await fakes.billing.flush();
    expect(fakes.billing.subs.get(row.provider_subscription_id as string)?.status).toBe('canceled');
    expect(pm?.customer).toBeNull();
    expect(await subRow(h, businessId)).toMatchObject({ provider_status: 'canceled', ends_at: h.clock.now });
    expect((await owner.client.get('/api/v1/subscription/cards')).body.data).toEqual([]);
    const never = await registerOwner(h);
    await expect(stopBilling(h.deps, never.user.business.id, h.clock.now)).resolves.toBeUndefined();
  });
});
