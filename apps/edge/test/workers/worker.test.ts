/**
 * The Workers entry in workerd (Miniflare 4): the bundle `wrangler deploy` would
 * upload, against a real SQLite database reached the way production reaches
 * Turso — @libsql/client/web speaking Hrana over HTTP (test-support/hrana-server.ts).
 * Proves fetch (healthz; register → session → /api/v1/user), the cron trigger and
 * the queue consumer (both in the jobs Worker, wrangler.jobs.toml), and the queue
 * producer (main Worker) → consumer (jobs Worker) path through Miniflare's local
 * queue broker.
 */
import type {
  FetcherQueueResult,
  FetcherScheduledOptions,
  FetcherScheduledResult,
  ServiceBindingQueueMessage,
} from '@cloudflare/workers-types/experimental/index';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HranaServer } from '../../../../test-support/hrana-server';
import {
  absorb,
  cookieHeader,
  eventually,
  JOBS_QUEUE,
  JOBS_WORKER,
  ORIGIN,
  QUEUED,
  startWorker,
  type TestWorker,
} from './support';

const CRON = '*/5 * * * *';
const QUEUE = JOBS_QUEUE;
const DAY = 86_400_000;

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

// ---- helpers ----
/**
 * The worker's handlers as Miniflare exposes them. (Miniflare's own typings import
 * @cloudflare/workers-types, which only apps/edge installs, so they resolve to nothing here.)
 */
interface WorkerHandlers {
  scheduled(options?: FetcherScheduledOptions): Promise<FetcherScheduledResult>;
  queue(queueName: string, messages: ServiceBindingQueueMessage[]): Promise<FetcherQueueResult>;
}
const handlers = async () => (await mf.getWorker(JOBS_WORKER)) as unknown as WorkerHandlers;

type Row = Record<string, unknown>;
const all = (sql: string, ...args: unknown[]) => hrana.db.prepare(sql).all(args) as Row[];
const one = (sql: string, ...args: unknown[]) => all(sql, ...args)[0];

const owner = {
  first_name: 'Olena',
  last_name: 'Koval',
  business_name: 'Koval Studio',
  email: 'olena@worker.test',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  locale: 'en',
};
let userId = '';
let businessId = '';

describe('Workers entry (workerd)', () => {
  it('answers /healthz and /version.json', async () => {
    const res = await mf.dispatchFetch(`${ORIGIN}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', version: 'test-build' });
    const version = await mf.dispatchFetch(`${ORIGIN}/version.json`);
    expect(await version.json()).toEqual({ hash: 'test-build' });
    // Migrations ran once, before the first request.
    expect(all('SELECT tag FROM __migrations').length).toBeGreaterThan(0);
  });

  it('registers over REST and reads the user back with the session cookie', async () => {
    const jar = new Map<string, string>();
    const csrf = await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`);
    expect(csrf.status).toBe(204);
    absorb(jar, csrf);
    const xsrf = jar.get('XSRF-TOKEN');
    expect(xsrf).toBeTruthy();

    const reg = await mf.dispatchFetch(`${ORIGIN}/api/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-xsrf-token': xsrf as string,
        cookie: cookieHeader(jar),
      },
      body: JSON.stringify(owner),
    });
    const regBody = (await reg.json()) as { data: { id: string; email: string; business: { id: string } } };
    expect(reg.status, JSON.stringify(regBody)).toBe(200);
    absorb(jar, reg);
    expect(jar.get('kairos_session')).toBeTruthy();
    userId = regBody.data.id;
    businessId = regBody.data.business.id;

    const me = await mf.dispatchFetch(`${ORIGIN}/api/v1/user`, {
      headers: { cookie: cookieHeader(jar), accept: 'application/json' },
    });
    expect(me.status).toBe(200);
    const meBody = (await me.json()) as { data: { id: string; email: string; is_trialing: boolean; business: { name: string } } };
    expect(meBody.data).toMatchObject({
      id: userId,
      email: owner.email,
      is_trialing: true,
      business: { name: owner.business_name },
    });

    // Rows written through Hrana, password hashed with the pure-JS argon2id.
    expect(one('SELECT password_hash FROM users WHERE id = ?', userId)?.password_hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );

    // Without the cookie: 401.
    const anon = await mf.dispatchFetch(`${ORIGIN}/api/v1/user`, { headers: { accept: 'application/json' } });
    expect(anon.status).toBe(401);
  }, 30_000);

  it('serves the calendar feed (issue 28): the URL from settings answers RFC 5545, then 304 on its ETag', async () => {
    const jar = new Map<string, string>();
    absorb(jar, await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`));
    const post = async (path: string, body: unknown, method = 'POST') => {
      const res = await mf.dispatchFetch(`${ORIGIN}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-xsrf-token': jar.get('XSRF-TOKEN') as string,
          cookie: cookieHeader(jar),
        },
        body: JSON.stringify(body),
      });
      absorb(jar, res);
      return res;
    };
    const reg = await post('/api/register', { ...owner, email: 'feed@worker.test', timezone: 'Europe/Kyiv' });
    expect(reg.status).toBe(200);
    // The Worker runs on the real clock: ten days from now is inside the feed's window.
    const date = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const blocked = await post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Dentist, 2nd floor',
      date,
      start_time: '09:30',
      duration_minutes: 45,
    });
    expect(blocked.status).toBe(200);
    const settings = await mf.dispatchFetch(`${ORIGIN}/api/v1/user/calendar-feed`, {
      headers: { cookie: cookieHeader(jar), accept: 'application/json' },
    });
    const { data } = (await settings.json()) as { data: { url: string; include_client_names: boolean } };
    expect(data.include_client_names).toBe(false);
    const path = new URL(data.url).pathname;
    expect(path).toMatch(/^\/api\/v1\/calendar\/[a-z2-7]{32}\.ics$/);
    // No cookie: a calendar app has none.
    const feed = await mf.dispatchFetch(`${ORIGIN}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Kyiv\r\n');
    expect(text).toContain('SUMMARY:Dentist\\, 2nd floor\r\n');
    // 09:30 on the business's wall clock.
    expect(text).toContain(`DTSTART;TZID=Europe/Kyiv:${date.replaceAll('-', '')}T093000\r\n`);
    const etag = feed.headers.get('etag') as string;
    const again = await mf.dispatchFetch(`${ORIGIN}${path}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const unknown = await mf.dispatchFetch(`${ORIGIN}/api/v1/calendar/${'a'.repeat(32)}.ics`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('');
  }, 30_000);

  it('delivers the jobs the request enqueued: JOBS producer → local queue → queue handler → outbox', async () => {
    const mails = await eventually(() => {
      const rows = all('SELECT subject FROM outbox_messages WHERE "to" = ?', owner.email);
      return rows.length >= 2 && rows;
    }, 'welcome and verification emails');
    expect(mails.length).toBe(2);
  }, 15_000);

  it('runs the cron trigger: expired sessions deleted, trial reminder queued and sent', async () => {
    const now = Date.now();
    hrana.db
      .prepare('INSERT INTO sessions (id, secret_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(['expired-session', 'x', userId, now - 60_000, now - DAY]);
    hrana.db.prepare('UPDATE subscriptions SET trial_ends_at = ? WHERE business_id = ?').run([now + 2 * DAY, businessId]);

    const worker = await handlers();
    const result = await worker.scheduled({ cron: CRON, scheduledTime: new Date(now) });
    expect(result.outcome).toBe('ok');

    await eventually(() => !one('SELECT id FROM sessions WHERE id = ?', 'expired-session'), 'the expired session to be deleted');
    // The live session survives.
    expect(all('SELECT id FROM sessions WHERE user_id = ?', userId).length).toBe(1);
    // trial-reminder job → consumer claims the subscription and queues the email → consumer stores it.
    await eventually(
      () => one('SELECT trial_reminder_sent_at FROM subscriptions WHERE business_id = ?', businessId)?.trial_reminder_sent_at,
      'trial_reminder_sent_at',
    );
    await eventually(
      () => all('SELECT id FROM outbox_messages WHERE "to" = ?', owner.email).length === 3,
      'the trial reminder email',
    );
  }, 30_000);

  it('consumes a queue message once per key and retries a failing one with backoff', async () => {
    const worker = await handlers();
    const email = { to: 'queue@worker.test', subject: 'Queued hello', text: 'Hello', html: '<p>Hello</p>', business_id: null };
    const message = (id: string, body: unknown) => ({ id, timestamp: new Date(), attempts: 1, body });

    const first = await worker.queue(QUEUE, [message('m1', { queue: 'email', payload: email, key: 'k1' })]);
    expect(first.outcome).toBe('ok');
    expect(first.explicitAcks).toContain('m1');
    expect(first.retryMessages).toEqual([]);
    const rows = all('SELECT subject, body_text, provider FROM outbox_messages WHERE "to" = ?', email.to);
    expect(rows).toEqual([{ subject: 'Queued hello', body_text: 'Hello', provider: 'outbox' }]);

    // The same key again (a redelivery or a duplicate send): acknowledged, not stored twice.
    const again = await worker.queue(QUEUE, [message('m2', { queue: 'email', payload: email, key: 'k1' })]);
    expect(again.explicitAcks).toContain('m2');
    expect(all('SELECT id FROM outbox_messages WHERE "to" = ?', email.to).length).toBe(1);
    expect(one('SELECT key FROM effects WHERE key = ?', 'job:email:k1')).toBeTruthy();

    // A message no consumer handles is retried with 2^attempts seconds of delay; a malformed body is dropped.
    const failing = await worker.queue(QUEUE, [
      { id: 'm3', timestamp: new Date(), attempts: 3, body: { queue: 'no-such-queue', payload: {} } },
      message('m4', 'not a job'),
    ]);
    expect(failing.retryMessages).toEqual([{ msgId: 'm3', delaySeconds: 8 }]);
    expect(failing.explicitAcks).toEqual(['m4']);
  }, 15_000);

  it('answers a document without its RENDER binding with a translated 503, not a 500 with a stack', async () => {
    const jar = new Map<string, string>();
    absorb(jar, await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`));
    const headers = () => ({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-locale': 'en',
      'x-xsrf-token': jar.get('XSRF-TOKEN') as string,
      cookie: cookieHeader(jar),
    });
    const reg = await mf.dispatchFetch(`${ORIGIN}/api/register`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ ...owner, email: 'no-render@worker.test' }),
    });
    expect(reg.status).toBe(200);
    absorb(jar, reg);
    const created = await mf.dispatchFetch(`${ORIGIN}/api/v1/invoices`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({
        bill_to_name: 'Emma Brown',
        date: '2026-11-22',
        lines: [{ description: 'Cut', quantity: 1, unit_price: 100 }],
      }),
    });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const pdf = await mf.dispatchFetch(`${ORIGIN}/api/v1/invoices/${id}/pdf`, { headers: headers() });
    expect(pdf.status).toBe(503);
    const body = (await pdf.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'RENDER_UNAVAILABLE',
      message: 'Documents (PDFs and spreadsheets) cannot be made right now. Please try again in a minute.',
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js)/);
  }, 30_000);
});
