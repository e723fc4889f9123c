/**
 * Issue 28 in workerd (Miniflare 4), one Miniflare for both (the Worker bundles are built once per process; starting
 * workerd is the cost, so the two flows share it), against SQLite over Hrana as production reaches Turso:
 * - the waitlist's immediate run: a full class session, a visitor verified by an emailed code joins its waitlist
 *   through the booking API, the owner takes the booked client off, the main Worker queues a `waitlist-run` job
 *   (waitlist/kick.ts) and the jobs Worker's Queue consumer runs it: the offer lands in the dev outbox once, and
 *   neither a redelivery-like second run (two crons at once) nor waiting makes a second;
 * - the calendar feed's prepared token lookup (calendar-feed/store.ts feedByToken): the URL answers 200 with an ETag,
 *   304 to If-None-Match (again, from the same isolate's prepared query), and after a regeneration the old token 404s
 *   while the new one answers.
 */
import type { FetcherScheduledOptions, FetcherScheduledResult } from '@cloudflare/workers-types/experimental/index';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HranaServer } from '../../../../test-support/hrana-server';
import { browserAt, eventually, JOBS_WORKER, ORIGIN, QUEUED, startWorker, type TestWorker } from './support';

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

/** A browser whose every call must answer 200; answers the body's data. */
function browser(ip: string) {
  const b = browserAt(mf, ip);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await b.call(method, path, body);
    expect(res.status, `${method} ${path}: ${res.text.slice(0, 500)}`).toBe(200);
    return res.body.data;
  };
  return { call };
}

async function owner(name: string, email: string) {
  const o = browser('10.3.0.1');
  const user = await o.call('POST', '/api/register', {
    first_name: 'Olena',
    last_name: 'Koval',
    business_name: name,
    email,
    password: 'Secret123',
    password_confirmation: 'Secret123',
    timezone: 'Europe/London',
    locale: 'en',
  });
  return { ...o, business: user.business as { id: string; slug: string } };
}

const DAY = 86_400_000;
/** A London date `days` from now. */
const dateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * DAY));

const offersTo = (email: string) =>
  all('SELECT body_text FROM outbox_messages WHERE "to" = ? AND body_text LIKE ?', email, '%waitlist=%');

describe('waitlist and calendar feed (workerd, Hrana)', () => {
  it('the owner frees a full session → the jobs Worker runs `waitlist-run` → one offer email in the outbox', async () => {
    const o = await owner('Waitlist Worker Studio', 'waitlist@worker.test');
    const { business } = o;
    hrana.db
      .prepare('INSERT INTO booking_settings (business_id, enabled, updated_at) VALUES (?, 1, ?)')
      .run([business.id, Date.now()]);
    // No quiet hours (start = end), so the offer goes now whatever the hour the suite runs.
    expect(await o.call('PUT', '/api/v1/waitlist/quiet-hours', { start: '00:00', end: '00:00' })).toEqual({
      start: '00:00',
      end: '00:00',
    });
    const klass = await o.call('POST', '/api/v1/classes', {
      name: 'Worker yoga',
      duration_minutes: 60,
      price: 0,
      spaces: 1,
      limit_spaces: true,
      online_booking: true,
    });
    const regular = await o.call('POST', '/api/v1/clients', { first_name: 'Rita', last_name: 'Regular' });
    const session = await o.call('POST', '/api/v1/appointments', {
      type: 'class_session',
      class_id: klass.id,
      date: dateIn(2),
      start_time: '18:00',
      client_ids: [regular.id],
    });

    // The visitor is verified the real way (the code comes through the queue into the outbox), then joins.
    const email = 'waiter@worker.test';
    const v = browser('10.4.0.1');
    await v.call('POST', `/api/v1/online-booking/${business.slug}/verification`, { channel: 'email', address: email });
    const mail = await eventually(() => all('SELECT body_text FROM outbox_messages WHERE "to" = ?', email)[0], 'the code email');
    const code = /\b(\d{6})\b/.exec(String(mail.body_text))?.[1];
    expect(code).toBeTruthy();
    await v.call('POST', `/api/v1/online-booking/${business.slug}/verification/check`, {
      channel: 'email',
      address: email,
      code,
    });
    const joined = await v.call('POST', `/api/v1/online-booking/${business.slug}/waitlist`, {
      kind: 'class',
      session_id: session.id,
      channel: 'email',
      first_name: 'Wendy',
      last_name: 'Waiter',
    });
    expect(joined.entry).toMatchObject({ kind: 'class', state: 'waiting', session_id: session.id });
    expect(offersTo(email)).toHaveLength(0);

    // The owner takes the booked client off: the Worker queues the run; no cron is triggered in this test.
    await o.call('DELETE', `/api/v1/appointments/${session.id}/clients/${regular.id}`);
    const [offer] = await eventually(() => {
      const rows = offersTo(email);
      return rows.length > 0 && rows;
    }, 'the offer email from the waitlist-run job');
    expect(String(offer?.body_text)).toContain('Worker yoga');
    expect(all('SELECT state FROM waitlist_offers WHERE business_id = ?', business.id)).toEqual([{ state: 'open' }]);
    expect(all('SELECT state FROM waitlist_entries WHERE business_id = ?', business.id)).toEqual([{ state: 'offered' }]);

    // Two crons at once (the jobs Worker's scheduled handler runs the same waitlist pass) make no second offer.
    const jobs = (await mf.getWorker(JOBS_WORKER)) as unknown as {
      scheduled(o?: FetcherScheduledOptions): Promise<FetcherScheduledResult>;
    };
    const runs = await Promise.all([0, 1].map(() => jobs.scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() })));
    expect(runs.map((r) => r.outcome)).toEqual(['ok', 'ok']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(offersTo(email)).toHaveLength(1);
    expect(all('SELECT id FROM waitlist_offers WHERE business_id = ?', business.id)).toHaveLength(1);
    expect(all("SELECT id FROM messages WHERE business_id = ? AND dedupe_key LIKE 'waitlist:offer:%'", business.id)).toHaveLength(
      1,
    );
  }, 90_000);

  it('the feed URL: 200 with an ETag, 304 to If-None-Match, and after a regeneration the old token 404s', async () => {
    const o = await owner('Feed Worker Studio', 'feed@worker.test');
    const klass = await o.call('POST', '/api/v1/classes', { name: 'Feed pilates', spaces: 4, limit_spaces: true });
    await o.call('POST', '/api/v1/appointments', {
      type: 'class_session',
      class_id: klass.id,
      date: dateIn(3),
      start_time: '09:30',
      client_ids: [],
    });
    const { url } = (await o.call('GET', '/api/v1/user/calendar-feed')) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/v1\/calendar\/[a-z2-7]{32}\.ics$/);
    // As a calendar app polls: no cookies.
    const get = (p: string, headers: Record<string, string> = {}) => mf.dispatchFetch(`${ORIGIN}${p}`, { headers });

    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/calendar');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const text = await first.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('Feed pilates');
    // The next polls go through the isolate's prepared lookup: unchanged → 304, twice.
    for (let i = 0; i < 2; i++) {
      const again = await get(path, { 'if-none-match': etag as string });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    expect((await get(path)).status).toBe(200);

    const fresh = (await o.call('POST', '/api/v1/user/calendar-feed/regenerate', {})) as { url: string };
    const freshPath = new URL(fresh.url).pathname;
    expect(freshPath).not.toBe(path);
    const old = await get(path);
    expect(old.status).toBe(404);
    await old.text();
    expect((await get(path, { 'if-none-match': etag as string })).status).toBe(404);
    const now = await get(freshPath);
    expect(now.status).toBe(200);
    expect(await now.text()).toContain('Feed pilates');
    // A well-shaped token nobody holds.
    expect((await get('/api/v1/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics')).status).toBe(404);
  }, 60_000);
});
