import { appointmentClients, appointments, paymentAllocations, payments } from '@kairos/db';
import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

/** B's diary and ledger today: an appointment of B's client (Beta service) paid 7777 in cash. */
export async function seed(t: TenancyWorld) {
  const b = t.b.user.business.id;
  const now = t.h.clock.now;
  const service = await t.b.client.post('/api/v1/services', {
    name: 'Beta only',
    type: 'single',
    parts: [{ title: 'Beta only', duration_minutes: 30, type: 'block' }],
    colour: '#2563eb',
    price: 7777,
  });
  const serviceId = service.body.data.id as string;
  const appointmentId = crypto.randomUUID();
  const paymentId = crypto.randomUUID();
  await t.h.db.insert(appointments).values({
    id: appointmentId,
    business_id: b,
    type: 'appointment',
    service_id: serviceId,
    start_at: new Date(now.getTime() - 3_600_000),
    end_at: new Date(now.getTime() - 1_800_000),
    parts: [],
    price: 7777,
    currency: 'UAH',
  });
  await t.h.db
    .insert(appointmentClients)
    .values({ appointment_id: appointmentId, client_id: t.bClientId, business_id: b, status: 'attended' });
  await t.h.db.insert(payments).values({
    id: paymentId,
    business_id: b,
    checkout_id: paymentId,
    kind: 'payment',
    type: 'appointment',
    method: 'cash',
    amount: 7777,
    currency: 'UAH',
    taken_at: now,
    client_id: t.bClientId,
  });
  await t.h.db.insert(paymentAllocations).values({
    id: crypto.randomUUID(),
    payment_id: paymentId,
    business_id: b,
    appointment_id: appointmentId,
    client_id: t.bClientId,
    amount: 7777,
    currency: 'UAH',
  });
  t.ids.analyticsAppointment = appointmentId;
  t.ids.analyticsService = serviceId;
}

const day = (t: TenancyWorld) => t.h.clock.now.toISOString().slice(0, 10);
const range = (t: TenancyWorld) => `start_date=${day(t)}&end_date=${day(t)}`;
/** The caller's own income today by the payments area (a separate scoping path): what analytics must agree with. */
const ownIncome = async (c: TenancyWorld['a']['client'], t: TenancyWorld) =>
  (await c.get(`/api/v1/payments/statistic?${range(t)}`)).body.data.net as number;
const data = async (c: TenancyWorld['a']['client'], path: string) => {
  const res = await c.get(path);
  expect(res.status).toBe(200);
  return res.body.data;
};

export const cases = (t: TenancyWorld): Cases => ({
  'analytics.statistic': async () => {
    const ids = (d: { today: { items: { id: string }[] } }) => d.today.items.map((i) => i.id);
    const mine = await data(t.a.client, '/api/v1/data/statistic');
    expect(ids(mine)).not.toContain(t.ids.analyticsAppointment);
    const theirs = await data(t.b.client, '/api/v1/data/statistic');
    expect(ids(theirs)).toContain(t.ids.analyticsAppointment);
    expect(theirs.income.net).toBeGreaterThanOrEqual(7777);
  },
  'analytics.overview': async () => {
    const mine = await data(t.a.client, `/api/v1/data/analytics?${range(t)}`);
    expect(mine.numbers.income).toBe(await ownIncome(t.a.client, t));
    const theirs = await data(t.b.client, `/api/v1/data/analytics?${range(t)}`);
    expect(theirs.numbers.income).toBe(await ownIncome(t.b.client, t));
    expect(theirs.numbers.income).toBeGreaterThanOrEqual(7777);
  },
  'analytics.details': async () => {
    const path = (tab: string) => `/api/v1/data/analytics-details?tab=${tab}&${range(t)}`;
    const services = (d: { by_service: { id: string | null }[] }) => d.by_service.map((s) => s.id);
    const top = (d: { top_clients: { id: string }[] }) => d.top_clients.map((c) => c.id);
    expect(services(await data(t.a.client, path('financial')))).not.toContain(t.ids.analyticsService);
    expect(services(await data(t.a.client, path('service_delivery')))).not.toContain(t.ids.analyticsService);
    expect(top(await data(t.a.client, path('client_info')))).not.toContain(t.bClientId);
    expect(services(await data(t.b.client, path('financial')))).toContain(t.ids.analyticsService);
    expect(services(await data(t.b.client, path('service_delivery')))).toContain(t.ids.analyticsService);
    expect(top(await data(t.b.client, path('client_info')))).toContain(t.bClientId);
  },
});
