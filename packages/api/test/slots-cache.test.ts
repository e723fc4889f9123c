import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_TABLES, SLOTS_TTL_MS } from '../src/availability/slots-cache';
import { slotsFor } from '../src/availability/slots-for';
import { PAGE_TABLES } from '../src/booking/procedure';
import { bookingSettingsOf } from '../src/booking/settings';
import { businessBySlug, loadScope } from '../src/core/scope';
import { appointmentBody, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';

// The public page's slots are cached for a few seconds per business, service and range (availability/slots-cache.ts);
// every write that changes availability through this process's database forgets them at once.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const DAY = '2026-12-15'; // a Tuesday; now is 2026-11-22T10:00Z (Europe/London = UTC in winter)

async function page() {
  const a = await pageBusiness(h);
  const v = visitor(h, a.businessId, 'anna@example.com');
  const times = async (date = DAY) => {
    const res = await v.get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=${date}&to=${date}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.slots.map((s: { start_time: string }) => s.start_time) as string[];
  };
  return { ...a, v, times };
}

/** The tables the statements sent while `run` runs read from. */
async function tablesRead(run: () => Promise<unknown>): Promise<Set<string>> {
  const read = new Set<string>();
  const original = h.client.execute.bind(h.client);
  h.client.execute = ((stmt: string | { sql: string }, ...rest: unknown[]) => {
    const text = typeof stmt === 'string' ? stmt : stmt.sql;
    for (const m of text.matchAll(/\b(?:from|join)\s+["`]?(\w+)/gi)) if (m[1]) read.add(m[1].toLowerCase());
    return (original as (...x: unknown[]) => ReturnType<typeof original>)(stmt, ...rest);
  }) as typeof h.client.execute;
  try {
    await run();
  } finally {
    h.client.execute = original;
  }
  return read;
}

/** Counts the statements that read the appointments table while `run` runs. */
async function appointmentReads(run: () => Promise<unknown>): Promise<number> {
  const original = h.client.execute.bind(h.client);
  let n = 0;
  h.client.execute = ((stmt: string | { sql: string }, ...rest: unknown[]) => {
    const text = typeof stmt === 'string' ? stmt : stmt.sql;
    if (/from "appointments"/i.test(text)) n++;
    return (original as (...a: unknown[]) => ReturnType<typeof original>)(stmt, ...rest);
  }) as typeof h.client.execute;
  try {
    await run();
  } finally {
    h.client.execute = original;
  }
  return n;
}

describe('public slots cache', () => {
  it('answers a repeated call from the cache, with the same slots', async () => {
    const a = await page();
    const first = await a.times();
    expect(first).toContain('10:00');
    let again: string[] = [];
    expect(await appointmentReads(async () => (again = await a.times()))).toBe(0);
    expect(again).toEqual(first);
    // After the TTL it is computed again.
    h.advance(SLOTS_TTL_MS);
    expect(await appointmentReads(() => a.times())).toBeGreaterThan(0);
  });

  it('a time just booked is not offered by the next call, without waiting for the TTL', async () => {
    const a = await page();
    expect(await a.times()).toContain('10:00');
    const res = await a.v.post(`/api/v1/online-booking/${a.slug}/bookings`, appointmentBody(a.service, `${DAY}T10:00:00.000Z`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await a.times();
    expect(after).not.toContain('10:00');
    expect(after).toContain('09:30');
    // Cancelled by the visitor: offered again at once.
    const cancel = await a.v.post(`/api/v1/online-booking/${a.slug}/manage/${res.body.data.manage_token}/cancel`, {});
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await a.times()).toContain('10:00');
  });

  it('changed business hours change the slots at once', async () => {
    const a = await page();
    expect(await a.times()).toContain('10:00');
    const week = ['1', '2', '3', '4', '5', '6', '7'].map((id) => ({
      id,
      enabled: id !== '7',
      start_minute: id === '2' ? 13 * 60 : 9 * 60,
      end_minute: 18 * 60,
    }));
    const saved = await a.client.put('/api/v1/user/calendar-and-time-settings', {
      calendar_settings: {
        slot_step_minutes: 60,
        week_starts_on: 'monday',
        default_view: 'week',
        day_start_minute: 480,
        day_end_minute: 1200,
        time_format: '24h',
      },
      business_time_settings: week,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await a.times();
    expect(after[0]).toBe('13:00');
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('13:30'); // the new hourly step
  });

  it("the owner's appointment and time off, and a service taken off the page, are seen at once", async () => {
    const a = await page();
    expect(await a.times()).toEqual(expect.arrayContaining(['11:00', '11:30', '14:00']));
    const appt = await a.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: a.service,
      date: DAY,
      start_time: '11:00',
      client_ids: [(await a.client.post('/api/v1/clients', { first_name: 'Olha', last_name: 'K' })).body.data.id],
    });
    expect(appt.status, JSON.stringify(appt.body)).toBe(200);
    expect(await a.times()).not.toContain('11:00');
    const off = await a.client.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Dentist',
      date: DAY,
      start_time: '14:00',
      duration_minutes: 60,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const after = await a.times();
    expect(after).not.toContain('14:00');
    expect(after).not.toContain('14:30');
    expect(after).toContain('15:00');
    const service = await a.client.put(`/api/v1/services/${a.service}`, {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
      deposit: 500,
      online_booking: false,
    });
    expect(service.status, JSON.stringify(service.body)).toBe(200);
    const gone = await a.v.get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=${DAY}&to=${DAY}`);
    expect(gone.status).toBe(404);
  });

  it('a change written by another process (not through this database object) shows within the TTL', async () => {
    const a = await page();
    expect(await a.times()).toContain('12:00');
    // Straight through the raw client, as another process or Worker isolate would write.
    const start = Date.parse(`${DAY}T12:00:00.000Z`);
    await h.client.execute({
      sql: `insert into appointments (id, business_id, type, title, start_at, end_at, parts, price, currency, created_at, updated_at)
            values ('other-process', ?, 'blocked', 'Elsewhere', ?, ?, ?, 0, 'GBP', ?, ?)`,
      args: [
        a.businessId,
        start,
        start + 3_600_000,
        JSON.stringify([{ title: 'Elsewhere', duration_minutes: 60, type: 'block' }]),
        Date.now(),
        Date.now(),
      ],
    });
    expect(await a.times()).toContain('12:00'); // served from the cache
    h.advance(SLOTS_TTL_MS);
    expect(await a.times()).not.toContain('12:00');
  });

  it('SLOT_TABLES holds every table a slots computation reads', async () => {
    const a = await page();
    const scope = await loadScope(h.db, a.businessId, h.clock.now);
    // The scope (the business row) is loaded per request, not cached.
    const read = await tablesRead(() =>
      slotsFor(scope, { service_id: a.service, from: DAY, to: '2026-12-21' }, { onlyOnline: true }),
    );
    expect(read.has('appointments')).toBe(true);
    expect([...read].filter((t) => !SLOT_TABLES.has(t))).toEqual([]);
  });
});

describe("the page's lookup (business, owner, subscription, page settings) cache", () => {
  it('PAGE_TABLES holds every table the lookup reads', async () => {
    const a = await page();
    const read = await tablesRead(async () => {
      const found = await businessBySlug(h.db, a.slug);
      await bookingSettingsOf(h.db, found?.business.id as string);
    });
    expect(read.has('businesses')).toBe(true);
    expect([...read].filter((t) => !PAGE_TABLES.has(t))).toEqual([]);
  });

  it('the owner switching the page off or pausing it is seen by the next call', async () => {
    const a = await page();
    expect(await a.times()).toContain('10:00');
    const settings = (await a.client.get('/api/v1/user/booking-settings')).body.data;
    const paused = await a.client.put('/api/v1/user/booking-settings', { ...settings, paused: true });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(await a.times()).toEqual([]);
    const off = await a.client.put('/api/v1/user/booking-settings', { ...settings, enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const gone = await a.v.get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=${DAY}&to=${DAY}`);
    expect(gone.status).toBe(404);
  });
});
