/**
 * Google Calendar push notifications in workerd: POST /api/v1/webhooks/google checks the channel's HMAC token with
 * the Worker's own crypto (the same code Node runs in packages/api/test/google-push.test.ts), a forged or unknown
 * channel is a bare 404, and a change notification goes on the JOBS queue to the jobs Worker, whose sync of that
 * calendar runs and records its outcome as any sync does (Google is a closed port here: "unreachable").
 */
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelToken } from '../../../../packages/api/src/google/channels';
import { sealSecrets } from '../../../../packages/api/src/integrations/secrets';
import type { HranaServer } from '../../../../test-support/hrana-server';
import { eventually, ORIGIN, QUEUED, registerOwner, startWorker, type TestWorker } from './support';

const SECRET = 'workerd-google-push-secret-0123456789abcdef';
let started: TestWorker | undefined;
let hrana: HranaServer;
let mf: Miniflare;

beforeAll(async () => {
  started = await startWorker({
    ...QUEUED,
    vars: { APP_SECRET: SECRET, APP_URL: 'https://kairos.test', KAIROS_GOOGLE_API_URL: 'http://127.0.0.1:9' },
  });
  ({ mf, hrana } = started);
}, 90_000);
afterAll(async () => {
  await started?.dispose();
});

type Row = Record<string, unknown>;
const all = (sql: string, ...args: unknown[]) => hrana.db.prepare(sql).all(args) as Row[];
const run = (sql: string, ...args: unknown[]) => hrana.db.prepare(sql).run(args);

const register = async () => (await registerOwner(mf, { business_name: 'Push Studio', email: 'push@worker.test' })).id;

const push = async (headers: Record<string, string>) => {
  const res = await mf.dispatchFetch(`${ORIGIN}/api/v1/webhooks/google`, { method: 'POST', headers });
  return { status: res.status, body: await res.text() };
};

describe('Google push notifications on Workers', () => {
  it('verifies the channel token, 404s forged and unknown channels alike, and queues the calendar sync', async () => {
    const business = await register();
    const now = Date.now();
    const secret = await sealSecrets(SECRET, business, { access_token: 'at', refresh_token: 'rt' });
    run(
      `INSERT INTO google_connections (business_id, account_email, secret, access_expires_at, busy_calendar_ids, connected_at, updated_at)
       VALUES (?, 'o@gmail.example', ?, ?, '["cal@example"]', ?, ?)`,
      business,
      secret,
      now + 3_600_000,
      now,
      now,
    );
    run(
      `INSERT INTO google_channels (id, business_id, calendar_id, resource_id, expires_at, created_at) VALUES ('kx-w1', ?, 'cal@example', 'res1', ?, ?)`,
      business,
      now + 7 * 86_400_000,
      now,
    );
    const good = {
      'x-goog-channel-id': 'kx-w1',
      'x-goog-channel-token': channelToken(SECRET, 'kx-w1'),
      'x-goog-resource-state': 'exists',
      'x-goog-message-number': '2',
    };
    const refused = await Promise.all([
      push({ ...good, 'x-goog-channel-token': channelToken('not-the-secret', 'kx-w1') }),
      push({ ...good, 'x-goog-channel-id': 'kx-none', 'x-goog-channel-token': channelToken(SECRET, 'kx-none') }),
      push({ 'x-goog-resource-state': 'exists' }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(new Set(refused.map((r) => r.body)).size).toBe(1);
    expect((await push({ ...good, 'x-goog-resource-state': 'sync', 'x-goog-message-number': '1' })).status).toBe(200);
    expect(all('SELECT sync_failures FROM google_connections')).toEqual([{ sync_failures: 0 }]);

    expect((await push(good)).status).toBe(200);
    const row = await eventually(
      () => all('SELECT sync_failures, sync_failure FROM google_connections').find((r) => r.sync_failures === 1),
      'the queued sync to run',
    );
    expect(row).toEqual({ sync_failures: 1, sync_failure: 'unreachable' });
  });
});
