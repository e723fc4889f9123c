/**
 * Booking races in workerd (issue 12): the Worker bundle against SQLite over Hrana, as production reaches
 * Turso. 50 parallel bookings of one slot make exactly one (the booking's check and write are one
 * `BEGIN IMMEDIATE` transaction, booking/take.ts), and a class session with N spaces takes exactly N of
 * 3N parallel requests (one guarded statement per place). The visitor is verified the real way: a code
 * sent through the queue to the outbox, then checked.
 */
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HranaServer } from '../../../../test-support/hrana-server';
import { browserAt, eventually, QUEUED, startWorker, type TestWorker } from './support';

let started: TestWorker | undefined;
let hrana: HranaServer;
let mf: Miniflare;

beforeAll(async () => {
  started = await startWorker(QUEUED);
  ({ mf, hrana } = started);
}, 90_000);

afterAll(async () => {
  await started?.dispose();
});

type Row = Record<string, unknown>;
const all = (sql: string, ...args: unknown[]) => hrana.db.prepare(sql).all(args) as Row[];

const browser = (ip: string) => browserAt(mf, ip);

async function ownerWithPage() {
  const o = browser('10.1.0.1');
  const reg = await o.call('POST', '/api/register', {
    first_name: 'Olena',
    last_name: 'Koval',
    business_name: 'Race Studio',
    email: 'races@worker.test',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    timezone: 'Europe/London',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const business = reg.body.data.business as { id: string; slug: string };
  hrana.db
    .prepare('INSERT INTO booking_settings (business_id, enabled, updated_at) VALUES (?, 1, ?)')
    .run(business.id, Date.now());
  return { o, business };
}

/** Verified through the real flow: the code comes through the queue into the outbox. */
async function verifiedVisitor(slug: string, email: string) {
  const v = browser('10.2.0.1');
  const sent = await v.call('POST', `/api/v1/online-booking/${slug}/verification`, { channel: 'email', address: email });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mail = await eventually(() => all('SELECT body_text FROM outbox_messages WHERE "to" = ?', email)[0], 'the code email');
  const code = /\b(\d{6})\b/.exec(String(mail.body_text))?.[1];
  expect(code).toBeTruthy();
  const checked = await v.call('POST', `/api/v1/online-booking/${slug}/verification/check`, {
    channel: 'email',
    address: email,
    code,
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return v;
}

describe('booking races (workerd, Hrana)', () => {
  it('50 parallel bookings of one slot: exactly 1, 49 BOOKING_SLOT_TAKEN; a session with 4 spaces takes 4 of 12', async () => {
    const { o, business } = await ownerWithPage();
    const service = await o.call('POST', '/api/v1/services', {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
      online_booking: true,
    });
    expect(service.status, JSON.stringify(service.body)).toBe(200);
    const v = await verifiedVisitor(business.slug, 'racer@worker.test');
    // A weekday well inside the horizon, 10:00 London.
    const day = new Date(Date.now() + 7 * 86_400_000);
    while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const slots = await v.call(
      'GET',
      `/api/v1/online-booking/${business.slug}/slots?service_id=${service.body.data.id}&from=${date}&to=${date}`,
    );
    const start = (slots.body.data.slots as { start_at: string; start_time: string }[]).find((s) => s.start_time === '10:00');
    expect(start, JSON.stringify(slots.body)).toBeTruthy();
    const body = {
      kind: 'appointment',
      service_id: service.body.data.id,
      start_at: start?.start_at,
      first_name: 'R',
      last_name: 'S',
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => v.call('POST', `/api/v1/online-booking/${business.slug}/bookings`, body)),
    );
    const codes = results.map((r) => (r.status === 200 ? 'OK' : r.body?.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'BOOKING_SLOT_TAKEN')).toHaveLength(49);
    expect(all('SELECT id FROM online_bookings WHERE business_id = ?', business.id)).toHaveLength(1);

    const cls = await o.call('POST', '/api/v1/classes', { name: 'Yoga', spaces: 4, limit_spaces: true, online_booking: true });
    expect(cls.status, JSON.stringify(cls.body)).toBe(200);
    const session = await o.call('POST', '/api/v1/appointments', {
      type: 'class_session',
      class_id: cls.body.data.id,
      date,
      start_time: '15:00',
      client_ids: [],
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    // 12 different people, each verified on their own browser (new clients, named when booking).
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => verifiedVisitor(business.slug, `p${i}@worker.test`)));
    const places = await Promise.all(
      people.map((p) =>
        p.call('POST', `/api/v1/online-booking/${business.slug}/bookings`, {
          kind: 'class',
          session_id: session.body.data.id,
          first_name: 'P',
          last_name: 'Q',
        }),
      ),
    );
    const placeCodes = places.map((r) => (r.status === 200 ? 'OK' : r.body?.code));
    expect(placeCodes.filter((c) => c === 'OK')).toHaveLength(4);
    expect(placeCodes.filter((c) => c === 'CLASS_SESSION_FULL')).toHaveLength(8);
    expect(all('SELECT client_id FROM appointment_clients WHERE appointment_id = ?', session.body.data.id)).toHaveLength(4);
  }, 120_000);
});
