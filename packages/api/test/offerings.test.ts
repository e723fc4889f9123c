import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const DAY = 86_400_000;

async function owner(locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale, timezone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv' });
  o.client.setLocale(locale);
  return o;
}

const yoga = { name: 'Morning yoga', duration_minutes: 75, price: 1200, colour: '#16a34a', spaces: 2, limit_spaces: true };

const service = (name: string, price = 3000) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 45, type: 'block' }],
  colour: '#2563eb',
  price,
});

const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

describe('classes', () => {
  it('creates with the business currency and defaults, lists, searches, updates', async () => {
    const { client } = await owner();
    const created = await client.post('/api/v1/classes', yoga);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Class added.');
    expect(created.body.data).toMatchObject({
      name: 'Morning yoga',
      duration_minutes: 75,
      price: 1200,
      currency: 'GBP',
      colour: '#16a34a',
      spaces: 2,
      limit_spaces: true,
      notes: null,
      online_booking: false,
      archived_at: null,
    });
    const minimal = await client.post('/api/v1/classes', { name: 'Barre', spaces: 12 });
    expect(minimal.body.data).toMatchObject({ duration_minutes: 60, price: 0, limit_spaces: false, colour: '#0f766e' });

    expect(names((await client.get('/api/v1/classes')).body)).toEqual(['Barre', 'Morning yoga']);
    expect(names((await client.get('/api/v1/classes?search=YOGA')).body)).toEqual(['Morning yoga']);
    expect((await client.get('/api/v1/classes?is_lite=1')).body).toHaveLength(2);

    const id = created.body.data.id;
    const updated = await client.put(`/api/v1/classes/${id}`, { ...yoga, spaces: 10, limit_spaces: false, notes: 'Bring a mat' });
    expect(updated.body.message).toBe('Class updated.');
    expect(updated.body.data).toMatchObject({ spaces: 10, limit_spaces: false, notes: 'Bring a mat' });
    expect((await client.get(`/api/v1/classes/${id}`)).body.data).toMatchObject({ spaces: 10, sessions: [] });
  });

  it('archives, restores and deletes for good only from the archive', async () => {
    const { client } = await owner();
    const id = (await client.post('/api/v1/classes', yoga)).body.data.id;
    expect((await client.del(`/api/v1/classes/${id}/permanent`)).body.code).toBe('ARCHIVE_FIRST');
    const archived = await client.del(`/api/v1/classes/${id}`);
    expect(archived.body.message).toBe('Class archived.');
    expect((await client.get('/api/v1/classes')).body.meta.total).toBe(0);
    expect(names((await client.get('/api/v1/classes?archived=1')).body)).toEqual(['Morning yoga']);
    expect((await client.put(`/api/v1/classes/${id}/restore`)).body.data.archived_at).toBeNull();
    expect((await client.get('/api/v1/classes')).body.meta.total).toBe(1);
    await client.del(`/api/v1/classes/${id}`);
    const gone = await client.del(`/api/v1/classes/${id}/permanent`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Class deleted.');
    expect((await client.get(`/api/v1/classes/${id}`)).status).toBe(404);
  });

  it('validates spaces (1–1000), name and duration, in English and Ukrainian', async () => {
    const { client } = await owner();
    const none = await client.post('/api/v1/classes', { name: ' ' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      name: ["The 'name' field is required"],
      spaces: ["The 'spaces' field is required"],
    });
    const zero = await client.post('/api/v1/classes', { ...yoga, spaces: 0, duration_minutes: 1 });
    expect(zero.body.errors).toEqual({
      spaces: ["The 'spaces' field must be at least 1"],
      duration_minutes: ["The 'duration' field must be at least 5"],
    });
    expect((await client.post('/api/v1/classes', { ...yoga, spaces: 1001 })).body.errors).toEqual({
      spaces: ["The 'spaces' field may not be greater than 1000"],
    });
    expect((await client.post('/api/v1/classes', { ...yoga, spaces: 2.5 })).body.errors).toEqual({
      spaces: ["The 'spaces' field must be an integer"],
    });
    client.setLocale('uk');
    const uk = await client.post('/api/v1/classes', { ...yoga, spaces: 0 });
    expect(uk.body.errors).toEqual({ spaces: ['Поле «кількість місць» має бути не менше ніж 1'] });
  });
});

describe('packages', () => {
  it('creates with services (names, quantities) and no sales; lists, searches, updates', async () => {
    const { client } = await owner();
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

  it('SPEC 5: a package needs at least one service, in English and Ukrainian', async () => {
    const { client } = await owner();
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
    const { client } = await owner();
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
      'services.0.quantity': ["The 'quantity' field must be at least 1"],
      'services.1.service_id': ['This service is already in the package'],
      expiry_months: ["The 'expiry' field may not be greater than 120"],
    });
    const zero = await client.post('/api/v1/packages', {
      name: 'Odd',
      services: [{ service_id: cut }],
      price: 1000,
      expiry_months: 0,
    });
    expect(zero.body.errors).toEqual({ expiry_months: ["The 'expiry' field must be at least 1"] });
  });

  it("refuses another business's service as NOT_FOUND and writes nothing", async () => {
    const a = await owner();
    const b = await owner();
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
    const { client } = await owner();
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
  it('SPEC 6: classes and packages are business and premium features', async () => {
    const { client, user } = await owner();
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
    expect(uk.body.message).toBe('Ця функція доступна лише в плані business');

    await h.db.update(subscriptions).set({ plan_name: 'Business' }).where(eq(subscriptions.business_id, user.business.id));
    expect((await client.post('/api/v1/classes', yoga)).status).toBe(200);
  });
});

describe('class sessions', () => {
  async function withClass() {
    const o = await owner();
    const c = o.client;
    const classId = (await c.post('/api/v1/classes', yoga)).body.data.id as string;
    const people = [];
    for (const [first_name, last_name] of [
      ['Emma', 'Brown'],
      ['Zoe', 'Adams'],
      ['Ava', 'Clark'],
    ]) {
      people.push((await c.post('/api/v1/clients', { first_name, last_name })).body.data.id as string);
    }
    return { c, classId, people };
  }

  it('class detail lists the sessions in its window with their clients; `from` moves the window', async () => {
    const { c, classId, people } = await withClass();
    const session = await c.post('/api/v1/appointments', {
      type: 'class_session',
      class_id: classId,
      date: '2026-11-25',
      start_time: '10:00',
      client_ids: [people[0], people[1]],
    });
    expect(session.status).toBe(200);
    // Outside today + 61 days (2026-11-22 … 2027-01-22).
    await c.post('/api/v1/appointments', {
      type: 'class_session',
      class_id: classId,
      date: '2027-02-01',
      start_time: '18:30',
      client_ids: [],
    });
    // Another class's session never shows.
    const other = (await c.post('/api/v1/classes', { ...yoga, name: 'Pilates' })).body.data.id;
    await c.post('/api/v1/appointments', { type: 'class_session', class_id: other, date: '2026-11-26', start_time: '09:00' });

    const detail = (await c.get(`/api/v1/classes/${classId}`)).body.data;
    expect(detail).toMatchObject({ sessions_from: '2026-11-22', sessions_to: '2027-01-22' });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]).toMatchObject({
      id: session.body.data.id,
      type: 'class_session',
      class_id: classId,
      date: '2026-11-25',
      start_time: '10:00',
      duration_minutes: 75,
      spaces: 2,
      limit_spaces: true,
    });
    expect(detail.sessions[0].clients).toEqual([
      { id: people[1], first_name: 'Zoe', last_name: 'Adams', status: 'pending', main_photo: null, paid_amount: 0 },
      { id: people[0], first_name: 'Emma', last_name: 'Brown', status: 'pending', main_photo: null, paid_amount: 0 },
    ]);
    const later = (await c.get(`/api/v1/classes/${classId}?from=2027-01-25`)).body.data;
    expect(later.sessions.map((s: { date: string; start_time: string }) => `${s.date} ${s.start_time}`)).toEqual([
      '2027-02-01 18:30',
    ]);
  });

  it('a full session (limit on) refuses another client with CLASS_SESSION_FULL', async () => {
    const { c, classId, people } = await withClass();
    const id = (
      await c.post('/api/v1/appointments', {
        type: 'class_session',
        class_id: classId,
        date: '2026-11-25',
        start_time: '10:00',
        client_ids: [people[0], people[1]],
      })
    ).body.data.id;
    const full = await c.mutate('appointments.updateClients', { id, clients: people });
    expect(full.status).toBe(409);
    expect(full.body.error.data.code).toBe('CLASS_SESSION_FULL');
    const detail = (await c.get(`/api/v1/classes/${classId}`)).body.data;
    expect(detail.sessions[0].clients).toHaveLength(2);
  });

  it('deleting a class for good leaves its sessions in the calendar', async () => {
    const { c, classId, people } = await withClass();
    const id = (
      await c.post('/api/v1/appointments', {
        type: 'class_session',
        class_id: classId,
        date: '2026-11-25',
        start_time: '10:00',
        client_ids: [people[0]],
      })
    ).body.data.id;
    await c.del(`/api/v1/classes/${classId}`);
    expect((await c.del(`/api/v1/classes/${classId}/permanent`)).status).toBe(200);
    const session = await c.get(`/api/v1/appointments/${id}`);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ title: 'Morning yoga', start_time: '10:00', clients: [{ id: people[0] }] });
  });
});
