import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slotsFor } from '../src/availability/slots-for';
import { loadScope } from '../src/core/scope';
import { openPage } from './support/booking-page';
import { type Harness, makeHarness, registerOwner } from './support/harness';

// The public booking page's foundation (issue 10): a business found by its slug, no session,
// and the same slots function the owner's calendar and the jobs call.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const service = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 30, type: 'block' }],
  colour: '#2563eb',
  price: 3000,
  ...extra,
});

async function business(name: string) {
  const o = await registerOwner(h, { business_name: name, timezone: 'Europe/London' });
  await openPage(h, o.user.business.id);
  const post = async (body: unknown) => (await o.client.post('/api/v1/services', body)).body.data.id as string;
  const online = await post(service('Cut', { online_booking: true, deposit: 500 }));
  const offline = await post(service('Private consult'));
  const archived = await post(service('Old cut', { online_booking: true }));
  expect((await o.client.del(`/api/v1/services/${archived}`)).status).toBe(200);
  return { ...o, slug: o.user.business.slug, online, offline, archived };
}

describe('booking page by slug', () => {
  it('answers the business’s public details and its active online services, nothing private', async () => {
    const a = await business('Studio Alpha');
    const visitor = h.client_();
    const res = await visitor.get(`/api/v1/online-booking/${a.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.business).toMatchObject({ name: 'Studio Alpha', slug: a.slug, timezone: 'Europe/London' });
    expect(res.body.data.services.map((s: { id: string }) => s.id)).toEqual([a.online]);
    // No payment provider is connected: no deposit is asked online.
    expect(res.body.data.services[0]).toMatchObject({ name: 'Cut', deposit: 0, duration_minutes: 30 });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(a.email);
    expect(text).not.toContain(a.user.id);
    // The slug is matched case-insensitively, as people type it.
    expect((await visitor.get(`/api/v1/online-booking/${a.slug.toUpperCase()}`)).status).toBe(200);
  });

  it('an unknown slug and a switched-off page answer the same NOT_FOUND', async () => {
    const a = await business('Studio Alpha');
    const visitor = h.client_();
    const unknown = await visitor.get('/api/v1/online-booking/no-such-studio');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    // The owner has not switched the page on (no settings row, or enabled off).
    const off = await registerOwner(h, { business_name: 'Studio Off' });
    expect((await visitor.get(`/api/v1/online-booking/${off.user.business.slug}`)).body).toEqual(unknown.body);
    await openPage(h, off.user.business.id, { enabled: false });
    expect((await visitor.get(`/api/v1/online-booking/${off.user.business.slug}`)).body).toEqual(unknown.body);
    // The trial runs out with no plan: the business is read-only and its page is off.
    h.advance(40 * 24 * 3600_000);
    const lapsed = await visitor.get(`/api/v1/online-booking/${a.slug}`);
    expect(lapsed.status).toBe(404);
    expect(lapsed.body).toEqual(unknown.body);
  });

  it('offers slots only for the page’s own online services; another business’s service id is NOT_FOUND', async () => {
    const a = await business('Studio Alpha');
    const b = await business('Studio Beta');
    const visitor = h.client_();
    const url = (slug: string, id: string) =>
      `/api/v1/online-booking/${slug}/slots?service_id=${id}&from=2026-12-15&to=2026-12-15`;
    const ok = await visitor.get(url(a.slug, a.online));
    expect(ok.status).toBe(200);
    expect(ok.body.data.slots.length).toBeGreaterThan(0);
    // The same answer as the owner's calendar gets for the same service and day.
    const owners = await a.client.get(`/api/v1/availability/slots?service_id=${a.online}&from=2026-12-15&to=2026-12-15`);
    expect(ok.body.data).toEqual(owners.body.data);
    for (const id of [b.online, a.offline, a.archived]) {
      const res = await visitor.get(url(a.slug, id));
      expect(res.status, id).toBe(404);
    }
    // Positive control for b: its own page offers its own service.
    expect((await visitor.get(url(b.slug, b.online))).status).toBe(200);
  });

  it('a booking made by the owner is busy on the public page too', async () => {
    const a = await business('Studio Alpha');
    const clientId = (await a.client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' })).body.data.id;
    const booked = await a.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: a.online,
      client_ids: [clientId],
      date: '2026-12-15',
      start_time: '10:00',
    });
    expect(booked.status).toBe(200);
    const res = await h
      .client_()
      .get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.online}&from=2026-12-15&to=2026-12-15`);
    const times = res.body.data.slots.map((s: { start_time: string }) => s.start_time);
    expect(times).toContain('09:30');
    expect(times).not.toContain('10:00');
  });
});

describe('domain functions without a request', () => {
  it('a job can load a business scope by id and ask for slots, with no tRPC context', async () => {
    const a = await business('Studio Alpha');
    const scope = await loadScope(h.db, a.user.business.id, h.clock.now);
    const result = await slotsFor(scope, { service_id: a.online, from: '2026-12-15', to: '2026-12-15' });
    const owners = await a.client.get(`/api/v1/availability/slots?service_id=${a.online}&from=2026-12-15&to=2026-12-15`);
    expect(result).toEqual(owners.body.data);
    await expect(loadScope(h.db, 'missing', h.clock.now)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
