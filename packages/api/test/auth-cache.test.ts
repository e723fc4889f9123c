import { sessions, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, PASSWORD, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness({}, { authCache: true });
});
afterEach(() => h.close());

describe('per-process session cache (Node runtime)', () => {
  it('serves repeated reads without changing what they answer', async () => {
    const { client, user } = await registerOwner(h);
    const a = await client.get('/api/v1/user');
    const b = await client.get('/api/v1/user');
    expect(b.body).toEqual(a.body);
    expect(a.body.data.id).toBe(user.id);
  });

  it('a logout is seen by the very next request of a copied cookie', async () => {
    const { client } = await registerOwner(h);
    const thief = h.client_();
    thief.cookies.set('kairos_session', client.cookies.get('kairos_session') as string);
    expect((await thief.get('/api/v1/user')).status).toBe(200);
    await client.post('/api/logout');
    expect((await thief.get('/api/v1/user')).status).toBe(401);
  });

  it('a password change on one device ends the others at once', async () => {
    const { client, email } = await registerOwner(h);
    const other = h.client_();
    await other.post('/api/login', { email, password: PASSWORD });
    expect((await other.get('/api/v1/user')).status).toBe(200);
    await client.put('/api/v1/user/password', {
      current_password: PASSWORD,
      password: 'NewSecret9',
      password_confirmation: 'NewSecret9',
    });
    expect((await other.get('/api/v1/user')).status).toBe(401);
  });

  it('profile and settings changes show on the next read', async () => {
    const { client } = await registerOwner(h);
    await client.get('/api/v1/user');
    await client.put('/api/v1/user/profile', { first_name: 'Renamed', last_name: 'Owner', locale: 'en' });
    await client.put('/api/v1/user/business-time-settings/7', { enabled: true, start_minute: 600, end_minute: 700 });
    const me = (await client.get('/api/v1/user')).body.data;
    expect(me.first_name).toBe('Renamed');
    expect(me.settings.business_time_settings[6].enabled).toBe(true);
  });

  it('expires entries after a few seconds (changes made outside a request are seen)', async () => {
    const { client, user } = await registerOwner(h);
    await client.get('/api/v1/user');
    await h.db.update(subscriptions).set({ plan_name: 'Premium' }).where(eq(subscriptions.business_id, user.business.id));
    h.advance(6_000);
    expect((await client.get('/api/v1/user')).body.data.subscription.level).toBe('premium');
  });

  it('never serves a session past its expiry', async () => {
    const { client, user } = await registerOwner(h);
    await client.get('/api/v1/user');
    const [row] = await h.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(row).toBeDefined();
    h.advance(30 * 86_400_000 + 1);
    expect((await client.get('/api/v1/user')).status).toBe(401);
  });
});
