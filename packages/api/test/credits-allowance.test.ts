import { creditEntries, platformPayments } from '@kairos/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlanAllowance } from '../src/credits/allowance';
import { balance, grant, spend } from '../src/credits/ledger';
import { billingHarness, endTrial, ownerWithCard, subRow } from './support/billing-world';
import { makeHarness, registerOwner } from './support/harness';
import { type PaymentFakes, startPaymentFakes } from './support/payment-fakes';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

type H = Awaited<ReturnType<typeof makeHarness>>;
const smsEntries = (h: H, businessId: string) =>
  h.db
    .select({ reason: creditEntries.reason, delta: creditEntries.delta, balance: creditEntries.balance })
    .from(creditEntries)
    .where(and(eq(creditEntries.business_id, businessId), eq(creditEntries.channel, 'sms')))
    .orderBy(asc(creditEntries.seq));

async function sends(h: H, businessId: string, n: number) {
  for (let i = 0; i < n; i++)
    await spend(h.db, {
      businessId,
      channel: 'sms',
      amount: 1,
      reason: 'message',
      referenceId: crypto.randomUUID(),
      now: h.clock.now,
    });
}

describe('plan allowance (grantPlanAllowance)', () => {
  it('expires what is left of the last allowance (sends take it first, refunds give it back), keeps bought credits, grants once per reference', async () => {
    const h = await makeHarness();
    const b = (await registerOwner(h)).user.business.id;
    const trial = await balance(h.db, b, 'sms');
    const at = { businessId: b, plan: 'business' as const, now: h.clock.now };
    await grantPlanAllowance(h.db, { ...at, reference: 'in_1' });
    expect(await balance(h.db, b, 'sms')).toBe(trial + 100);
    await sends(h, b, 30);
    await grant(h.db, { businessId: b, channel: 'sms', amount: 5, reason: 'refund', referenceId: 'm1', now: h.clock.now });
    await grant(h.db, { businessId: b, channel: 'sms', amount: 50, reason: 'bundle', referenceId: 'p1', now: h.clock.now });
    // Left of the allowance: 100 − 30 + 5 = 75; the trial's and the bundle's credits stay.
    await grantPlanAllowance(h.db, { ...at, reference: 'in_2' });
    const after = await smsEntries(h, b);
    expect(after.slice(-2)).toEqual([
      { reason: 'expiry', delta: -75, balance: trial + 50 },
      { reason: 'plan_allowance', delta: 100, balance: trial + 150 },
    ]);
    // A replayed webhook: nothing more.
    await grantPlanAllowance(h.db, { ...at, reference: 'in_2' });
    expect(await smsEntries(h, b)).toHaveLength(after.length);
  });

  it('spending past the allowance expires nothing; a lite plan only expires; none before any allowance', async () => {
    const h = await makeHarness();
    const b = (await registerOwner(h)).user.business.id;
    const at = { businessId: b, now: h.clock.now };
    await grant(h.db, { businessId: b, channel: 'sms', amount: 40, reason: 'bundle', referenceId: 'p1', now: h.clock.now });
    await grantPlanAllowance(h.db, { ...at, plan: 'lite', reference: 'liq_0' });
    expect((await smsEntries(h, b)).map((e) => e.reason)).not.toContain('expiry');
    await grantPlanAllowance(h.db, { ...at, plan: 'premium', reference: 'liq_1' });
    await sends(h, b, 210);
    const before = await balance(h.db, b, 'sms');
    await grantPlanAllowance(h.db, { ...at, plan: 'premium', reference: 'liq_2' });
    expect(await balance(h.db, b, 'sms')).toBe(before + 200);
    await sends(h, b, 50);
    // Downgraded to lite: the 150 left of premium's 200 expire, nothing is granted.
    await grantPlanAllowance(h.db, { ...at, plan: 'lite', reference: 'liq_3' });
    expect((await smsEntries(h, b)).at(-1)).toMatchObject({ reason: 'expiry', delta: -150, balance: before });
  });

  it("Stripe: each paid subscription invoice grants the plan's SMS once, the renewal expires the rest first", async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    const b = owner.user.business.id;
    const trial = await balance(h.db, b, 'sms');
    await endTrial(h, b);
    expect((await owner.client.post('/api/v1/subscription/subscribe', { plan_id: 'business_monthly' })).status).toBe(200);
    await fakes.billing.flush();
    expect(await balance(h.db, b, 'sms')).toBe(trial + 100);
    await sends(h, b, 60);
    const stripeSub = (await subRow(h, b)).provider_subscription_id as string;
    fakes.billing.renew(stripeSub);
    const paid = fakes.billing.events.filter((e) => e.type === 'invoice.paid').at(-1);
    await fakes.billing.flush();
    expect((await smsEntries(h, b)).slice(-2)).toEqual([
      { reason: 'expiry', delta: -40, balance: trial },
      { reason: 'plan_allowance', delta: 100, balance: trial + 100 },
    ]);
    const replay = fakes.billing.sent.find((p) => JSON.parse(p).id === paid?.id) as string;
    expect(await fakes.billing.send(replay)).toBe(200);
    expect(await balance(h.db, b, 'sms')).toBe(trial + 100);
    expect(await h.db.select().from(platformPayments).where(eq(platformPayments.business_id, b))).toHaveLength(2);
  });

  it('LiqPay: each successful payment grants once (a repeated callback grants nothing more)', async () => {
    const h = await billingHarness(fakes);
    const owner = await registerOwner(h, { business_name: 'Kyiv Studio', locale: 'uk' });
    const b = owner.user.business.id;
    const trial = await balance(h.db, b, 'sms');
    await endTrial(h, b);
    const res = await owner.client.post('/api/v1/subscription/subscribe', { plan_id: 'premium_monthly' });
    const form = res.body.data.redirect.form;
    expect((await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) })).status).toBe(200);
    const id = String(([...fakes.billing.liqpay.orders.values()].at(-1) as Record<string, unknown>).order_id);
    expect(await fakes.billing.liqpay.callback(id, 'subscribed')).toBe(200);
    expect(await balance(h.db, b, 'sms')).toBe(trial);
    for (let i = 0; i < 2; i++) expect(await fakes.billing.liqpay.callback(id, 'success', { payment_id: 901 })).toBe(200);
    expect(await balance(h.db, b, 'sms')).toBe(trial + 200);
    await sends(h, b, 150);
    expect(await fakes.billing.liqpay.callback(id, 'success', { payment_id: 902 })).toBe(200);
    expect((await smsEntries(h, b)).slice(-2)).toEqual([
      { reason: 'expiry', delta: -50, balance: trial },
      { reason: 'plan_allowance', delta: 200, balance: trial + 200 },
    ]);
  });
});
