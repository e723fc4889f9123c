import { externalBusy } from '@kairos/db';
import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

export async function seed(t: TenancyWorld) {
  const svc = await t.b.client.post('/api/v1/services', {
    name: 'Secret Cut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
    colour: '#2563eb',
    price: 3000,
  });
  t.ids['appt.service'] = svc.body.data.id;
  t.ids['appt.location'] = (await t.b.client.post('/api/v1/locations', { title: 'Secret Studio', city: 'Lviv' })).body.data.id;
  const a = await t.b.client.post('/api/v1/appointments', {
    type: 'appointment',
    service_id: svc.body.data.id,
    client_ids: [t.bClientId],
    date: '2026-12-15',
    start_time: '10:00',
    notes: 'Secret note',
  });
  t.ids['appt.live'] = a.body.data.id;
  const series = await t.b.client.post('/api/v1/appointments', {
    type: 'appointment',
    service_id: svc.body.data.id,
    client_ids: [t.bClientId],
    date: '2026-12-07',
    start_time: '08:00',
    notes: 'Secret series',
    recurring: { frequency: 'weekly', end_date: '2026-12-28' },
  });
  t.ids['appt.occurrence'] = series.body.data.id;
  // Inside the offline copy's next-14-days window (the clock is 2026-11-22): one of B's, one of A's.
  const soon = await t.b.client.post('/api/v1/appointments', {
    type: 'appointment',
    service_id: svc.body.data.id,
    client_ids: [t.bClientId],
    date: '2026-11-25',
    start_time: '10:00',
    notes: 'Secret soon',
  });
  t.ids['appt.soon'] = soon.body.data.id;
  // A's own appointment: the positive control for A's reads.
  const aClient = (await t.a.client.post('/api/v1/clients', { first_name: 'Mine', last_name: 'Client' })).body.data.id;
  const own = await t.a.client.post('/api/v1/appointments', {
    type: 'blocked',
    title: 'Mine blocked',
    client_ids: [aClient],
    date: '2026-11-25',
    start_time: '12:00',
    duration_minutes: 30,
  });
  if (own.status !== 200) throw new Error(`seed A appointment: ${JSON.stringify(own.body)}`);
  t.ids['appt.a.live'] = own.body.data.id;
  // A's own Google busy time (the diary's "busy (Google)" blocks; B's is seeded by google.cases.ts: 15 Dec 10:00Z).
  await t.h.db.insert(externalBusy).values({
    business_id: t.a.user.business.id,
    source: 'google',
    calendar_id: 'a@cal',
    source_id: 'busyA',
    start_at: new Date('2026-11-26T09:00:00Z'),
    end_at: new Date('2026-11-26T09:30:00Z'),
  });
}

/** B's weekly series is untouched: four occurrences at 08:00, all pending. */
async function bSeriesUnchanged(t: TenancyWorld) {
  const res = await t.b.client.get('/api/v1/appointments?from=2026-12-01&to=2026-12-31');
  const occ = res.body.data.filter((a: { notes: string }) => a.notes === 'Secret series');
  expect(occ.map((a: { start_time: string; clients: { status: string }[] }) => [a.start_time, a.clients[0]?.status])).toEqual([
    ['08:00', 'pending'],
    ['08:00', 'pending'],
    ['08:00', 'pending'],
    ['08:00', 'pending'],
  ]);
}

async function bAppointmentUnchanged(t: TenancyWorld) {
  const res = await t.b.client.get(`/api/v1/appointments/${t.ids['appt.live']}`);
  expect(res.body.data).toMatchObject({
    start_time: '10:00',
    notes: 'Secret note',
    clients: [{ id: t.bClientId, status: 'pending' }],
  });
}

export const cases = (t: TenancyWorld): Cases => {
  const id = () => t.ids['appt.live'] as string;
  const occ = () => t.ids['appt.occurrence'] as string;
  return {
    'appointments.list': async () => {
      const res = await t.a.client.get('/api/v1/appointments?from=2026-11-01&to=2026-12-31');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((a: { id: string }) => a.id);
      expect(ids).toContain(t.ids['appt.a.live']);
      expect(ids).not.toContain(id());
      expect(JSON.stringify(res.body)).not.toContain('Secret');
      // Google busy times: A's own block only, never B's (google.cases.ts seeds B's on 15 Dec).
      expect(res.body.meta.busy.map((b: { start_at: string; end_at: string }) => [b.start_at, b.end_at])).toEqual([
        ['2026-11-26T09:00:00.000Z', '2026-11-26T09:30:00.000Z'],
      ]);
      const bSees = await t.b.client.get('/api/v1/appointments?from=2026-11-01&to=2026-12-31');
      expect(bSees.body.meta.busy.map((b: { start_at: string }) => b.start_at)).toEqual(['2026-12-15T10:00:00.000Z']);
    },
    'appointments.get': async () => {
      await t.notFoundForA('GET', `/api/v1/appointments/${id()}`);
      await t.notFoundForA('GET', `/api/v1/appointments/${occ()}`);
    },
    'appointments.offline': async () => {
      const res = await t.a.client.get('/api/v1/appointments/offline');
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).toContain(t.ids['appt.a.live']);
      expect(text).not.toContain(t.ids['appt.soon']);
      expect(text).not.toContain(id());
      expect(text).not.toContain('Secret');
    },
    'appointments.export': async () => {
      const res = await t.a.client.post('/api/v1/appointments/export', { from: '2026-11-01', to: '2026-12-31', format: 'csv' });
      expect(res.status).toBe(200);
      const text = String(res.body);
      // Positive control: A's own blocked time is there; nothing of B's (notes, series, service, location).
      expect(text).toContain('Mine blocked');
      expect(text).not.toContain('Secret');
    },
    'appointments.create': async () => {
      // B's service and B's client cannot be used by A.
      await t.notFoundForA('POST', '/api/v1/appointments', {
        type: 'appointment',
        service_id: t.ids['appt.service'],
        client_ids: [t.bClientId],
        date: '2026-12-16',
        start_time: '10:00',
      });
      const mine = (await t.a.client.post('/api/v1/clients', { first_name: 'A', last_name: 'Own' })).body.data.id;
      const svc = (
        await t.a.client.post('/api/v1/services', {
          name: 'Own',
          type: 'single',
          parts: [{ title: 'x', duration_minutes: 30, type: 'block' }],
          colour: '#2563eb',
          price: 1,
        })
      ).body.data.id;
      await t.notFoundForA('POST', '/api/v1/appointments', {
        type: 'appointment',
        service_id: svc,
        client_ids: [mine, t.bClientId],
        date: '2026-12-16',
        start_time: '10:00',
      });
      // Nor can A name B's location as "mine".
      await t.notFoundForA('POST', '/api/v1/appointments', {
        type: 'appointment',
        service_id: svc,
        client_ids: [mine],
        date: '2026-12-16',
        start_time: '10:00',
        location_type: 'mine',
        location_id: t.ids['appt.location'],
      });
      // A's own booking at the same time as B's never conflicts with B's diary.
      const ok = await t.a.client.post('/api/v1/appointments', {
        type: 'appointment',
        service_id: svc,
        client_ids: [mine],
        date: '2026-12-15',
        start_time: '10:00',
      });
      expect(ok.status).toBe(200);
    },
    'appointments.update': async () => {
      await t.notFoundForA('PUT', `/api/v1/appointments/${id()}`, {
        type: 'blocked',
        title: 'x',
        date: '2026-12-15',
        start_time: '11:00',
        duration_minutes: 30,
      });
      await t.notFoundForA('PUT', `/api/v1/appointments/${occ()}`, {
        type: 'blocked',
        title: 'x',
        date: '2026-12-07',
        start_time: '11:00',
        duration_minutes: 30,
        recurring_range: 'future',
      });
      await bAppointmentUnchanged(t);
      await bSeriesUnchanged(t);
    },
    'appointments.updateTime': async () => {
      await t.notFoundForA('PUT', `/api/v1/appointments/${id()}/time`, { date: '2026-12-15', start_time: '15:00' });
      await t.notFoundForA('PUT', `/api/v1/appointments/${occ()}/time`, {
        date: '2026-12-07',
        start_time: '15:00',
        recurring_range: 'future',
      });
      await bAppointmentUnchanged(t);
      await bSeriesUnchanged(t);
    },
    'appointments.updateStatus': async () => {
      await t.notFoundForA('PUT', `/api/v1/appointments/${id()}/status`, { client_id: t.bClientId, status: 'no_show' });
      await t.notFoundForA('PUT', `/api/v1/appointments/${occ()}/status`, { client_id: t.bClientId, status: 'no_show' });
      await bAppointmentUnchanged(t);
      await bSeriesUnchanged(t);
    },
    'appointments.updateClients': async () => {
      await t.notFoundForA('PUT', `/api/v1/appointments/${id()}/clients`, { clients: [] });
      await t.notFoundForA('PUT', `/api/v1/appointments/${occ()}/clients`, { clients: [] });
      await bAppointmentUnchanged(t);
      await bSeriesUnchanged(t);
    },
    'appointments.addClient': async () => {
      // A cannot add anyone to B's appointment or occurrence, nor B's client to A's own appointment.
      const mine = (await t.a.client.post('/api/v1/clients', { first_name: 'A', last_name: 'Guest' })).body.data.id;
      await t.notFoundForA('POST', `/api/v1/appointments/${id()}/clients`, { client_id: mine });
      await t.notFoundForA('POST', `/api/v1/appointments/${occ()}/clients`, { client_id: t.bClientId });
      const own = await t.a.client.post('/api/v1/appointments', {
        type: 'blocked',
        title: 'A own',
        date: '2026-12-20',
        start_time: '09:00',
        duration_minutes: 30,
      });
      expect(own.status).toBe(200);
      await t.notFoundForA('POST', `/api/v1/appointments/${own.body.data.id}/clients`, { client_id: t.bClientId });
      // Positive control: A's own client on A's own appointment is added.
      const ok = await t.a.client.post(`/api/v1/appointments/${own.body.data.id}/clients`, { client_id: mine });
      expect(ok.status).toBe(200);
      expect(ok.body.data.clients.map((c: { id: string }) => c.id)).toEqual([mine]);
      await bAppointmentUnchanged(t);
      await bSeriesUnchanged(t);
    },
    'appointments.removeClient': async () => {
      await t.notFoundForA('DELETE', `/api/v1/appointments/${id()}/clients/${t.bClientId}`);
      await t.notFoundForA('DELETE', `/api/v1/appointments/${occ()}/clients/${t.bClientId}`);
      // Positive control: A takes its own client off its own appointment.
      const mine = (await t.a.client.post('/api/v1/clients', { first_name: 'A', last_name: 'Leaving' })).body.data.id;
      const own = await t.a.client.post('/api/v1/appointments', {
        type: 'blocked',
        title: 'A own',
        date: '2026-12-21',
        start_time: '09:00',
        duration_minutes: 30,
        client_ids: [mine],
      });
      expect(own.status).toBe(200);
      const ok = await t.a.client.del(`/api/v1/appointments/${own.body.data.id}/clients/${mine}`);
      expect(ok.status).toBe(200);
      expect(ok.body.data.clients).toEqual([]);
      await bAppointmentUnchanged(t);
      await bSeriesUnchanged(t);
    },
    'appointments.delete': async () => {
      await t.notFoundForA('DELETE', `/api/v1/appointments/${id()}`);
      await t.notFoundForA('DELETE', `/api/v1/appointments/${occ()}?recurring_range=future`);
      await bAppointmentUnchanged(t);
      await bSeriesUnchanged(t);
    },
    'availability.slots': async () => {
      await t.notFoundForA('GET', `/api/v1/availability/slots?service_id=${t.ids['appt.service']}&from=2026-12-15&to=2026-12-15`);
    },
  };
};
