import { affiliateEarnings, affiliatePayouts, affiliates, sessions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditRows, signedInAdmin, signedInAffiliate } from './support/admin';
import { type Harness, makeHarness, PASSWORD, registerOwner, uniqueEmail } from './support/harness';

let h: Harness;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeEach(async () => {
  h = await makeHarness();
  admin = await signedInAdmin(h);
});

const DAY = 86_400_000;

/** Commission rows as affiliate/earn.ts would write them; `dueInDays` < 0: payable already. */
async function earn(affiliateId: string, amount: number, dueInDays: number, currency = 'GBP') {
  await h.db.insert(affiliateEarnings).values({
    affiliate_user_id: affiliateId,
    platform_payment_id: crypto.randomUUID(),
    amount,
    currency,
    payable_at: new Date(h.clock.now.getTime() + dueInDays * DAY),
    created_at: h.clock.now,
  });
}

const newAffiliate = (extra: Record<string, unknown> = {}) =>
  admin.client.post('/api/v1/admin/affiliate', {
    first_name: 'Petro',
    last_name: 'Partner',
    email: uniqueEmail('partner'),
    password: PASSWORD,
    ...extra,
  });

describe('admin affiliates', () => {
  it('creates an affiliate with a code and settings who can sign in; audited', async () => {
    const email = uniqueEmail('partner');
    const res = await newAffiliate({ email, code: 'PETRO-10', fixed_amount: 500, percent_discount_amount: 1000 });
    expect(res.status).toBe(200);
    expect(res.body.data.code).toBe('PETRO-10');
    const row = await h.db.query.affiliates.findFirst({ where: eq(affiliates.user_id, res.body.data.id) });
    expect(row).toMatchObject({ code: 'PETRO-10', fixed_amount: 500, percent_amount: null, percent_discount_amount: 1000 });
    const login = await h.client_().post('/api/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.is_affiliate).toBe(true);
    const [entry] = await auditRows(h);
    expect(entry).toMatchObject({ actor_user_id: admin.id, action: 'affiliate.create', target_id: res.body.data.id });
  });

  it('refuses both of a pair, taken emails and codes, with nothing written', async () => {
    const both = await newAffiliate({ fixed_amount: 500, percent_amount: 1000 });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ percent_amount: ['Set a fixed amount or a percentage, not both'] });
    const first = await newAffiliate({ code: 'SAME' });
    const taken = await newAffiliate({ code: 'SAME' });
    expect(taken.body).toMatchObject({ code: 'AFFILIATE_CODE_TAKEN' });
    expect(taken.body.errors.code).toHaveLength(1);
    const owner = await registerOwner(h);
    admin.client.setLocale('uk');
    const emailTaken = await newAffiliate({ email: owner.email });
    expect(emailTaken.body.code).toBe('EMAIL_TAKEN');
    expect(emailTaken.body.errors.email[0]).toMatch(/[а-яі]/i);
    const all = await h.db.select().from(affiliates);
    expect(all.map((a) => a.user_id)).toEqual([first.body.data.id]);
  });

  it('edits settings; an owner id or unknown id is NOT_FOUND', async () => {
    const { id } = (await newAffiliate({ fixed_amount: 500 })).body.data;
    const res = await admin.client.put(`/api/v1/admin/affiliate/${id}`, { percent_amount: 2000, fixed_discount_amount: 300 });
    expect(res.status).toBe(200);
    const row = await h.db.query.affiliates.findFirst({ where: eq(affiliates.user_id, id) });
    expect(row).toMatchObject({ fixed_amount: null, percent_amount: 2000, fixed_discount_amount: 300 });
    const pair = await admin.client.put(`/api/v1/admin/affiliate/${id}`, {
      fixed_discount_amount: 1,
      percent_discount_amount: 1,
    });
    expect(pair.body.errors).toEqual({ percent_discount_amount: ['Set a fixed amount or a percentage, not both'] });
    const owner = await registerOwner(h);
    expect((await admin.client.put(`/api/v1/admin/affiliate/${owner.user.id}`, {})).status).toBe(404);
    const [entry] = await auditRows(h);
    expect(entry).toMatchObject({ action: 'affiliate.update', target_id: id });
  });

  it('deletes softly: sessions ended, referred owners keep their attribution, gone from the list', async () => {
    const aff = await signedInAffiliate(h);
    const code = (await h.db.query.affiliates.findFirst({ where: eq(affiliates.user_id, aff.id) }))?.code;
    const referred = await registerOwner(h, { referral_code: code });
    expect((await aff.client.get('/api/v1/affiliate/statistic')).status).toBe(200);
    expect((await admin.client.del(`/api/v1/admin/affiliate/${aff.id}`)).status).toBe(200);
    expect(await h.db.select().from(sessions).where(eq(sessions.user_id, aff.id))).toEqual([]);
    expect((await aff.client.get('/api/v1/affiliate/statistic')).status).toBe(401);
    const user = await h.db.query.users.findFirst({ where: eq(users.id, referred.user.id) });
    expect(user?.referred_by_affiliate_id).toBe(aff.id);
    expect((await admin.client.get('/api/v1/admin/affiliate')).body.data).toEqual([]);
    expect((await admin.client.del(`/api/v1/admin/affiliate/${aff.id}`)).status).toBe(404);
    expect((await admin.client.del(`/api/v1/admin/affiliate/${referred.user.id}`)).status).toBe(404);
    expect((await referred.client.get('/api/v1/clients')).status).toBe(200);
  });

  it('lists earnings totals and pays only what is due, once', async () => {
    const aff = await signedInAffiliate(h);
    await earn(aff.id, 500, -1);
    await earn(aff.id, 700, -30);
    await earn(aff.id, 900, 10);
    await earn(aff.id, 12_000, -2, 'UAH');
    const before = (await admin.client.get('/api/v1/admin/affiliate')).body.data[0];
    expect(before.totals).toEqual([
      { currency: 'GBP', earned: 2100, payable: 1200, paid: 0 },
      { currency: 'UAH', earned: 12_000, payable: 12_000, paid: 0 },
    ]);
    const paid = await admin.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payouts).toEqual([
      expect.objectContaining({ amount: 1200, currency: 'GBP', earnings: 2 }),
      expect.objectContaining({ amount: 12_000, currency: 'UAH', earnings: 1 }),
    ]);
    const after = (await admin.client.get('/api/v1/admin/affiliate')).body.data[0];
    expect(after.totals).toEqual([
      { currency: 'GBP', earned: 2100, payable: 0, paid: 1200 },
      { currency: 'UAH', earned: 12_000, payable: 0, paid: 12_000 },
    ]);
    const again = await admin.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'AFFILIATE_NOTHING_TO_PAY', message: 'This affiliate has nothing payable yet' });
    h.advance(11 * DAY);
    const later = await admin.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`);
    expect(later.body.data.payouts).toEqual([expect.objectContaining({ amount: 900, currency: 'GBP' })]);
    const audits = (await auditRows(h)).filter((a) => a.action === 'affiliate.pay');
    expect(audits).toHaveLength(3);
  });

  it('two admins paying at once pay once', async () => {
    const aff = await signedInAffiliate(h);
    for (let i = 0; i < 5; i++) await earn(aff.id, 100 + i, -1);
    const other = await signedInAdmin(h);
    const results = await Promise.all([
      admin.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`),
      other.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`),
      admin.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const payouts = await h.db.select().from(affiliatePayouts);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]?.amount).toBe(510);
    const marked = await h.db.select().from(affiliateEarnings);
    expect(marked.every((e) => e.payout_id === payouts[0]?.id)).toBe(true);
  });

  it('nothing due, an unknown or non-affiliate id: clear errors; owners refused', async () => {
    const aff = await signedInAffiliate(h);
    admin.client.setLocale('uk');
    const none = await admin.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`);
    expect(none.body).toMatchObject({ code: 'AFFILIATE_NOTHING_TO_PAY', message: 'Цьому партнеру поки нічого виплачувати' });
    const owner = await registerOwner(h);
    expect((await admin.client.post(`/api/v1/admin/user/pay-affiliate/${owner.user.id}`)).status).toBe(404);
    await earn(aff.id, 100, -1);
    expect((await owner.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`)).status).toBe(403);
    expect((await aff.client.post(`/api/v1/admin/user/pay-affiliate/${aff.id}`)).status).toBe(403);
    expect(await h.db.select().from(affiliatePayouts)).toEqual([]);
  });
});
