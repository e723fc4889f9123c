import { cards, promoCodes, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, billingHarness, DAY, endTrial, ownerWithCard, subRow, walk } from './support/billing-world';
import type { Harness } from './support/harness';
import { registerOwner } from './support/harness';
import { type PaymentFakes, startPaymentFakes } from './support/payment-fakes';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

const SUB = '/api/v1/subscription';

async function promo(h: Harness, o: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  await h.db.insert(promoCodes).values({ discount_type: 'percent', amount: 5000, duration: 'on_going', ...o });
}

describe('cards', () => {
  it('a lone surrogate in cards/confirm is a translated 422 on REST and tRPC, never a 500 from the SDK (issue 25 L2)', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    const rest = await owner.client.post(`${SUB}/cards/confirm`, '{"session_id": "cs_\\ud800"}');
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { session_id: ['Must be valid text (it holds a broken character)'] },
    });
    owner.client.setLocale('uk');
    const trpc = await owner.client.mutate('billing.confirmCard', { session_id: 'cs_\udfff_x' });
    expect(trpc.status).toBe(422);
    expect(trpc.body.error.data.errors).toEqual({ session_id: ['Має бути коректним текстом (містить пошкоджений символ)'] });
    // A well-formed pair (an emoji) is text like any other: the session is simply not found.
    expect((await owner.client.post(`${SUB}/cards/confirm`, { session_id: 'cs_😀' })).status).toBe(404);
    expect(await h.db.select().from(cards)).toHaveLength(1);
  });

  it('add through the setup page, confirm, make default (Stripe too), delete; the default is kept while paying', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    let list = (await owner.client.get(`${SUB}/cards`)).body.data;
    expect(list).toMatchObject([{ brand: 'visa', last4: '4242', is_default: true, exp_month: 12, exp_year: 2030 }]);
    const second = await addCard(owner, fakes, { last4: '1881' });
    expect(second.find((c) => c.last4 === '1881')?.is_default).toBe(false);
    // The webhook for the same card changes nothing (stored once).
    await fakes.billing.flush();
    list = (await owner.client.get(`${SUB}/cards`)).body.data;
    expect(list).toHaveLength(2);
    const other = list.find((c: { last4: string }) => c.last4 === '1881');
    expect((await owner.client.put(`${SUB}/cards/${other.id}`)).body.data.is_default).toBe(true);
    const row = await subRow(h, owner.user.business.id);
    const pm = (await h.db.query.cards.findFirst({ where: eq(cards.id, other.id) }))?.provider_ref;
    expect(fakes.billing.customers.get(row.provider_customer_id as string)?.invoice_settings.default_payment_method).toBe(pm);
    await endTrial(h, owner.user.business.id);
    expect((await owner.client.post(`${SUB}/subscribe`, { plan_id: 'lite_monthly' })).status).toBe(200);
    const refused = await owner.client.del(`${SUB}/cards/${other.id}`);
    expect(refused.body.code).toBe('CARD_IN_USE');
    const first = list.find((c: { last4: string }) => c.last4 === '4242');
    expect((await owner.client.del(`${SUB}/cards/${first.id}`)).status).toBe(200);
    expect((await owner.client.get(`${SUB}/cards`)).body.data).toHaveLength(1);
    expect((await owner.client.del(`${SUB}/cards/${first.id}`)).status).toBe(404);
  });

  it('a declined card is "Incorrect card details"; no card is CARD_REQUIRED', async () => {
    const h = await billingHarness(fakes);
    const bare = await registerOwner(h);
    const none = await bare.client.post(`${SUB}/subscribe`, { plan_id: 'lite_monthly' });
    expect(none.body.code).toBe('CARD_REQUIRED');
    const owner = await ownerWithCard(h, fakes, { last4: '0002' });
    await endTrial(h, owner.user.business.id);
    const res = await owner.client.post(`${SUB}/subscribe`, { plan_id: 'lite_monthly' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Incorrect card details');
    expect((await subRow(h, owner.user.business.id)).plan_id).toBeNull();
  });

  it('without keys: plans and details answer, paying is BILLING_UNAVAILABLE', async () => {
    const { makeHarness } = await import('./support/harness');
    const h = await makeHarness();
    const owner = await registerOwner(h);
    expect((await owner.client.get(`${SUB}/plans`)).body.data).toHaveLength(6);
    expect((await owner.client.get(`${SUB}/details`)).body.data.state).toBe('trial');
    expect((await owner.client.post(`${SUB}/cards`, {})).body.code).toBe('BILLING_UNAVAILABLE');
    expect((await owner.client.post(`${SUB}/subscribe`, { plan_id: 'lite_monthly' })).body.code).toBe('BILLING_UNAVAILABLE');
  });
});

describe('promo codes at subscribe', () => {
  it('case sensitive, used up, and one_time / fixed_period / on_going amounts recorded', async () => {
    const h = await billingHarness(fakes);
    await promo(h, { code: 'ONCE50', duration: 'one_time' });
    await promo(h, {
      code: 'TWO',
      duration: 'fixed_period',
      duration_months: 2,
      discount_type: 'fixed',
      amount: 300,
      currency: 'GBP',
    });
    await promo(h, { code: 'Always', duration: 'on_going', amount: 1000, max_redemptions: 1 });
    const run = async (code: string) => {
      const owner = await ownerWithCard(h, fakes);
      await endTrial(h, owner.user.business.id);
      const res = await owner.client.post(`${SUB}/subscribe`, { plan_id: 'business_monthly', promo_code: code });
      await fakes.billing.flush();
      return { owner, res };
    };
    const wrongCase = await run('once50');
    expect(wrongCase.res.body.code).toBe('PROMO_CODE_INVALID');
    expect(wrongCase.res.body.message).toBe('This promo code is not valid');
    const amounts = async (code: string, renewals: number) => {
      const { owner, res } = await run(code);
      expect(res.status).toBe(200);
      const row = await subRow(h, owner.user.business.id);
      for (let i = 0; i < renewals; i++) {
        await walk(h, owner, 31 * DAY);
        fakes.billing.renew(row.provider_subscription_id as string);
        await fakes.billing.flush();
      }
      const history = (await owner.client.get(`${SUB}/history`)).body.data;
      return { paid: history.map((p: { amount: number }) => p.amount).reverse(), row: await subRow(h, owner.user.business.id) };
    };
    const once = await amounts('ONCE50', 2);
    expect(once.paid).toEqual([1000, 2000, 2000]);
    expect(once.row.promo_payments_left).toBe(0);
    const two = await amounts('TWO', 2);
    expect(two.paid).toEqual([1700, 1700, 2000]);
    const always = await amounts('Always', 2);
    expect(always.paid).toEqual([1800, 1800, 1800]);
    expect(always.row.promo_payments_left).toBeNull();
    expect((await (await ownerWithCard(h, fakes)).client.get(`${SUB}/details`)).status).toBe(200);
    const usedUp = await run('Always');
    expect(usedUp.res.body.code).toBe('PROMO_CODE_INVALID');
    const counted = await h.db.query.promoCodes.findFirst({ where: eq(promoCodes.code, 'Always') });
    expect(counted?.redemptions).toBe(1);
  });
});

describe('swap and add-ons', () => {
  async function paying(plan = 'business_monthly') {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    await endTrial(h, owner.user.business.id);
    await owner.client.post(`${SUB}/subscribe`, { plan_id: plan });
    await fakes.billing.flush();
    return { h, owner, businessId: owner.user.business.id };
  }

  it('upgrade now with the prorated charge recorded; downgrade pending until the period ends', async () => {
    const { h, owner, businessId } = await paying();
    h.advance(15 * DAY);
    const up = await owner.client.post(`${SUB}/swap`, { plan_id: 'premium_monthly' });
    expect(up.body.data).toMatchObject({ change: 'upgrade', charged: 500 });
    await fakes.billing.flush();
    const history = (await owner.client.get(`${SUB}/history`)).body.data;
    expect(history.map((p: { amount: number }) => p.amount)).toEqual([500, 2000]);
    expect((await subRow(h, businessId)).plan_id).toBe('premium_monthly');
    const down = await owner.client.post(`${SUB}/swap`, { plan_id: 'lite_monthly' });
    expect(down.body.data).toMatchObject({ change: 'downgrade', charged: null });
    await fakes.billing.flush();
    let row = await subRow(h, businessId);
    expect(row).toMatchObject({ plan_id: 'premium_monthly', pending_plan_id: 'lite_monthly' });
    expect(down.body.data.effective_at).toBe(row.current_period_end?.toISOString());
    await walk(h, owner, 16 * DAY);
    fakes.billing.renew(row.provider_subscription_id as string);
    await fakes.billing.flush();
    row = await subRow(h, businessId);
    expect(row).toMatchObject({ plan_id: 'lite_monthly', pending_plan_id: null });
    expect((await owner.client.get(`${SUB}/history`)).body.data[0].amount).toBe(1000);
  });

  it('an add-on grants its feature and cancelling removes it at the period end; ADDON_INCLUDED on premium', async () => {
    const { h, owner, businessId } = await paying('lite_monthly');
    const available = async () => (await owner.client.get('/api/v1/user/export-information-settings')).body.data.available;
    const addons = async () => (await owner.client.get(`${SUB}/addons`)).body.data;
    expect((await addons()).find((a: { id: string }) => a.id === 'auto_export')).toMatchObject({
      status: 'none',
      included_in_plan: false,
    });
    expect(await available()).toBe(false);
    h.advance(DAY);
    const on = await owner.client.post(`${SUB}/addon`, { addon_id: 'auto_export' });
    expect(on.body.data.status).toBe('active');
    await fakes.billing.flush();
    const history = (await owner.client.get(`${SUB}/history`)).body.data;
    expect(history[0]).toMatchObject({ kind: 'addon', status: 'paid' });
    expect(history[0].amount).toBeGreaterThan(0);
    expect(await available()).toBe(true);
    const off = await owner.client.post(`${SUB}/addon/cancel`, { addon_id: 'auto_export' });
    expect(off.body.data.status).toBe('cancelled');
    expect((await addons()).find((a: { id: string }) => a.id === 'auto_export').status).toBe('cancelled');
    const row = await subRow(h, businessId);
    expect(off.body.data.ends_at).toBe(row.current_period_end?.toISOString());
    expect(await available()).toBe(true);
    await walk(h, owner, (row.current_period_end?.getTime() ?? 0) - h.clock.now.getTime() + 1000);
    expect(await available()).toBe(false);
    const premium = await paying('premium_monthly');
    const included = await premium.owner.client.post(`${SUB}/addon`, { addon_id: 'marketing' });
    expect(included.body.code).toBe('ADDON_INCLUDED');
  });
});

describe('UAH through LiqPay', () => {
  it('subscribe answers the signed form; the callbacks turn the plan on, record payments, and cancel', async () => {
    const h = await billingHarness(fakes);
    const owner = await registerOwner(h, { business_name: 'Kyiv Studio', locale: 'uk' });
    await h.db
      .update(subscriptions)
      .set({ trial_ends_at: new Date(h.clock.now.getTime() - 1000) })
      .where(eq(subscriptions.business_id, owner.user.business.id));
    const res = await owner.client.post(`${SUB}/subscribe`, { plan_id: 'business_monthly' });
    expect(res.body.data.status).toBe('redirect');
    const form = res.body.data.redirect.form;
    expect(form.action).toBe(`${fakes.url}/api/3/checkout`);
    // The browser posts the form to LiqPay.
    const posted = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    expect(posted.status).toBe(200);
    const order = [...fakes.billing.liqpay.orders.values()].at(-1) as Record<string, unknown>;
    expect(order).toMatchObject({ action: 'subscribe', subscribe_periodicity: 'month', currency: 'UAH', amount: '599.00' });
    const id = String(order.order_id);
    expect(await fakes.billing.liqpay.callback(id, 'subscribed')).toBe(200);
    expect(await fakes.billing.liqpay.callback(id, 'success', { payment_id: 777 })).toBe(200);
    expect(await fakes.billing.liqpay.callback(id, 'success', { payment_id: 777 })).toBe(200);
    const details = (await owner.client.get(`${SUB}/details`)).body.data;
    expect(details).toMatchObject({ state: 'subscriber', plan_id: 'business_monthly', provider: 'liqpay', currency: 'UAH' });
    const bell = (await owner.client.get('/api/v1/user/notifications')).body.data;
    expect(bell.filter((n: { type: string }) => n.type === 'subscription_activated')).toHaveLength(1);
    const history = (await owner.client.get(`${SUB}/history`)).body.data;
    expect(history).toMatchObject([{ amount: 59_900, currency: 'UAH', status: 'paid' }]);
    expect((await owner.client.get(`${SUB}/cards`)).body.data).toMatchObject([{ last4: '5*23'.slice(-4) }]);
    const cancelled = await owner.client.post(`${SUB}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(fakes.billing.liqpay.requests.at(-1)).toMatchObject({ action: 'unsubscribe', order_id: id });
    expect((await owner.client.get(`${SUB}/details`)).body.data.state).toBe('unsubscriber');
  });
});
