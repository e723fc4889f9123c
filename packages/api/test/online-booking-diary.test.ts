import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { bookedOnline } from './support/online-bookings';

// The calendar's "Online" mark: the diary presenter joins online_bookings by appointment (issue 12).
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('online mark in the diary', () => {
  it('marks a booked-online appointment with its state and deposit; others have none', async () => {
    const o = await registerOwner(h, { timezone: 'Europe/London' });
    const { appointmentId, serviceId, clientId } = await bookedOnline(h, o, { status: 'held', amount_due: 1000 });
    const plain = await o.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: serviceId,
      client_ids: [clientId],
      date: '2026-12-16',
      start_time: '10:00',
    });
    expect(plain.body.data.online).toBeNull();
    const one = await o.client.get(`/api/v1/appointments/${appointmentId}`);
    expect(one.body.data.online).toEqual({ status: 'held', amount_due: 1000, paid: false, currency: 'GBP' });
    const list = await o.client.get('/api/v1/appointments?from=2026-12-14&to=2026-12-17');
    const rows = (list.body.data as { id: string; online: unknown }[]) ?? [];
    const byId = new Map(rows.map((r) => [r.id, r.online]));
    expect(byId.get(appointmentId)).toMatchObject({ status: 'held', paid: false });
    expect(byId.get(plain.body.data.id)).toBeNull();
  });

  it("shows a paid deposit, and never another business's booking", async () => {
    const a = await registerOwner(h, { business_name: 'Alpha' });
    const b = await registerOwner(h, { business_name: 'Beta' });
    const { appointmentId } = await bookedOnline(h, a, { payment_id: 'pay_1' });
    expect((await a.client.get(`/api/v1/appointments/${appointmentId}`)).body.data.online).toMatchObject({
      status: 'confirmed',
      paid: true,
    });
    expect((await b.client.get(`/api/v1/appointments/${appointmentId}`)).status).toBe(404);
  });
});
