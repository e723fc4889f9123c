import { clients, sessions, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { deepFreeze, reusingFrozen } from '../src/core/frozen-output';
import { signedInAdmin } from './support/admin';
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

  it("an admin's password change or deletion of a user ends that user's cached session at once", async () => {
    const admin = await signedInAdmin(h);
    const a = await registerOwner(h);
    const b = await registerOwner(h);
    expect((await a.client.get('/api/v1/user')).status).toBe(200);
    expect((await b.client.get('/api/v1/user')).status).toBe(200);
    const changed = await admin.client.put(`/api/v1/admin/user/password/${a.user.id}`, {
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(changed.status).toBe(200);
    expect((await a.client.get('/api/v1/user')).status).toBe(401);
    expect((await admin.client.del(`/api/v1/admin/user/${b.user.id}`)).status).toBe(200);
    expect((await b.client.get('/api/v1/user')).status).toBe(401);
  });

  it('a repeated read answers the validated viewer again, equal to a fresh one and frozen against changes', async () => {
    const { client } = await registerOwner(h);
    const first = (await client.get('/api/v1/user')).body;
    const again = (await client.get('/api/v1/user')).body;
    expect(again).toEqual(first);
    // The same figures as without the cache: a write empties it, and the next read builds and validates anew.
    await client.put('/api/v1/user/profile', {
      first_name: first.data.first_name,
      last_name: first.data.last_name,
      locale: first.data.locale,
    });
    expect((await client.get('/api/v1/user')).body).toEqual(first);
  });
});

describe('remembered list pages (AuthCache.read, core/records/read.ts)', () => {
  it('answers a page read again as read fresh; a new client, an archive or a change shows on the next read', async () => {
    const { client } = await registerOwner(h);
    const a = (await client.post('/api/v1/clients', { first_name: 'Anna', last_name: 'Ash' })).body.data;
    const first = (await client.get('/api/v1/clients?per_page=25')).body;
    expect((await client.get('/api/v1/clients?per_page=25')).body).toEqual(first);
    await client.post('/api/v1/clients', { first_name: 'Bohdan', last_name: 'Birch' });
    expect((await client.get('/api/v1/clients?per_page=25')).body.data.map((c: { first_name: string }) => c.first_name)).toEqual([
      'Anna',
      'Bohdan',
    ]);
    await client.put(`/api/v1/clients/${a.id}`, { first_name: 'Anya', last_name: 'Ash' });
    expect((await client.get('/api/v1/clients?per_page=25')).body.data[0].first_name).toBe('Anya');
    await client.del(`/api/v1/clients/${a.id}`);
    const after = (await client.get('/api/v1/clients?per_page=25')).body;
    expect(after.data.map((c: { first_name: string }) => c.first_name)).toEqual(['Bohdan']);
    expect(after.meta.total).toBe(1);
  });

  it('is kept per session: another business reading the same address gets its own list, a logout ends it', async () => {
    const one = await registerOwner(h);
    const two = await registerOwner(h);
    await one.client.post('/api/v1/clients', { first_name: 'Only', last_name: 'Mine' });
    expect((await one.client.get('/api/v1/clients?per_page=25')).body.data).toHaveLength(1);
    expect((await two.client.get('/api/v1/clients?per_page=25')).body.data).toEqual([]);
    const thief = h.client_();
    thief.cookies.set('kairos_session', one.client.cookies.get('kairos_session') as string);
    expect((await thief.get('/api/v1/clients?per_page=25')).status).toBe(200);
    await one.client.post('/api/logout');
    expect((await thief.get('/api/v1/clients?per_page=25')).status).toBe(401);
  });

  it('forgets pages after a few seconds (a change made outside a request is seen)', async () => {
    const { client, user } = await registerOwner(h);
    await client.post('/api/v1/clients', { first_name: 'Old', last_name: 'Name' });
    await client.get('/api/v1/clients?per_page=25');
    await h.db.update(clients).set({ first_name: 'New' }).where(eq(clients.business_id, user.business.id));
    expect((await client.get('/api/v1/clients?per_page=25')).body.data[0].first_name).toBe('Old');
    h.advance(6_000);
    expect((await client.get('/api/v1/clients?per_page=25')).body.data[0].first_name).toBe('New');
  });
});

describe('reusingFrozen (core/frozen-output.ts)', () => {
  const schema = reusingFrozen(z.object({ name: z.string(), tags: z.array(z.string()) }));

  it('validates a frozen result once and answers its frozen output again', async () => {
    const data = deepFreeze({ name: 'a', tags: ['x'], extra: 1 });
    const out = await schema.parseAsync(data);
    expect(out).toEqual({ name: 'a', tags: ['x'] });
    expect(Object.isFrozen(out) && Object.isFrozen(out.tags)).toBe(true);
    expect(await schema.parseAsync(data)).toBe(out);
    expect(() => (data.tags as string[]).push('y')).toThrow();
  });

  it('parses anything not frozen by deepFreeze every time, and still refuses a bad one', async () => {
    const data = { name: 'a', tags: ['x'] };
    const out = await schema.parseAsync(data);
    data.name = 'b';
    expect(await schema.parseAsync(data)).not.toBe(out);
    expect((await schema.parseAsync(data)).name).toBe('b');
    await expect(schema.parseAsync(Object.freeze({ name: 1, tags: [] }))).rejects.toThrow();
    await expect(schema.parseAsync(deepFreeze({ name: 1, tags: [] }))).rejects.toThrow();
  });
});
