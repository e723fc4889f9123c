import { affiliateEarnings, affiliates, platformPayments, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditAffiliate, payableAt } from '../src/affiliate/earn';
import { signedInAffiliate } from './support/admin';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const DAY = 86_400_000;

async function referred(code?: string) {
  const aff = await signedInAffiliate(h);
  const stat = (await aff.client.get('/api/v1/affiliate/statistic')).body.data;
  const owner = await registerOwner(h, { referral_code: code ?? stat.code });
  return { aff, stat, owner };
}

async function paid(businessId: string, amount: number, currency = 'GBP', at = h.clock.now) {
  const [row] = await h.db
    .insert(platformPayments)
    .values({
      business_id: businessId,
      kind: 'subscription',
      status: 'paid',
      description: 'Business monthly',
      amount,
      currency,
      provider: currency === 'UAH' ? 'liqpay' : 'stripe',
      provider_ref: crypto.randomUUID(),
      created_at: at,
    })
    .returning();
  return row?.id as string;
}

const earningsOf = (affId: string) => h.db.select().from(affiliateEarnings).where(eq(affiliateEarnings.affiliate_user_id, affId));

describe('referral sign-ups and statistics', () => {
  it('attributes a sign-up through the link, counts subscribers, and gives the link', async () => {
    const { aff, stat, owner } = await referred();
    expect(stat.link).toBe(`${h.services.config.appUrl}/register?ref=${stat.code}`);
    await registerOwner(h); // not referred
    const row = await h.db.query.users.findFirst({ where: eq(users.id, owner.user.id) });
    expect(row?.referred_by_affiliate_id).toBe(aff.id);
    let s = (await aff.client.get('/api/v1/affiliate/statistic')).body.data;
    expect(s).toMatchObject({ referred_count: 1, subscribers_count: 0, totals: [], recent_earnings: [] });
    expect(s.referrals).toEqual([
      { id: owner.user.id, name: 'Olena Koval', signed_up_at: h.clock.now.toISOString(), state: 'trial', plan_name: null },
    ]);
    await h.db.update(subscriptions).set({ plan_name: 'business' }).where(eq(subscriptions.business_id, owner.user.business.id));
    s = (await aff.client.get('/api/v1/affiliate/statistic')).body.data;
    expect(s).toMatchObject({ referred_count: 1, subscribers_count: 1 });
  });

  it('lets the affiliate change their code: unique, 3–40 letters, digits or -, and the new link attributes', async () => {
    const x = await signedInAffiliate(h);
    const y = await signedInAffiliate(h);
    const yCode = (await y.client.get('/api/v1/affiliate/statistic')).body.data.code;
    const taken = await x.client.post('/api/v1/affiliate/create-code', { code: yCode });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ code: 'AFFILIATE_CODE_TAKEN', message: 'This code is already taken' });
    for (const bad of ['ab', 'a b c', 'x'.repeat(41), 'код-1']) {
      const res = await x.client.post('/api/v1/affiliate/create-code', { code: bad });
      expect(res.body.code, bad).toBe('VALIDATION_ERROR');
    }
    x.client.setLocale('uk');
    expect((await x.client.post('/api/v1/affiliate/create-code', { code: yCode })).body.message).toBe('Цей код уже зайнятий');
    const ok = await x.client.post('/api/v1/affiliate/create-code', { code: 'Salon-2026' });
    expect(ok.body.data).toEqual({ code: 'Salon-2026' });
    const owner = await registerOwner(h, { referral_code: 'Salon-2026' });
    expect((await h.db.query.users.findFirst({ where: eq(users.id, owner.user.id) }))?.referred_by_affiliate_id).toBe(x.id);
  });
});

describe('creditAffiliate', () => {
  it('credits the programme default (20 %) once per payment, payable 60 days later for pounds', async () => {
    const { aff, owner } = await referred();
    const id = await paid(owner.user.business.id, 2999);
    await creditAffiliate(h.db, id, h.clock.now);
    await creditAffiliate(h.db, id, h.clock.now);
    const rows = await earningsOf(aff.id);
    expect(rows).toHaveLength(1);
    // 2999 × 20 % = 599.8 → 600
    expect(rows[0]).toMatchObject({ amount: 600, currency: 'GBP', referred_user_id: owner.user.id, payout_id: null });
    expect(rows[0]?.payable_at).toEqual(new Date(h.clock.now.getTime() + 60 * DAY));
  });

  it('uses the fixed amount, else the percent (half up), set for the affiliate', async () => {
    const { aff, owner } = await referred();
    await h.db.update(affiliates).set({ percent_amount: 1250 }).where(eq(affiliates.user_id, aff.id));
    await creditAffiliate(h.db, await paid(owner.user.business.id, 2999), h.clock.now);
    await h.db.update(affiliates).set({ fixed_amount: 500 }).where(eq(affiliates.user_id, aff.id));
    await creditAffiliate(h.db, await paid(owner.user.business.id, 2999), h.clock.now);
    // 2999 × 12.5 % = 374.875 → 375; then the fixed 5.00
    expect((await earningsOf(aff.id)).map((e) => e.amount).sort()).toEqual([375, 500]);
  });

  it('ignores failed payments, refunds and owners nobody referred', async () => {
    const { aff, owner } = await referred();
    const failed = await paid(owner.user.business.id, 2999);
    await h.db.update(platformPayments).set({ status: 'failed' }).where(eq(platformPayments.id, failed));
    await creditAffiliate(h.db, failed, h.clock.now);
    const plain = await registerOwner(h);
    await creditAffiliate(h.db, await paid(plain.user.business.id, 2999), h.clock.now);
    await creditAffiliate(h.db, 'missing', h.clock.now);
    expect(await earningsOf(aff.id)).toEqual([]);
  });

  it('pays hryvnias in the first 1st–15th window at least 30 days later', () => {
    expect(payableAt(new Date('2026-11-22T10:00:00Z'), 'UAH')).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(payableAt(new Date('2026-11-05T10:00:00Z'), 'UAH')).toEqual(new Date('2026-12-05T10:00:00Z'));
    expect(payableAt(new Date('2026-12-16T10:00:00Z'), 'UAH')).toEqual(new Date('2027-01-15T10:00:00Z'));
    expect(payableAt(new Date('2026-12-17T10:00:00Z'), 'UAH')).toEqual(new Date('2027-02-01T00:00:00Z'));
    expect(payableAt(new Date('2026-11-22T10:00:00Z'), 'GBP')).toEqual(new Date('2027-01-21T10:00:00Z'));
  });

  it('shows earned, payable now, next payable date and one referral’s earnings; someone else’s referral is NOT_FOUND', async () => {
    const { aff, owner } = await referred();
    await creditAffiliate(h.db, await paid(owner.user.business.id, 10000), h.clock.now);
    h.advance(29 * DAY);
    await aff.client.get('/api/v1/affiliate/statistic'); // the session slides on use
    await creditAffiliate(h.db, await paid(owner.user.business.id, 10000), h.clock.now);
    for (const step of [10, 10, 12]) {
      h.advance(step * DAY);
      await aff.client.get('/api/v1/affiliate/statistic');
    }
    const got = await aff.client.get('/api/v1/affiliate/statistic');
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const s = got.body.data;
    expect(s.totals).toEqual([
      {
        currency: 'GBP',
        earned: 4000,
        payable_now: 2000,
        paid: 0,
        next_payable_at: new Date(h.clock.now.getTime() - 32 * DAY + 60 * DAY).toISOString(),
      },
    ]);
    expect(s.recent_earnings).toHaveLength(2);
    const one = await aff.client.get(`/api/v1/affiliate/user/${owner.user.id}`);
    expect(one.body.data).toMatchObject({ id: owner.user.id, state: 'lapsed', totals: [{ earned: 4000 }] });
    expect(one.body.data.earnings).toHaveLength(2);
    const other = await referred();
    const res = await aff.client.get(`/api/v1/affiliate/user/${other.owner.user.id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await aff.client.get('/api/v1/affiliate/user/nope')).status).toBe(404);
  });
});
