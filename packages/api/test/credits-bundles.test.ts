import { creditEntries, creditPurchases, notificationSettings, platformPayments } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance } from '../src/credits/ledger';
import { billingHarness, ownerWithCard } from './support/billing-world';
import { makeHarness, registerOwner } from './support/harness';
import { type PaymentFakes, startPaymentFakes } from './support/payment-fakes';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

const BUY_SMS = (id: string) => `/api/v1/user/sms-notification-settings/buy-sms-bundle/${id}`;
const rowsOf = async (h: Awaited<ReturnType<typeof makeHarness>>, b: string) => ({
  purchases: await h.db.select().from(creditPurchases).where(eq(creditPurchases.business_id, b)),
  payments: await h.db.select().from(platformPayments).where(eq(platformPayments.business_id, b)),
  entries: await h.db.select().from(creditEntries).where(eq(creditEntries.business_id, b)),
});

describe('credit bundles', () => {
  it('lists each channel’s bundles in the business’s billing currency', async () => {
    const h = await makeHarness();
    const gb = await registerOwner(h);
    const sms = await gb.client.get('/api/v1/data/sms-bundles');
    expect(sms.status).toBe(200);
    expect(sms.body.data[1]).toEqual({
      id: 'sms_100',
      channel: 'sms',
      credits: 100,
      price: { amount: 750, currency: 'GBP' },
    });
    const email = await gb.client.get('/api/v1/data/email-bundles');
    expect(email.body.data.map((b: { id: string }) => b.id)).toEqual(['email_1000', 'email_4000', 'email_10000']);
    const ua = await registerOwner(h, { locale: 'uk' });
    const uah = await ua.client.get('/api/v1/data/sms-bundles');
    expect(uah.body.data[1].price).toEqual({ amount: 18_900, currency: 'UAH' });
  });

  it('charges the default card off-session once and grants the credits, records Kairos’s income and the choice, in the trial too', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    const b = owner.user.business.id;
    const before = await balance(h.db, b, 'sms');
    const charges = fakes.billing.paymentIntents.charges.length;
    const res = await owner.client.post(BUY_SMS('sms_100'), { auto_renew: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bundle_id: 'sms_100', credits: 100, balance: before + 100, auto_renew: true });
    const charged = fakes.billing.paymentIntents.charges.slice(charges);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amount: 750, currency: 'gbp', off_session: true, status: 'succeeded' });
    const { purchases, payments, entries } = await rowsOf(h, b);
    expect(purchases).toEqual([
      expect.objectContaining({ status: 'paid', kind: 'manual', amount: 750, currency: 'GBP', provider_ref: charged[0]?.id }),
    ]);
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'bundle', status: 'paid', amount: 750, provider_ref: charged[0]?.id }),
    ]);
    expect(purchases[0]?.platform_payment_id).toBe(payments[0]?.id);
    expect(entries.find((e) => e.reason === 'bundle')).toMatchObject({ delta: 100, reference_id: purchases[0]?.id });
    const [settings] = await h.db
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.business_id, b), eq(notificationSettings.channel, 'sms')));
    expect(settings).toMatchObject({ channel: 'sms', bundle_id: 'sms_100', auto_renew: true });
    // The overview shows it.
    const view = await owner.client.get('/api/v1/user/credits?channel=sms');
    expect(view.body.data).toMatchObject({
      balance: before + 100,
      auto_renew: true,
      bundle_id: 'sms_100',
      can_buy: true,
      blocked: null,
    });
    expect(view.body.data.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(view.body.data.entries.items[0]).toMatchObject({ reason: 'bundle', delta: 100, balance: before + 100 });
  });

  it('a declined card: INCORRECT_CARD_DETAILS, a failed purchase, no credits and no income', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes, { last4: '0002' });
    const b = owner.user.business.id;
    const before = await balance(h.db, b, 'sms');
    const res = await owner.client.post(BUY_SMS('sms_50'), { auto_renew: false });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Incorrect card details');
    const { purchases, payments } = await rowsOf(h, b);
    expect(purchases).toEqual([expect.objectContaining({ status: 'failed', error: 'card_declined' })]);
    expect(payments).toEqual([]);
    expect(await balance(h.db, b, 'sms')).toBe(before);
  });

  it('refuses without a card, without Stripe, for UAH, and a bundle of the other channel, writing nothing', async () => {
    const h = await billingHarness(fakes);
    const noCard = await registerOwner(h);
    const r1 = await noCard.client.post(BUY_SMS('sms_100'), {});
    expect(r1.status).toBe(422);
    expect(r1.body.code).toBe('CARD_REQUIRED');
    const ua = await registerOwner(h, { locale: 'uk' });
    const r2 = await ua.client.post(BUY_SMS('sms_100'), {});
    expect(r2.status).toBe(412);
    expect(r2.body.code).toBe('BILLING_UNAVAILABLE');
    const owner = await ownerWithCard(h, fakes);
    const r3 = await owner.client.post(BUY_SMS('email_1000'), {});
    expect(r3.status).toBe(404);
    const r4 = await owner.client.post(BUY_SMS('sms_999'), {});
    expect(r4.status).toBe(422);
    for (const b of [noCard, ua, owner].map((o) => o.user.business.id)) {
      const { purchases, payments } = await rowsOf(h, b);
      expect([purchases, payments]).toEqual([[], []]);
    }
    const plain = await makeHarness();
    const unkeyed = await registerOwner(plain);
    const r5 = await unkeyed.client.post(BUY_SMS('sms_100'), {});
    expect(r5.body.code).toBe('BILLING_UNAVAILABLE');
    expect((await unkeyed.client.get('/api/v1/user/credits?channel=sms')).body.data.can_buy).toBe(false);
    // The panel is told the one reason, the same one the purchase gives.
    const blocked = async (o: typeof owner) => (await o.client.get('/api/v1/user/credits?channel=email')).body.data.blocked;
    expect(await blocked(noCard)).toBe('no_card');
    expect(await blocked(ua)).toBe('currency');
    expect(await blocked(unkeyed)).toBe('unavailable');
    expect(await blocked(owner)).toBeNull();
  });

  it('Stripe down: the purchase is failed, the owner gets a clear error, no credits', async () => {
    const h = await billingHarness(fakes);
    const owner = await ownerWithCard(h, fakes);
    fakes.billing.paymentIntents.failNext = 5;
    const res = await owner.client.post(BUY_SMS('sms_50'), {});
    fakes.billing.paymentIntents.failNext = 0;
    expect(res.status).toBe(503);
    const { purchases, payments } = await rowsOf(h, owner.user.business.id);
    expect(purchases.map((p) => p.status)).toEqual(['failed']);
    expect(payments).toEqual([]);
  });

  it('the auto top-up switch and the ledger pages (newest first, translated reasons are the web’s)', async () => {
    const h = await makeHarness();
    const owner = await registerOwner(h);
    const on = await owner.client.put('/api/v1/user/credits/auto-top-up', { channel: 'email', auto_renew: true });
    expect(on.body.data).toEqual({ channel: 'email', auto_renew: true, bundle_id: null });
    const view = await owner.client.get('/api/v1/user/credits?channel=email&page=1');
    expect(view.body.data).toMatchObject({ channel: 'email', auto_renew: true, card: null });
    expect(view.body.data.entries).toMatchObject({ page: 1, total: 1, items: [{ reason: 'trial_grant', delta: 5, balance: 5 }] });
    const bad = await owner.client.get('/api/v1/user/credits?channel=fax');
    expect(bad.status).toBe(422);
  });
});
