import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { names, owner, yoga } from './support/offerings';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('classes', () => {
  it('creates with the business currency and defaults, lists, searches, updates', async () => {
    const { client } = await owner(h);
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
    const { client } = await owner(h);
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
    const { client } = await owner(h);
    const none = await client.post('/api/v1/classes', { name: ' ' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      name: ['Required'],
      spaces: ['Required'],
    });
    const zero = await client.post('/api/v1/classes', { ...yoga, spaces: 0, duration_minutes: 1 });
    expect(zero.body.errors).toEqual({
      spaces: ['Must be 1 or more'],
      duration_minutes: ['Must be at least 5 minutes'],
    });
    expect((await client.post('/api/v1/classes', { ...yoga, spaces: 1001 })).body.errors).toEqual({
      spaces: ['Must be 1,000 or less'],
    });
    expect((await client.post('/api/v1/classes', { ...yoga, spaces: 2.5 })).body.errors).toEqual({
      spaces: ['Must be a whole number'],
    });
    client.setLocale('uk');
    const uk = await client.post('/api/v1/classes', { ...yoga, spaces: 0 });
    expect(uk.body.errors).toEqual({ spaces: ['Має бути не менше ніж 1'] });
  });
});

describe('class sessions', () => {
  async function withClass() {
    const o = await owner(h);
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
      {
        id: people[1],
        first_name: 'Zoe',
        last_name: 'Adams',
        status: 'pending',
        main_photo: null,
        paid_amount: 0,
        payment_status: 'unpaid',
        left_to_pay: 1200,
      },
      {
        id: people[0],
        first_name: 'Emma',
        last_name: 'Brown',
        status: 'pending',
        main_photo: null,
        paid_amount: 0,
        payment_status: 'unpaid',
        left_to_pay: 1200,
      },
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
