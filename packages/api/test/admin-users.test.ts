import { apiTokens, sessions, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUser, auditRows, signedInAdmin, signedInAffiliate } from './support/admin';
import { type Harness, makeHarness, PASSWORD, registerOwner } from './support/harness';

let h: Harness;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  h = await makeHarness();
  admin = await signedInAdmin(h);
});
afterAll(() => h.close());

const lastAudit = async () => (await auditRows(h))[0];

describe('per-user actions', () => {
  it('changes the password: the old one stops, sessions and API tokens end, an audit row is written', async () => {
    const { owner, client: bearer } = await apiUser(h);
    const res = await admin.client.put(`/api/v1/admin/user/password/${owner.user.id}`, {
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(res.status).toBe(200);
    expect(await h.db.select().from(sessions).where(eq(sessions.user_id, owner.user.id))).toEqual([]);
    expect((await owner.client.get('/api/v1/user')).status).toBe(401);
    expect((await bearer.get('/api/v1/user')).status).toBe(401);
    const [token] = await h.db.select().from(apiTokens).where(eq(apiTokens.user_id, owner.user.id));
    expect(token?.revoked_at).not.toBeNull();
    const c = h.client_();
    expect((await c.post('/api/login', { email: owner.email, password: PASSWORD })).body.code).toBe('INVALID_CREDENTIALS');
    expect((await c.post('/api/login', { email: owner.email, password: 'NewPass123' })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ actor_user_id: admin.id, action: 'user.password', target_id: owner.user.id });
  });

  it('refuses a weak password with the rule, in Ukrainian too, and changes nothing', async () => {
    const o = await registerOwner(h);
    const uk = await admin.client.put(
      `/api/v1/admin/user/password/${o.user.id}`,
      { password: 'short', password_confirmation: 'short' },
      { 'x-locale': 'uk' },
    );
    expect(uk.status).toBe(422);
    expect(uk.body.errors.password[0]).toMatch(/8/);
    expect((await o.client.get('/api/v1/user')).status).toBe(200);
  });

  it('sets the trial end to the end of the chosen day in the business zone and reopens a lapsed trial', async () => {
    const o = await registerOwner(h, { timezone: 'Europe/Kyiv' });
    const bid = o.user.business.id;
    await h.db
      .update(subscriptions)
      .set({ trial_ends_at: new Date('2026-11-01T00:00:00Z'), lapsed_at: new Date('2026-11-01T00:00:00Z') })
      .where(eq(subscriptions.business_id, bid));
    const res = await admin.client.put(`/api/v1/admin/user/trial/${o.user.id}`, { trial_ends_at: '2026-12-10' });
    expect(res.status).toBe(200);
    // Kyiv is UTC+2 in December: the day ends at 22:00 UTC.
    expect(res.body.data.trial_ends_at).toBe('2026-12-10T21:59:59.999Z');
    const [sub] = await h.db.select().from(subscriptions).where(eq(subscriptions.business_id, bid));
    expect(sub?.lapsed_at).toBeNull();
    const me = await o.client.get('/api/v1/user');
    expect(me.body.data.subscription).toMatchObject({ state: 'trial', read_only: false });
    expect(await lastAudit()).toMatchObject({ action: 'user.trial', target_id: o.user.id, actor_user_id: admin.id });
    const bad = await admin.client.put(`/api/v1/admin/user/trial/${o.user.id}`, { trial_ends_at: '2026-02-30' });
    expect(bad.status).toBe(422);
  });

  it('adjusts SMS and email credits by a signed number and never below zero', async () => {
    const o = await registerOwner(h);
    const before = (await o.client.get('/api/v1/user')).body.data;
    const add = await admin.client.put(`/api/v1/admin/user/sms/${o.user.id}`, { amount: 50 });
    expect(add.status).toBe(200);
    expect(add.body.data.balance).toBe(before.credits_amount + 50);
    const sub = await admin.client.put(`/api/v1/admin/user/balance/${o.user.id}`, { amount: '-5' });
    expect(sub.status).toBe(200);
    expect(sub.body.data.balance).toBe(before.email_credits_amount - 5);
    const under = await admin.client.put(`/api/v1/admin/user/balance/${o.user.id}`, { amount: -1_000_000 }, { 'x-locale': 'uk' });
    expect(under.status).toBe(422);
    expect(under.body.code).toBe('ADMIN_CREDITS_BELOW_ZERO');
    expect(under.body.message).toContain(String(before.email_credits_amount - 5));
    const after = (await o.client.get('/api/v1/user')).body.data;
    expect(after).toMatchObject({
      credits_amount: before.credits_amount + 50,
      email_credits_amount: before.email_credits_amount - 5,
    });
    for (const amount of [0, 1.5, 'abc']) {
      expect((await admin.client.put(`/api/v1/admin/user/sms/${o.user.id}`, { amount })).status).toBe(422);
    }
    const rows = (await auditRows(h)).filter((r) => r.target_id === o.user.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['user.email_credits', 'user.sms_credits']);
  });

  it('grants and takes away marketing access', async () => {
    const o = await registerOwner(h);
    expect((await admin.client.put(`/api/v1/admin/user/marketing/${o.user.id}`, { marketing_available: true })).status).toBe(200);
    const [u] = await h.db.select().from(users).where(eq(users.id, o.user.id));
    expect(u?.marketing_available).toBe(true);
    await admin.client.put(`/api/v1/admin/user/marketing/${o.user.id}`, { marketing_available: false });
    const [v] = await h.db.select().from(users).where(eq(users.id, o.user.id));
    expect(v?.marketing_available).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'user.marketing', details: { marketing_available: false } });
  });

  it('refuses admins as targets and answers NOT_FOUND for unknown users', async () => {
    const other = await signedInAdmin(h);
    for (const [method, path, body] of [
      ['PUT', `/api/v1/admin/user/sms/${other.id}`, { amount: 5 }],
      ['PUT', `/api/v1/admin/user/marketing/${other.id}`, { marketing_available: true }],
      ['DELETE', `/api/v1/admin/user/${other.id}`, undefined],
      ['POST', `/api/v1/admin/user/${other.id}`, {}],
    ] as const) {
      const res = await admin.client.request(method, path, body);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('ADMIN_TARGET_INVALID');
    }
    expect((await admin.client.put('/api/v1/admin/user/sms/nope', { amount: 5 })).status).toBe(404);
  });

  it('deletes a user: their sessions end and they move to the trashed list', async () => {
    const o = await registerOwner(h);
    const res = await admin.client.del(`/api/v1/admin/user/${o.user.id}`);
    expect(res.status).toBe(200);
    expect((await o.client.get('/api/v1/user')).status).toBe(401);
    const trashed = await admin.client.get('/api/v1/admin/user?is_trashed_user=1');
    expect(trashed.body.data.map((u: { id: string }) => u.id)).toContain(o.user.id);
    const regular = await admin.client.get('/api/v1/admin/user?per_page=100');
    expect(regular.body.data.map((u: { id: string }) => u.id)).not.toContain(o.user.id);
    expect(await lastAudit()).toMatchObject({ action: 'user.delete', target_id: o.user.id, actor_user_id: admin.id });
  });
});

describe('the users list', () => {
  it('lists regular users without admins and affiliates; affiliates on their own; searches name and email', async () => {
    const h2 = await makeHarness();
    try {
      const adm = await signedInAdmin(h2);
      const olena = await registerOwner(h2, { first_name: 'Олена', last_name: 'Шевченко' });
      const bob = await registerOwner(h2, { first_name: 'Bob', last_name: 'Smith', email: 'bob.smith@example.com' });
      const aff = await signedInAffiliate(h2);
      const ids = async (q: string) =>
        (await adm.client.get(`/api/v1/admin/user${q}`)).body.data.map((u: { id: string }) => u.id);
      expect((await ids('')).sort()).toEqual([olena.user.id, bob.user.id].sort());
      expect(await ids('?is_affiliate=1')).toEqual([aff.id]);
      expect(await ids(`?search=${encodeURIComponent('шевч')}`)).toEqual([olena.user.id]);
      expect(await ids('?search=BOB.SMITH')).toEqual([bob.user.id]);
      expect(await ids('?search=100%25')).toEqual([]);
      const row = (await adm.client.get('/api/v1/admin/user?search=bob')).body.data[0];
      expect(row).toMatchObject({
        email: 'bob.smith@example.com',
        business: { name: 'Studio' },
        state: 'trial',
        sign_up_source: 'direct',
        deleted_at: null,
      });
      expect(row.sms_credits).toBeGreaterThanOrEqual(0);
      expect((await adm.client.get(`/api/v1/admin/user/${bob.user.id}`)).body.data.id).toBe(bob.user.id);
      expect((await adm.client.get(`/api/v1/admin/user/${adm.id}`)).status).toBe(404);
    } finally {
      h2.close();
    }
  });

  it('filters by subscription: trial, live, unsubscribed, lapsed', async () => {
    const h2 = await makeHarness();
    try {
      const adm = await signedInAdmin(h2);
      const now = h2.clock.now.getTime();
      const day = 86_400_000;
      const make = async (set: Partial<typeof subscriptions.$inferInsert>) => {
        const o = await registerOwner(h2);
        if (Object.keys(set).length)
          await h2.db.update(subscriptions).set(set).where(eq(subscriptions.business_id, o.user.business.id));
        return o.user.id;
      };
      const trial = await make({});
      const live = await make({
        plan_name: 'Business Monthly',
        plan_id: 'business_monthly',
        trial_ends_at: new Date(now - 30 * day),
      });
      const cancelling = await make({
        plan_name: 'Lite Monthly',
        ends_at: new Date(now + 5 * day),
        trial_ends_at: new Date(now - 30 * day),
      });
      const ended = await make({
        plan_name: 'Lite Monthly',
        ends_at: new Date(now - 5 * day),
        trial_ends_at: new Date(now - 60 * day),
      });
      const lapsed = await make({ trial_ends_at: new Date(now - day) });
      const ids = async (f: string) =>
        (await adm.client.get(`/api/v1/admin/user?subscription=${f}`)).body.data.map((u: { id: string }) => u.id).sort();
      expect(await ids('trial')).toEqual([trial]);
      expect(await ids('live')).toEqual([live, cancelling].sort());
      expect(await ids('unsubscribed')).toEqual([ended]);
      expect(await ids('lapsed')).toEqual([lapsed]);
      expect((await adm.client.get('/api/v1/admin/user?subscription=gold')).status).toBe(422);
    } finally {
      h2.close();
    }
  });
});
