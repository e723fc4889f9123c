import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

async function setup(locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale, timezone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv' });
  o.client.setLocale(locale);
  const client = (await o.client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' })).body.data.id as string;
  const other = (await o.client.post('/api/v1/clients', { first_name: 'Zoe', last_name: 'Adams' })).body.data.id as string;
  const colour = (
    await o.client.post('/api/v1/services', {
      name: 'Colour',
      type: 'multipart',
      parts: [
        { title: 'Apply', duration_minutes: 30, type: 'block' },
        { title: 'Develop', duration_minutes: 40, type: 'free' },
        { title: 'Wash', duration_minutes: 30, type: 'block' },
      ],
      colour: '#db2777',
      price: 8000,
    })
  ).body.data.id as string;
  const cut = (
    await o.client.post('/api/v1/services', {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
    })
  ).body.data.id as string;
  return { ...o, client_: o.client, clientId: client, otherId: other, colour, cut };
}

const book = (serviceId: string, clientId: string, date: string, time: string, extra: Record<string, unknown> = {}) => ({
  type: 'appointment',
  service_id: serviceId,
  client_ids: [clientId],
  date,
  start_time: time,
  ...extra,
});

describe('appointments', () => {
  it('books in the business time zone: 10:00 London in summer is 09:00 UTC, laid out by the service parts', async () => {
    const s = await setup();
    const res = await s.client_.post('/api/v1/appointments', book(s.colour, s.clientId, '2026-12-15', '10:00'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      start_at: '2026-12-15T10:00:00.000Z',
      end_at: '2026-12-15T11:40:00.000Z',
      date: '2026-12-15',
      start_time: '10:00',
      duration_minutes: 100,
      price: 8000,
      currency: 'GBP',
      payment_status: 'unpaid',
    });
    expect(res.body.data.clients).toEqual([
      {
        id: s.clientId,
        first_name: 'Emma',
        last_name: 'Brown',
        status: 'pending',
        main_photo: null,
        paid_amount: 0,
        payment_status: 'unpaid',
        left_to_pay: 8000,
      },
    ]);
    const summer = await s.client_.post('/api/v1/appointments', book(s.cut, s.clientId, '2027-06-15', '10:00'));
    expect(summer.body.data.start_at).toBe('2027-06-15T09:00:00.000Z');
  });

  it('warns on an overlap; the owner may still book; a free part leaves room for another client', async () => {
    const s = await setup();
    await s.client_.post('/api/v1/appointments', book(s.colour, s.clientId, '2026-12-15', '10:00'));
    const clash = await s.client_.post('/api/v1/appointments', book(s.cut, s.otherId, '2026-12-15', '10:15'));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      code: 'APPOINTMENT_OVERLAP',
      message: 'This time overlaps another appointment or blocked time.',
    });
    const inTheGap = await s.client_.post('/api/v1/appointments', book(s.cut, s.otherId, '2026-12-15', '10:35'));
    expect(inTheGap.status).toBe(200);
    const anyway = await s.client_.post(
      '/api/v1/appointments',
      book(s.cut, s.otherId, '2026-12-15', '10:15', { allow_overlap: true }),
    );
    expect(anyway.status).toBe(200);
    const day = await s.client_.get('/api/v1/appointments?from=2026-12-15&to=2026-12-15');
    expect(day.body.data.map((a: { start_time: string }) => a.start_time)).toEqual(['10:00', '10:15', '10:35']);
  });

  it('blocked time blocks bookings; all-day blocked time covers the local day', async () => {
    const s = await setup();
    const lunch = await s.client_.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Lunch',
      date: '2026-12-16',
      start_time: '12:00',
      duration_minutes: 60,
    });
    expect(lunch.body.data).toMatchObject({ type: 'blocked', price: 0, payment_status: 'free', duration_minutes: 60 });
    expect((await s.client_.post('/api/v1/appointments', book(s.cut, s.clientId, '2026-12-16', '12:30'))).status).toBe(409);
    const holiday = await s.client_.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Holiday',
      date: '2026-12-24',
      start_time: '00:00',
      all_day: true,
    });
    expect(holiday.body.data).toMatchObject({
      all_day: true,
      start_at: '2026-12-24T00:00:00.000Z',
      end_at: '2026-12-25T00:00:00.000Z',
    });
  });

  it('validation in both languages: no service (docs/product/appointments.md wording), no client, bad time', async () => {
    const s = await setup('uk');
    const res = await s.client_.post('/api/v1/appointments', {
      type: 'appointment',
      client_ids: [],
      date: '2026-12-15',
      start_time: '25:00',
    });
    expect(res.body.errors).toEqual({
      start_time: ['Неправильний формат'],
      service_id: ['Потрібно вибрати тип послуги'],
      client_ids: ['Виберіть щонайменше одного клієнта'],
    });
    s.client_.setLocale('en');
    const en = await s.client_.post('/api/v1/appointments', {
      type: 'appointment',
      client_ids: [s.clientId],
      date: '2026-12-15',
      start_time: '10:00',
    });
    expect(en.body.errors).toEqual({ service_id: ['You need to choose type of service'] });
  });

  it('moves (drag) keep the length and re-check overlaps', async () => {
    const s = await setup();
    const a = (await s.client_.post('/api/v1/appointments', book(s.colour, s.clientId, '2026-12-15', '10:00'))).body.data;
    await s.client_.post('/api/v1/appointments', book(s.cut, s.otherId, '2026-12-15', '14:00'));
    const clash = await s.client_.put(`/api/v1/appointments/${a.id}/time`, { date: '2026-12-15', start_time: '13:45' });
    expect(clash.status).toBe(409);
    const moved = await s.client_.put(`/api/v1/appointments/${a.id}/time`, { date: '2026-12-17', start_time: '09:30' });
    expect(moved.body.data).toMatchObject({ date: '2026-12-17', start_time: '09:30', duration_minutes: 100 });
  });

  it('attendance per client, and session clients', async () => {
    const s = await setup();
    const a = (await s.client_.post('/api/v1/appointments', book(s.cut, s.clientId, '2026-12-15', '10:00'))).body.data;
    const both = await s.client_.put(`/api/v1/appointments/${a.id}/clients`, { clients: [s.clientId, s.otherId] });
    expect(both.body.data.clients.map((c: { id: string }) => c.id).sort()).toEqual([s.clientId, s.otherId].sort());
    await s.client_.put(`/api/v1/appointments/${a.id}/status`, { client_id: s.clientId, status: 'attended' });
    const r = await s.client_.put(`/api/v1/appointments/${a.id}/status`, { client_id: s.otherId, status: 'no_show' });
    expect(Object.fromEntries(r.body.data.clients.map((c: { id: string; status: string }) => [c.id, c.status]))).toEqual({
      [s.clientId]: 'attended',
      [s.otherId]: 'no_show',
    });
    const kept = await s.client_.put(`/api/v1/appointments/${a.id}/clients`, { clients: [s.clientId] });
    expect(kept.body.data.clients).toEqual([
      {
        id: s.clientId,
        first_name: 'Emma',
        last_name: 'Brown',
        status: 'attended',
        main_photo: null,
        paid_amount: 0,
        payment_status: 'unpaid',
        left_to_pay: 3000,
      },
    ]);
  });

  it('a location of my own is kept with "mine"; with the client\'s address no location row is named', async () => {
    const s = await setup();
    const studio = (await s.client_.post('/api/v1/locations', { title: 'Studio', city: 'Leeds' })).body.data.id;
    const mine = await s.client_.post(
      '/api/v1/appointments',
      book(s.cut, s.clientId, '2026-12-15', '10:00', { location_type: 'mine', location_id: studio }),
    );
    expect(mine.body.data).toMatchObject({ location_type: 'mine', location_id: studio });
    const theirs = await s.client_.post(
      '/api/v1/appointments',
      book(s.cut, s.clientId, '2026-12-15', '12:00', { location_type: 'client', location_id: studio }),
    );
    expect(theirs.body.data).toMatchObject({ location_type: 'client', location_id: null });
    const unknown = await s.client_.post(
      '/api/v1/appointments',
      book(s.cut, s.clientId, '2026-12-15', '14:00', { location_type: 'mine', location_id: 'no-such-location' }),
    );
    expect(unknown.status).toBe(404);
    expect((await s.client_.get('/api/v1/appointments?from=2026-12-15&to=2026-12-15')).body.data).toHaveLength(2);
  });

  it('the offline list holds the next 14 days', async () => {
    const s = await setup();
    await s.client_.post('/api/v1/appointments', book(s.cut, s.clientId, '2026-11-25', '10:00'));
    await s.client_.post('/api/v1/appointments', book(s.cut, s.clientId, '2026-12-20', '10:00'));
    const res = await s.client_.get('/api/v1/appointments/offline');
    expect(res.body.data.map((a: { date: string }) => a.date)).toEqual(['2026-11-25']);
    expect(res.body.meta.generated_at).toBe('2026-11-22T10:00:00.000Z');
  });

  it('deletes', async () => {
    const s = await setup();
    const a = (await s.client_.post('/api/v1/appointments', book(s.cut, s.clientId, '2026-12-15', '10:00'))).body.data;
    expect((await s.client_.del(`/api/v1/appointments/${a.id}`)).status).toBe(200);
    expect((await s.client_.get(`/api/v1/appointments/${a.id}`)).status).toBe(404);
  });
});

describe('availability slots through the API', () => {
  it('offers business hours on the slot grid, minus busy time, never in the past', async () => {
    const s = await setup();
    await s.client_.put('/api/v1/user/calendar-settings', {
      slot_step_minutes: 30,
      week_starts_on: 'monday',
      default_view: 'week',
      day_start_minute: 420,
      day_end_minute: 1260,
      time_format: '24h',
    });
    await s.client_.post('/api/v1/appointments', book(s.cut, s.clientId, '2026-12-15', '10:00'));
    const res = await s.client_.get(`/api/v1/availability/slots?service_id=${s.cut}&from=2026-12-15&to=2026-12-15`);
    const times = res.body.data.slots.map((x: { start_time: string }) => x.start_time);
    expect(times[0]).toBe('09:00');
    expect(times).not.toContain('10:00');
    expect(times).toContain('10:30');
    expect(times[times.length - 1]).toBe('16:30');
    expect(times).toHaveLength(15);
    const weekend = await s.client_.get(`/api/v1/availability/slots?service_id=${s.cut}&from=2026-12-19&to=2026-12-20`);
    expect(weekend.body.data.slots).toEqual([]);
    const past = await s.client_.get(`/api/v1/availability/slots?service_id=${s.cut}&from=2026-11-01&to=2026-11-20`);
    expect(past.body.data.slots).toEqual([]);
  });

  it('refuses a backwards or over-long range', async () => {
    const s = await setup();
    expect(
      (await s.client_.get(`/api/v1/availability/slots?service_id=${s.cut}&from=2026-12-15&to=2026-12-01`)).body.errors,
    ).toEqual({ to: ['The end date must not be before the start date'] });
    expect(
      (await s.client_.get(`/api/v1/availability/slots?service_id=${s.cut}&from=2026-01-01&to=2026-12-01`)).body.errors,
    ).toEqual({ to: ['Choose at most 62 days at a time'] });
  });
});
