import { appointmentClients } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * Deleting for good what other rows still point at (docs/DECISIONS.md "Foreign
 * keys"): a client with appointments and a service with appointments or in a
 * package are refused with a translated IN_USE and stay in the archive; a
 * location or discount can go and the appointment keeps the rest; nothing is
 * ever left pointing at a deleted row.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

async function setup() {
  const o = await registerOwner(h, { timezone: 'Europe/London' });
  const post = async (path: string, body: object) => (await o.client.post(path, body)).body.data.id as string;
  const emma = await post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' });
  const cut = await post('/api/v1/services', {
    name: 'Cut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
    colour: '#2563eb',
    price: 3000,
  });
  const book = (extra: object = {}) =>
    post('/api/v1/appointments', {
      type: 'appointment',
      service_id: cut,
      client_ids: [emma],
      date: '2026-12-15',
      start_time: '10:00',
      ...extra,
    });
  /** Archive, then delete for good: the answer of the second step. */
  const destroy = async (area: string, id: string) => {
    expect((await o.client.del(`/api/v1/${area}/${id}`)).status).toBe(200);
    return o.client.del(`/api/v1/${area}/${id}/permanent`);
  };
  return { ...o, post, emma, cut, book, destroy };
}

describe('deleting for good what is still in use', () => {
  it('refuses a client with appointments, in the caller’s language, and keeps client and history', async () => {
    const s = await setup();
    const appointment = await s.book();
    const res = await s.destroy('clients', s.emma);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'IN_USE',
      message:
        "This client has appointments, so the client can't be deleted for good. The client stays in the archive with their history.",
    });
    s.client.setLocale('uk');
    const uk = await s.client.del(`/api/v1/clients/${s.emma}/permanent`);
    expect(uk.body.message).toBe(
      'У цього клієнта є записи, тому його не можна видалити остаточно. Клієнт залишиться в архіві разом з історією.',
    );
    const viaTrpc = await s.client.mutate('clients.destroy', { id: s.emma });
    expect(viaTrpc.body.error.data.code).toBe('IN_USE');
    expect((await s.client.get(`/api/v1/clients/${s.emma}`)).body.data.archived_at).not.toBeNull();
    expect((await s.client.get(`/api/v1/appointments/${appointment}`)).body.data.clients).toMatchObject([{ id: s.emma }]);
  });

  it('refuses a client who is only in a recurring series (its client list is JSON, out of a key’s sight)', async () => {
    const s = await setup();
    await s.book({ recurring: { frequency: 'weekly', end_date: '2027-01-26' } });
    expect((await s.destroy('clients', s.emma)).body.code).toBe('IN_USE');
  });

  it('deletes a client once their appointments are gone, and leaves no attendance row behind', async () => {
    const s = await setup();
    const appointment = await s.book();
    expect((await s.client.del(`/api/v1/appointments/${appointment}`)).status).toBe(200);
    expect((await s.destroy('clients', s.emma)).status).toBe(200);
    expect(await h.db.select().from(appointmentClients).where(eq(appointmentClients.client_id, s.emma))).toEqual([]);
    const never = await s.post('/api/v1/clients', { first_name: 'New', last_name: 'Client' });
    expect((await s.destroy('clients', never)).status).toBe(200);
  });

  it('refuses a service with appointments or in a package; deletes an unused one', async () => {
    const s = await setup();
    await s.book();
    const res = await s.destroy('services', s.cut);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "This service is used by appointments or packages, so it can't be deleted for good. It stays in the archive.",
    );
    const beard = await s.post('/api/v1/services', {
      name: 'Beard',
      type: 'single',
      parts: [{ title: 'Beard', duration_minutes: 15, type: 'block' }],
      colour: '#111111',
      price: 1500,
    });
    await s.post('/api/v1/packages', { name: 'Beard club', services: [{ service_id: beard }], price: 4000 });
    expect((await s.destroy('services', beard)).body.code).toBe('IN_USE');
    const unused = await s.post('/api/v1/services', {
      name: 'Unused',
      type: 'single',
      parts: [{ title: 'x', duration_minutes: 15, type: 'block' }],
      colour: '#111111',
      price: 1500,
    });
    expect((await s.destroy('services', unused)).status).toBe(200);
  });

  it('deletes a location or discount an appointment used; the appointment keeps its time, clients and price', async () => {
    const s = await setup();
    const studio = await s.post('/api/v1/locations', { title: 'Studio' });
    const appointment = await s.book({ location_type: 'mine', location_id: studio });
    expect((await s.destroy('locations', studio)).status).toBe(200);
    const kept = (await s.client.get(`/api/v1/appointments/${appointment}`)).body.data;
    expect(kept).toMatchObject({ location_id: null, start_time: '10:00', price: 3000, clients: [{ id: s.emma }] });
  });
});
