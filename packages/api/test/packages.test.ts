import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { DAY, names, owner, service, yoga } from './support/offerings';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('packages', () => {
  it('creates with services (names, quantities) and no sales; lists, searches, updates', async () => {
    const { client } = await owner(h);
    const cut = (await client.post('/api/v1/services', service('Haircut', 3500))).body.data.id;
    const beard = (await client.post('/api/v1/services', service('Beard trim', 1500))).body.data.id;
    const res = await client.post('/api/v1/packages', {
      name: 'Five cuts',
      services: [
        { service_id: cut, quantity: 5 },
        { service_id: beard, quantity: 2 },
      ],
      price: 15000,
      expiry_months: 6,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Package added.');
    expect(res.body.data).toMatchObject({
      name: 'Five cuts',
      price: 15000,
      currency: 'GBP',
      expiry_months: 6,
      online_booking: false,
      archived_at: null,
      sales: [],
    });
    expect(res.body.data.services).toEqual([
      { service_id: beard, name: 'Beard trim', quantity: 2, duration_minutes: 45, price: 1500, currency: 'GBP', archived: false },
      { service_id: cut, name: 'Haircut', quantity: 5, duration_minutes: 45, price: 3500, currency: 'GBP', archived: false },
    ]);
    const id = res.body.data.id;
    expect((await client.get(`/api/v1/packages/${id}`)).body.data).toEqual(res.body.data);

    await client.post('/api/v1/packages', { name: 'Beard club', services: [{ service_id: beard }], price: 4000 });
    expect(names((await client.get('/api/v1/packages')).body)).toEqual(['Beard club', 'Five cuts']);
    expect(names((await client.get('/api/v1/packages?search=cuts')).body)).toEqual(['Five cuts']);
    expect((await client.get('/api/v1/packages?is_lite=1')).body[0]).toMatchObject({ name: 'Beard club', expiry_months: null });

    const updated = await client.put(`/api/v1/packages/${id}`, {
      name: 'Three cuts',
      services: [{ service_id: cut, quantity: 3 }],
      price: 9000,
      expiry_months: null,
    });
    expect(updated.body.message).toBe('Package updated.');
    expect(updated.body.data).toMatchObject({ name: 'Three cuts', expiry_months: null, price: 9000 });
    expect(updated.body.data.services.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([
      ['Haircut', 3],
    ]);
  });

  it('docs/product/appointments.md: a package needs at least one service, in English and Ukrainian', async () => {
    const { client } = await owner(h);
    const empty = await client.post('/api/v1/packages', { name: 'Empty', services: [], price: 1000 });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ services: ['A package needs at least one service'] });
    const missing = await client.post('/api/v1/packages', { name: 'Empty', price: 1000 });
    expect(missing.body.errors).toEqual({ services: ['A package needs at least one service'] });
    client.setLocale('uk');
    const uk = await client.post('/api/v1/packages', { name: 'Порожній', services: [], price: 1000 });
    expect(uk.body.errors).toEqual({ services: ['Пакет повинен містити щонайменше одну послугу'] });
    // tRPC answers the same per-field messages.
    const trpc = await client.mutate('packages.create', { name: 'Порожній', services: [], price: 1000 });
    expect(trpc.body.error.data.errors).toEqual({ services: ['Пакет повинен містити щонайменше одну послугу'] });
  });

  it('validates quantity, expiry (1–120 months) and a service listed twice', async () => {
    const { client } = await owner(h);
    const cut = (await client.post('/api/v1/services', service('Haircut'))).body.data.id;
    const res = await client.post('/api/v1/packages', {
      name: 'Odd',
      services: [
        { service_id: cut, quantity: 0 },
        { service_id: cut, quantity: 1 },
      ],
      price: 1000,
      expiry_months: 121,
    });
    expect(res.body.errors).toEqual({
      'services.0.quantity': ['Must be 1 or more'],
      'services.1.service_id': ['This service is already in the package'],
      expiry_months: ['Must be 120 or less'],
    });
    const zero = await client.post('/api/v1/packages', {
      name: 'Odd',
      services: [{ service_id: cut }],
      price: 1000,
      expiry_months: 0,
    });
    expect(zero.body.errors).toEqual({ expiry_months: ['Must be 1 or more'] });
  });

  it("refuses another business's service as NOT_FOUND and writes nothing", async () => {
    const a = await owner(h);
    const b = await owner(h);
    const theirs = (await b.client.post('/api/v1/services', service('Secret service'))).body.data.id;
    const mine = (await a.client.post('/api/v1/services', service('Haircut'))).body.data.id;
    const res = await a.client.post('/api/v1/packages', {
      name: 'Sneaky',
      services: [{ service_id: mine }, { service_id: theirs }],
      price: 1000,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await a.client.get('/api/v1/packages')).body.meta.total).toBe(0);
    const id = (await a.client.post('/api/v1/packages', { name: 'Fair', services: [{ service_id: mine }], price: 1000 })).body
      .data.id;
    const put = await a.client.put(`/api/v1/packages/${id}`, { name: 'Fair', services: [{ service_id: theirs }], price: 1000 });
    expect(put.status).toBe(404);
    expect((await a.client.get(`/api/v1/packages/${id}`)).body.data.services.map((s: { name: string }) => s.name)).toEqual([
      'Haircut',
    ]);
  });

  it('archives, restores (answering with services) and deletes for good only from the archive', async () => {
    const { client } = await owner(h);
    const cut = (await client.post('/api/v1/services', service('Haircut'))).body.data.id;
    const id = (await client.post('/api/v1/packages', { name: 'Cuts', services: [{ service_id: cut }], price: 1000 })).body.data
      .id;
    expect((await client.del(`/api/v1/packages/${id}/permanent`)).body.code).toBe('ARCHIVE_FIRST');
    const archived = await client.del(`/api/v1/packages/${id}`);
    expect(archived.body.message).toBe('Package archived.');
    expect(archived.body.data.archived_at).not.toBeNull();
    expect(archived.body.data.services).toHaveLength(1);
    expect((await client.get('/api/v1/packages')).body.meta.total).toBe(0);
    expect(names((await client.get('/api/v1/packages?archived=1')).body)).toEqual(['Cuts']);
    const restored = await client.put(`/api/v1/packages/${id}/restore`);
    expect(restored.body.message).toBe('Package restored.');
    expect(restored.body.data).toMatchObject({ archived_at: null, services: [{ name: 'Haircut' }] });
    await client.del(`/api/v1/packages/${id}`);
    const gone = await client.del(`/api/v1/packages/${id}/permanent`);
    expect(gone.body.message).toBe('Package deleted.');
    expect((await client.get(`/api/v1/packages/${id}`)).status).toBe(404);
  });
});

describe('plans', () => {
  it('docs/product/appointments.md: classes and packages are business and premium features', async () => {
    const { client, user } = await owner(h);
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, user.business.id));
    for (const path of ['/api/v1/classes', '/api/v1/packages']) {
      const list = await client.get(path);
      expect(list.status).toBe(403);
      expect(list.body).toMatchObject({
        code: 'FEATURE_NOT_IN_PLAN',
        message: 'This feature is available only on business plan',
      });
    }
    expect((await client.post('/api/v1/classes', yoga)).body.code).toBe('FEATURE_NOT_IN_PLAN');
    client.setLocale('uk');
    const uk = await client.post('/api/v1/packages', { name: 'X', services: [{ service_id: 'x' }], price: 1 });
    expect(uk.body.message).toBe('Ця функція доступна лише в плані «business»');

    await h.db.update(subscriptions).set({ plan_name: 'Business' }).where(eq(subscriptions.business_id, user.business.id));
    expect((await client.post('/api/v1/classes', yoga)).status).toBe(200);
  });
});
