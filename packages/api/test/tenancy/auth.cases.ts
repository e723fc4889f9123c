import { businesses, outboxMessages, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PASSWORD } from '../support/harness';
import type { Cases, TenancyWorld } from './world';

export const cases = (t: TenancyWorld): Cases => ({
  'auth.me': async () => {
    const res = await t.a.client.get('/api/v1/user');
    expect(res.body.data.business.id).toBe(t.a.user.business.id);
    expect(JSON.stringify(res.body)).not.toContain(t.b.user.business.id);
  },
  'account.updateProfile': async () => {
    const before = await t.h.db.query.businesses.findFirst({ where: eq(businesses.id, t.b.user.business.id) });
    // Smuggled ids are not part of the schema and are dropped; only A's rows change.
    const res = await t.a.client.put('/api/v1/user/profile', {
      id: t.b.user.id,
      first_name: 'Mallory',
      last_name: 'X',
      locale: 'en',
      business: { id: t.b.user.business.id, name: 'Hijacked', slug: 'alpha-new', timezone: 'Europe/London' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.business.id).toBe(t.a.user.business.id);
    const after = await t.h.db.query.businesses.findFirst({ where: eq(businesses.id, t.b.user.business.id) });
    expect(after).toEqual(before);
    const bUser = await t.h.db.query.users.findFirst({ where: eq(users.id, t.b.user.id) });
    expect(bUser?.first_name).toBe('Olena');
  },
  'account.updateLocale': async () => {
    await t.a.client.mutate('account.updateLocale', { locale: 'uk', user_id: t.b.user.id });
    const bUser = await t.h.db.query.users.findFirst({ where: eq(users.id, t.b.user.id) });
    expect(bUser?.locale).toBe('en');
  },
  'account.updatePassword': async () => {
    const res = await t.a.client.put('/api/v1/user/password', {
      current_password: PASSWORD,
      password: 'Changed123',
      password_confirmation: 'Changed123',
      user_id: t.b.user.id,
    });
    expect(res.status).toBe(200);
    const login = await t.h.client_().post('/api/login', { email: t.b.email, password: PASSWORD });
    expect(login.status).toBe(200);
  },
  'auth.sendVerification': async () => {
    await t.a.client.post('/api/email/verification-notification', { email: t.b.email });
    await t.h.drain();
    const toA = await t.h.db.select().from(outboxMessages).where(eq(outboxMessages.to, t.a.email));
    const toB = await t.h.db.select().from(outboxMessages).where(eq(outboxMessages.to, t.b.email));
    expect(toA.filter((m) => m.subject === 'Confirm your email address').length).toBe(2);
    expect(toB.filter((m) => m.subject === 'Confirm your email address').length).toBe(1);
  },
  'admin.dashboard': async () => {
    const res = await t.a.client.get('/api/v1/admin/dashboard');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  },
});
