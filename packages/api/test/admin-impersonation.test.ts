import { users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, signedInAdmin, signedInAffiliate } from './support/admin';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
afterAll(() => h.close());

describe('sign in as a user', () => {
  it('acts as the owner with every mutation audited under the admin, cannot reach the admin area, and returns', async () => {
    const admin = await signedInAdmin(h);
    const owner = await registerOwner(h, { first_name: 'Olena' });
    const signed = await admin.client.post(`/api/v1/admin/user/${owner.user.id}`, {});
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ id: owner.user.id, impersonating: true, is_admin: false });
    const me = await admin.client.get('/api/v1/user');
    expect(me.body.data).toMatchObject({ id: owner.user.id, first_name: 'Olena', impersonating: true });

    // Acting as the owner: the client is the owner's; the audit row names the admin.
    const created = await admin.client.post('/api/v1/clients', { first_name: 'Made', last_name: 'ByAdmin' });
    expect(created.status).toBe(200);
    const trpc = await admin.client.mutate('notifications.markAllRead');
    expect(trpc.status).toBe(200);
    const rows = (await auditRows(h)).filter((r) => r.impersonated_user_id === owner.user.id);
    expect(rows.map((r) => r.action).sort()).toEqual(
      ['impersonation.clients.create', 'impersonation.notifications.markAllRead', 'impersonation.start'].sort(),
    );
    for (const r of rows) expect(r.actor_user_id).toBe(admin.id);
    expect(rows.find((r) => r.action === 'impersonation.clients.create')?.details).toEqual({ ok: true });
    // Reads are not audited.
    expect(rows.some((r) => r.action.includes('viewer'))).toBe(false);

    // The admin area stays shut: the session is the owner's.
    for (const path of ['/api/v1/admin/dashboard', '/api/v1/admin/user', '/api/v1/admin/audit']) {
      const res = await admin.client.get(path);
      expect(res.status).toBe(403);
    }
    const again = await admin.client.post(`/api/v1/admin/user/${owner.user.id}`, {});
    expect(again.status).toBe(403);
    const refused = (await auditRows(h)).find((r) => r.action === 'impersonation.admin.signInAs');
    expect(refused).toMatchObject({ actor_user_id: admin.id, details: { ok: false } });

    // The owner's own browser is untouched.
    expect((await owner.client.get('/api/v1/user')).body.data).toMatchObject({ id: owner.user.id, impersonating: false });

    const impersonatedCookie = admin.client.cookies.get('kairos_session');
    const back = await admin.client.post('/api/v1/admin/user/logout', {});
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ id: admin.id, is_admin: true, impersonating: false });
    expect((await admin.client.get('/api/v1/admin/dashboard')).status).toBe(200);
    expect((await auditRows(h)).find((r) => r.action === 'impersonation.end')).toMatchObject({
      actor_user_id: admin.id,
      target_id: owner.user.id,
    });

    // The signed-in-as session is gone.
    const stale = h.client_();
    stale.cookies.set('kairos_session', impersonatedCookie as string);
    expect((await stale.get('/api/v1/user')).status).toBe(401);
  });

  it('refuses affiliates, admins and unknown users as targets', async () => {
    const admin = await signedInAdmin(h);
    const aff = await signedInAffiliate(h);
    const other = await signedInAdmin(h);
    for (const id of [aff.id, other.id]) {
      const res = await admin.client.post(`/api/v1/admin/user/${id}`, {}, { 'x-locale': 'uk' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'ADMIN_TARGET_INVALID',
        message: 'Цю дію не можна застосувати до цього користувача',
      });
    }
    expect((await admin.client.post('/api/v1/admin/user/nobody', {})).status).toBe(404);
    expect((await admin.client.get('/api/v1/user')).body.data).toMatchObject({ id: admin.id, impersonating: false });
  });

  it('return to admin is refused outside a signed-in-as session', async () => {
    const owner = await registerOwner(h);
    const res = await owner.client.post('/api/v1/admin/user/logout', {});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_IMPERSONATING');
    expect((await owner.client.get('/api/v1/user')).body.data.id).toBe(owner.user.id);
  });

  it('an impersonator who stopped being an admin is signed out instead of returned', async () => {
    const admin = await signedInAdmin(h);
    const owner = await registerOwner(h);
    await admin.client.post(`/api/v1/admin/user/${owner.user.id}`, {});
    await h.db.update(users).set({ is_admin: false }).where(eq(users.id, admin.id));
    const back = await admin.client.post('/api/v1/admin/user/logout', {});
    expect(back.status).toBe(200);
    expect(back.body.data).toBeNull();
    expect((await admin.client.get('/api/v1/user')).status).toBe(401);
  });
});
