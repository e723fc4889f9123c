import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * Recurring series through the API: stored as a rule plus exceptions and
 * expanded in the business's zone; "only this one" and "this and all future".
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Item = {
  id: string;
  date: string;
  start_time: string;
  start_at: string;
  series_id: string | null;
  clients: { id: string; status: string }[];
};

async function setup(locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale, timezone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv' });
  o.client.setLocale(locale);
  const emma = (await o.client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' })).body.data.id as string;
  const zoe = (await o.client.post('/api/v1/clients', { first_name: 'Zoe', last_name: 'Adams' })).body.data.id as string;
  const cut = (
    await o.client.post('/api/v1/services', {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
    })
  ).body.data.id as string;
  const api = o.client;
  const list = async (from: string, to: string) =>
    (await api.get(`/api/v1/appointments?from=${from}&to=${to}`)).body.data as Item[];
  return { api, emma, zoe, cut, list };
}

/** Weekly at 10:00 London across the spring DST change (29 March 2027). */
const weekly = (cut: string, clients: string[], extra: Record<string, unknown> = {}) => ({
  type: 'appointment',
  service_id: cut,
  client_ids: clients,
  date: '2027-03-16',
  start_time: '10:00',
  recurring: { frequency: 'weekly', end_date: '2027-04-06' },
  ...extra,
});

describe('recurring series', () => {
  it('expands weekly in the business zone: 10:00 local stays 10:00 across DST, the UTC instant moves', async () => {
    const s = await setup();
    const res = await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma]));
    expect(res.status).toBe(200);
    const seriesId = res.body.data.series_id as string;
    expect(res.body.data).toMatchObject({
      id: `${seriesId}_2027-03-16`,
      recurring: { frequency: 'weekly', start_date: '2027-03-16', end_date: '2027-04-06' },
      colour: '#2563eb',
    });
    const items = await s.list('2027-03-01', '2027-04-30');
    expect(items.map((a) => [a.date, a.start_time, a.start_at])).toEqual([
      ['2027-03-16', '10:00', '2027-03-16T10:00:00.000Z'],
      ['2027-03-23', '10:00', '2027-03-23T10:00:00.000Z'],
      ['2027-03-30', '10:00', '2027-03-30T09:00:00.000Z'],
      ['2027-04-06', '10:00', '2027-04-06T09:00:00.000Z'],
    ]);
    expect(items.every((a) => a.clients[0]?.id === s.emma)).toBe(true);
    const one = await s.api.get(`/api/v1/appointments/${seriesId}_2027-03-30`);
    expect(one.body.data).toMatchObject({ date: '2027-03-30', start_time: '10:00', series_date: '2027-03-30' });
    // A date the rule does not produce is not an occurrence.
    expect((await s.api.get(`/api/v1/appointments/${seriesId}_2027-03-17`)).status).toBe(404);
  });

  it('asks which occurrences a change or delete means, with the spec message in both languages', async () => {
    for (const locale of ['en', 'uk'] as const) {
      const s = await setup(locale);
      const first = (await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma]))).body.data;
      const put = await s.api.put(`/api/v1/appointments/${first.id}`, { ...weekly(s.cut, [s.emma]), start_time: '11:00' });
      expect(put.status).toBe(422);
      expect(put.body.message).toBe(
        locale === 'en'
          ? 'Please select how many events/expenses you want to update/delete'
          : 'Будь ласка, виберіть, скільки подій/витрат ви хочете змінити/видалити',
      );
      expect((await s.api.del(`/api/v1/appointments/${first.id}`)).status).toBe(422);
      expect((await s.api.put(`/api/v1/appointments/${first.id}/time`, { date: '2027-03-16', start_time: '12:00' })).status).toBe(
        422,
      );
      expect((await s.list('2027-03-01', '2027-04-30')).length).toBe(4);
    }
  });

  it('"only this one" changes one occurrence; the rest keep the rule', async () => {
    const s = await setup();
    const seriesId = (await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma]))).body.data.series_id;
    const moved = await s.api.put(`/api/v1/appointments/${seriesId}_2027-03-23`, {
      ...weekly(s.cut, [s.emma, s.zoe]),
      date: '2027-03-24',
      start_time: '14:00',
      recurring_range: 'this',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      date: '2027-03-24',
      start_time: '14:00',
      series_id: seriesId,
      series_date: '2027-03-23',
    });
    expect(moved.body.data.id).not.toContain('_');
    const items = await s.list('2027-03-01', '2027-04-30');
    expect(items.map((a) => [a.date, a.start_time, a.clients.length])).toEqual([
      ['2027-03-16', '10:00', 1],
      ['2027-03-24', '14:00', 2],
      ['2027-03-30', '10:00', 1],
      ['2027-04-06', '10:00', 1],
    ]);
    // The detached one is still part of the series for a later "this and all future".
    const again = await s.api.put(`/api/v1/appointments/${moved.body.data.id}/time`, {
      date: '2027-03-24',
      start_time: '15:00',
      recurring_range: 'this',
    });
    expect(again.body.data.start_time).toBe('15:00');
  });

  it('"this and all future" splits the series; earlier occurrences keep the old time', async () => {
    const s = await setup();
    const seriesId = (await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma]))).body.data.series_id;
    // Detach one future occurrence first: the split replaces it.
    await s.api.put(`/api/v1/appointments/${seriesId}_2027-04-06/time`, {
      date: '2027-04-06',
      start_time: '08:00',
      recurring_range: 'this',
    });
    const res = await s.api.put(`/api/v1/appointments/${seriesId}_2027-03-30/time`, {
      date: '2027-03-30',
      start_time: '16:30',
      recurring_range: 'future',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.series_id).not.toBe(seriesId);
    expect(res.body.data.recurring).toEqual({ frequency: 'weekly', start_date: '2027-03-30', end_date: '2027-04-06' });
    const items = await s.list('2027-03-01', '2027-04-30');
    expect(items.map((a) => [a.date, a.start_time])).toEqual([
      ['2027-03-16', '10:00'],
      ['2027-03-23', '10:00'],
      ['2027-03-30', '16:30'],
      ['2027-04-06', '16:30'],
    ]);
    const old = await s.api.get(`/api/v1/appointments/${seriesId}_2027-03-16`);
    expect(old.body.data.recurring.end_date).toBe('2027-03-23');
    // Through the form: "this and all future" with a new frequency and clients.
    const form = await s.api.put(`/api/v1/appointments/${res.body.data.id}`, {
      ...weekly(s.cut, [s.zoe]),
      date: '2027-03-30',
      start_time: '09:00',
      recurring: { frequency: 'daily', end_date: '2027-04-01' },
      recurring_range: 'future',
    });
    expect(form.status).toBe(200);
    expect((await s.list('2027-03-29', '2027-04-30')).map((a) => [a.date, a.start_time, a.clients[0]?.id])).toEqual([
      ['2027-03-30', '09:00', s.zoe],
      ['2027-03-31', '09:00', s.zoe],
      ['2027-04-01', '09:00', s.zoe],
    ]);
  });

  it('deletes only this one, or this and all future ones', async () => {
    const s = await setup();
    const seriesId = (await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma]))).body.data.series_id;
    expect((await s.api.del(`/api/v1/appointments/${seriesId}_2027-03-23?recurring_range=this`)).status).toBe(200);
    expect((await s.list('2027-03-01', '2027-04-30')).map((a) => a.date)).toEqual(['2027-03-16', '2027-03-30', '2027-04-06']);
    expect((await s.api.get(`/api/v1/appointments/${seriesId}_2027-03-23`)).status).toBe(404);
    expect((await s.api.del(`/api/v1/appointments/${seriesId}_2027-03-30?recurring_range=future`)).status).toBe(200);
    expect((await s.list('2027-03-01', '2027-04-30')).map((a) => a.date)).toEqual(['2027-03-16']);
    expect((await s.api.del(`/api/v1/appointments/${seriesId}_2027-03-16?recurring_range=future`)).status).toBe(200);
    expect(await s.list('2027-03-01', '2027-04-30')).toEqual([]);
  });

  it('attendance on one occurrence leaves the others pending', async () => {
    const s = await setup();
    const seriesId = (await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma, s.zoe]))).body.data.series_id;
    const a = await s.api.put(`/api/v1/appointments/${seriesId}_2027-03-23/status`, { client_id: s.emma, status: 'attended' });
    expect(a.status).toBe(200);
    const b = await s.api.put(`/api/v1/appointments/${a.body.data.id}/status`, { client_id: s.zoe, status: 'no_show' });
    expect(b.body.data.clients.map((c: { status: string }) => c.status).sort()).toEqual(['attended', 'no_show']);
    const items = await s.list('2027-03-01', '2027-04-30');
    expect(items.map((i) => i.clients.map((c) => c.status).sort())).toEqual([
      ['pending', 'pending'],
      ['attended', 'no_show'],
      ['pending', 'pending'],
      ['pending', 'pending'],
    ]);
    // A client who is not booked on the occurrence is not found.
    const other = (await s.api.post('/api/v1/clients', { first_name: 'No', last_name: 'Body' })).body.data.id;
    expect(
      (await s.api.put(`/api/v1/appointments/${seriesId}_2027-03-30/status`, { client_id: other, status: 'attended' })).status,
    ).toBe(404);
  });

  it('warns on overlaps with any occurrence, and the owner may double-book', async () => {
    const s = await setup();
    await s.api.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Dentist',
      date: '2027-03-30',
      start_time: '10:15',
      duration_minutes: 30,
    });
    const clash = await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma]));
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('APPOINTMENT_OVERLAP');
    expect(await s.list('2027-03-16', '2027-03-16')).toEqual([]);
    expect((await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma], { allow_overlap: true }))).status).toBe(200);
    // A single booking onto an occurrence warns too.
    const single = await s.api.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: s.cut,
      client_ids: [s.zoe],
      date: '2027-04-06',
      start_time: '10:20',
    });
    expect(single.status).toBe(409);
    // Slots leave the occurrences out.
    const slots = await s.api.get(`/api/v1/availability/slots?service_id=${s.cut}&from=2027-04-06&to=2027-04-06`);
    const times = slots.body.data.slots.map((x: { start_time: string }) => x.start_time);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('09:45');
    expect(times).toContain('10:30');
  });

  it('a class session refuses more clients than its spaces, in both languages', async () => {
    for (const locale of ['en', 'uk'] as const) {
      const s = await setup(locale);
      const cls = await s.api.post('/api/v1/classes', {
        name: 'Yoga',
        duration_minutes: 60,
        price: 1500,
        colour: '#16a34a',
        spaces: 1,
        limit_spaces: true,
      });
      expect(cls.status).toBe(200);
      const session = await s.api.post('/api/v1/appointments', {
        type: 'class_session',
        class_id: cls.body.data.id,
        date: '2027-03-16',
        start_time: '18:00',
        recurring: { frequency: 'weekly', end_date: '2027-03-30' },
      });
      expect(session.status).toBe(200);
      expect(session.body.data).toMatchObject({
        title: 'Yoga',
        duration_minutes: 60,
        price: 1500,
        spaces: 1,
        limit_spaces: true,
      });
      const one = await s.api.put(`/api/v1/appointments/${session.body.data.id}/clients`, { clients: [s.emma] });
      expect(one.status).toBe(200);
      const full = await s.api.put(`/api/v1/appointments/${one.body.data.id}/clients`, { clients: [s.emma, s.zoe] });
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(
        locale === 'en' ? 'This session is full: it has 1 space.' : 'На цьому занятті немає вільних місць: усього місць — 1.',
      );
      const sessions = await s.api.get(`/api/v1/appointments?from=2027-03-01&to=2027-03-31&class_id=${cls.body.data.id}`);
      expect(sessions.body.data.map((a: { clients: unknown[] }) => a.clients.length)).toEqual([1, 0, 0]);
    }
  });

  it("lists a client's appointments, recurring ones included, newest first, with attendance", async () => {
    const s = await setup();
    const seriesId = (await s.api.post('/api/v1/appointments', weekly(s.cut, [s.emma]))).body.data.series_id;
    await s.api.put(`/api/v1/appointments/${seriesId}_2027-03-23/status`, { client_id: s.emma, status: 'attended' });
    await s.api.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: s.cut,
      client_ids: [s.zoe],
      date: '2027-03-17',
      start_time: '09:00',
    });
    const res = await s.api.get(`/api/v1/clients/appointments/${s.emma}`);
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((i: { date: string; status: string; amount: number }) => [i.date.slice(0, 10), i.status, i.amount]),
    ).toEqual([
      ['2027-04-06', 'pending', 3000],
      ['2027-03-30', 'pending', 3000],
      ['2027-03-23', 'attended', 3000],
      ['2027-03-16', 'pending', 3000],
    ]);
  });

  it('validates the repeat and the class in both languages', async () => {
    const messages = {
      en: [
        'The repeat end date must not be before the first date',
        'A series can repeat for at most two years',
        'Choose a class',
      ],
      uk: [
        'Дата закінчення повторів не може бути раніше за першу дату',
        'Серія може повторюватися щонайбільше два роки',
        'Виберіть заняття',
      ],
    };
    for (const locale of ['en', 'uk'] as const) {
      const s = await setup(locale);
      const backwards = await s.api.post(
        '/api/v1/appointments',
        weekly(s.cut, [s.emma], { recurring: { frequency: 'weekly', end_date: '2027-03-01' } }),
      );
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors['recurring.end_date']).toEqual([messages[locale][0]]);
      const long = await s.api.post(
        '/api/v1/appointments',
        weekly(s.cut, [s.emma], { recurring: { frequency: 'daily', end_date: '2029-04-01' } }),
      );
      expect(long.body.errors['recurring.end_date']).toEqual([messages[locale][1]]);
      const noClass = await s.api.post('/api/v1/appointments', {
        type: 'class_session',
        date: '2027-03-16',
        start_time: '18:00',
      });
      expect(noClass.body.errors.class_id).toEqual([messages[locale][2]]);
      const badFrequency = await s.api.post(
        '/api/v1/appointments',
        weekly(s.cut, [s.emma], { recurring: { frequency: 'hourly', end_date: '2027-04-01' } }),
      );
      expect(badFrequency.status).toBe(422);
      expect(Object.keys(badFrequency.body.errors)).toEqual(['recurring.frequency']);
      const badRange = await s.api.del('/api/v1/appointments/nope?recurring_range=all');
      expect(badRange.status).toBe(422);
      expect(await s.list('2027-03-01', '2027-04-30')).toEqual([]);
    }
  });
});
