import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

const ADMIN = '/api/v1/admin';

/** B as B sees itself: still signed in, same credits, trial and business. */
const snapshots = new WeakMap<TenancyWorld, unknown>();
async function bViewer(t: TenancyWorld) {
  const res = await t.b.client.get('/api/v1/user');
  expect(res.status).toBe(200);
  const v = res.body.data;
  return [v.credits_amount, v.email_credits_amount, v.subscription.trial_ends_at, v.business.id, v.impersonating];
}

export async function seed(t: TenancyWorld) {
  snapshots.set(t, await bViewer(t));
}

/** Owner A calling an admin procedure on B: FORBIDDEN, and B is as it was. */
async function forbidden(t: TenancyWorld, method: string, path: string, body?: unknown) {
  const res = await t.a.client.request(method, `${ADMIN}${path}`, body);
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('FORBIDDEN');
  expect(await bViewer(t)).toEqual(snapshots.get(t));
}

const b = (t: TenancyWorld) => t.b.user.id;

export const cases = (t: TenancyWorld): Cases => ({
  'admin.dashboard': () => forbidden(t, 'GET', '/dashboard'),
  'admin.users': () => forbidden(t, 'GET', '/user?search=Beta'),
  'admin.user': () => forbidden(t, 'GET', `/user/${b(t)}`),
  'admin.audit': () => forbidden(t, 'GET', '/audit'),
  'admin.deleteUser': () => forbidden(t, 'DELETE', `/user/${b(t)}`),
  'admin.setPassword': () =>
    forbidden(t, 'PUT', `/user/password/${b(t)}`, { password: 'Taken123', password_confirmation: 'Taken123' }),
  'admin.setTrial': () => forbidden(t, 'PUT', `/user/trial/${b(t)}`, { trial_ends_at: '2030-01-01' }),
  'admin.adjustSms': () => forbidden(t, 'PUT', `/user/sms/${b(t)}`, { amount: -1 }),
  'admin.adjustBalance': () => forbidden(t, 'PUT', `/user/balance/${b(t)}`, { amount: 500 }),
  'admin.setMarketing': () => forbidden(t, 'PUT', `/user/marketing/${b(t)}`, { marketing_available: true }),
  'admin.signInAs': async () => {
    await forbidden(t, 'POST', `/user/${b(t)}`, {});
    const me = await t.a.client.get('/api/v1/user');
    expect(me.body.data).toMatchObject({ id: t.a.user.id, impersonating: false });
  },
  // Not an admin procedure: it answers only a signed-in-as session; an owner's own session is refused and kept.
  'admin.returnToAdmin': async () => {
    const res = await t.a.client.post(`${ADMIN}/user/logout`, {});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_IMPERSONATING');
    expect((await t.a.client.get('/api/v1/user')).body.data.id).toBe(t.a.user.id);
  },
});
