import { externalBusy, googleChannels, googleConnections, jobs } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelToken, GOOGLE_SYNC_QUEUE } from '../src/google/channels';
import { runScheduled } from '../src/jobs/cron';
import { GOOGLE_TEST_ACCOUNT, googleEnv, startGoogleFake } from './support/google-fake';
import { type Harness, makeHarness, messagesOff, registerOwner } from './support/harness';

/**
 * Google Calendar push notification channels (issue 28): opened with events.watch when calendars are picked (only
 * with a public HTTPS APP_URL), renewed by the cron before expiry, stopped on unpick and disconnect; Google's posts
 * to /api/v1/webhooks/google verified by the channel's HMAC token and answered by a sync of that calendar alone.
 */
let google: Awaited<ReturnType<typeof startGoogleFake>>;
let h: Harness;
const APP = 'https://kairos.example';
const PUSH = `${APP}/api/v1/webhooks/google`;
const FAMILY = 'family@group.calendar.google.example';
const WORK = 'work@group.calendar.google.example';
const DAY = 86_400_000;

beforeAll(async () => {
  google = await startGoogleFake({ unref: true });
});
afterAll(() => google.close());
afterEach(() => h.close());

async function harness(appUrl = APP) {
  h = await makeHarness({ ...googleEnv(google.url), APP_URL: appUrl });
  google.reset();
  google.now = () => h.clock.now.getTime();
}

async function owner() {
  const o = await registerOwner(h, { timezone: 'Europe/London' });
  await messagesOff(h, o.user.business.id);
  const res = await o.client.post('/api/v1/integrations/google/connect', {});
  const back = new URL(await google.allow(res.body.data.url));
  expect((await o.client.get(back.pathname + back.search)).status).toBe(302);
  const pick = (busy: string[], write: string | null) =>
    o.client.put('/api/v1/integrations/google/calendars', { busy_calendar_ids: busy, write_calendar_id: write });
  return { ...o, businessId: o.user.business.id as string, pick };
}

const pushJobs = () => h.db.select().from(jobs).where(eq(jobs.queue, GOOGLE_SYNC_QUEUE));
const post = (headers: Record<string, string>) => h.app.request('/api/v1/webhooks/google', { method: 'POST', headers });
const channelOf = (calendarId: string) => [...google.channels.values()].find((c) => c.calendarId === calendarId);
const listed = (calendarId: string) =>
  google.requests.filter(
    (r) => r.method === 'GET' && r.path === `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`,
  );
const busyAt = (start: string, end: string) => ({ start: { dateTime: start }, end: { dateTime: end } });

describe('push channels', () => {
  beforeEach(() => harness());

  it('picking calendars watches each one at the HTTPS address with an HMAC token; a notification syncs that calendar alone', async () => {
    const o = await owner();
    expect((await o.pick([GOOGLE_TEST_ACCOUNT, FAMILY], WORK)).status).toBe(200);
    expect([...google.channels.values()].map((c) => c.calendarId).sort()).toEqual([FAMILY, WORK, GOOGLE_TEST_ACCOUNT].sort());
    const family = channelOf(FAMILY);
    expect(family?.address).toBe(PUSH);
    expect(family?.token).toBe(channelToken(h.services.config.secret, family?.id ?? ''));
    const stored = await h.db.select().from(googleChannels).where(eq(googleChannels.business_id, o.businessId));
    expect(stored.map((c) => c.id).sort()).toEqual([...google.channels.keys()].sort());
    expect(JSON.stringify(stored)).not.toContain(family?.token);

    // Google's first message on a channel only confirms it: nothing is queued.
    expect((await post(google.notification(family?.id ?? '', 'sync'))).status).toBe(200);
    expect(await pushJobs()).toEqual([]);

    google.addEvent(FAMILY, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    const before = { family: listed(FAMILY).length, main: listed(GOOGLE_TEST_ACCOUNT).length };
    const note = google.notification(family?.id ?? '');
    expect((await post(note)).status).toBe(200);
    // The same message delivered twice is one job.
    expect((await post(note)).status).toBe(200);
    expect((await pushJobs()).length).toBe(1);
    await h.drain();
    expect(listed(FAMILY).length).toBe(before.family + 1);
    expect(listed(GOOGLE_TEST_ACCOUNT).length).toBe(before.main);
    const busy = await h.db.select().from(externalBusy).where(eq(externalBusy.business_id, o.businessId));
    expect(busy.map((b) => [b.calendar_id, b.start_at.toISOString()])).toEqual([[FAMILY, '2026-12-15T10:00:00.000Z']]);
    const [row] = await h.db.select().from(googleConnections).where(eq(googleConnections.business_id, o.businessId));
    expect(row?.last_synced_at?.getTime()).toBe(h.clock.now.getTime());
  });

  it('a wrong token, an unknown channel and missing headers are the same bare 404, and queue nothing', async () => {
    const o = await owner();
    await o.pick([GOOGLE_TEST_ACCOUNT], null);
    const ch = channelOf(GOOGLE_TEST_ACCOUNT);
    const good = google.notification(ch?.id ?? '');
    const forged: Record<string, string>[] = [
      { ...good, 'x-goog-channel-token': `${good['x-goog-channel-token']?.slice(0, -1)}0` },
      { ...good, 'x-goog-channel-token': channelToken('another-secret', ch?.id ?? '') },
      // A well-formed id and its correct token, but no such channel.
      {
        ...good,
        'x-goog-channel-id': 'kx-unknown',
        'x-goog-channel-token': channelToken(h.services.config.secret, 'kx-unknown'),
      },
      { 'x-goog-resource-state': 'exists' },
    ];
    const answers = await Promise.all(
      forged.map(async (headers) => {
        const res = await post(headers);
        return { status: res.status, body: await res.text() };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await pushJobs()).toEqual([]);
  });

  it('the cron renews a channel a day before it expires (the old one stopped); unpick and disconnect stop them', async () => {
    const o = await owner();
    await o.pick([GOOGLE_TEST_ACCOUNT, FAMILY], null);
    const first = channelOf(FAMILY);
    h.advance(5 * DAY);
    await runScheduled(h.deps, h.clock.now);
    expect(channelOf(FAMILY)?.id).toBe(first?.id); // two days left: kept
    h.advance(1.5 * DAY);
    await runScheduled(h.deps, h.clock.now);
    const renewed = channelOf(FAMILY);
    expect(renewed?.id).not.toBe(first?.id);
    expect(google.channels.size).toBe(2);
    expect(google.channels.has(first?.id ?? '')).toBe(false);
    // A late message on the old channel finds nothing.
    const stale = {
      'x-goog-channel-id': first?.id ?? '',
      'x-goog-channel-token': first?.token ?? '',
      'x-goog-resource-state': 'exists',
    };
    expect((await post(stale)).status).toBe(404);
    const [row] = await h.db.select().from(googleChannels).where(eq(googleChannels.calendar_id, FAMILY));
    expect(row?.id).toBe(renewed?.id);
    expect(row?.expires_at.getTime()).toBe(renewed?.expiration);

    expect((await o.pick([GOOGLE_TEST_ACCOUNT], null)).status).toBe(200);
    expect([...google.channels.values()].map((c) => c.calendarId)).toEqual([GOOGLE_TEST_ACCOUNT]);
    const xsrf = { 'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? '') };
    expect((await o.client.get('/api/v1/integrations/google/disconnect', xsrf)).status).toBe(200);
    expect(google.channels.size).toBe(0);
    expect(await h.db.select().from(googleChannels)).toEqual([]);
  });

  it('a notification whose sync fails is recorded as any failed sync; one for a calendar unpicked since does nothing', async () => {
    const o = await owner();
    await o.pick([GOOGLE_TEST_ACCOUNT, FAMILY], null);
    const note = google.notification(channelOf(FAMILY)?.id ?? '');
    google.failNext = 503;
    expect((await post(note)).status).toBe(200);
    await h.drain();
    const [row] = await h.db.select().from(googleConnections).where(eq(googleConnections.business_id, o.businessId));
    expect(row).toMatchObject({ sync_failure: 'unreachable', sync_failures: 1 });
    // Unpicked after Google sent its message: the queued sync reads nothing from that calendar.
    const late = google.notification(channelOf(GOOGLE_TEST_ACCOUNT)?.id ?? '');
    expect((await post(late)).status).toBe(200);
    await o.pick([FAMILY], null);
    const calls = listed(GOOGLE_TEST_ACCOUNT).length;
    await h.drain();
    expect(listed(GOOGLE_TEST_ACCOUNT).length).toBe(calls);
    const [after] = await h.db.select().from(googleConnections).where(eq(googleConnections.business_id, o.businessId));
    expect(after).toMatchObject({ sync_failure: 'unreachable', sync_failures: 1 });
  });
});

describe('without a public HTTPS address', () => {
  it('opens no channel: the cron is the only path', async () => {
    await harness('http://localhost:8787');
    const o = await owner();
    expect((await o.pick([GOOGLE_TEST_ACCOUNT], WORK)).status).toBe(200);
    await runScheduled(h.deps, h.clock.now);
    expect(google.requests.filter((r) => r.path.endsWith('/watch'))).toEqual([]);
    expect(await h.db.select().from(googleChannels)).toEqual([]);
  });
});
