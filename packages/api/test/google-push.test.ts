import { externalBusy, googleChannels, googleConnections, jobs } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { channelToken, GOOGLE_SYNC_QUEUE } from '../src/google/channels';
import { runScheduled } from '../src/jobs/cron';
import { busyAt, FAMILY, googleCalendarWorld, WORK, xsrf } from './support/google-calendar';
import { GOOGLE_TEST_ACCOUNT } from './support/google-fake';

/**
 * Google Calendar push notification channels (issue 28): opened with events.watch when calendars are picked (only
 * with a public HTTPS APP_URL), renewed by the cron before expiry, stopped on unpick and disconnect; Google's posts
 * to /api/v1/webhooks/google verified by the channel's HMAC token and answered by a sync of that calendar alone.
 */
const APP = 'https://kairos.example';
const PUSH = `${APP}/api/v1/webhooks/google`;
const DAY = 86_400_000;
const gc = googleCalendarWorld({ appUrl: APP, eachTest: false, fakeFollowsClock: true });
const { harness } = gc;

/** An owner connected to Google, and `pick` to choose its calendars. */
async function owner() {
  const o = await gc.bareOwner();
  expect((await gc.connect(o)).status).toBe(302);
  const pick = (busy: string[], write: string | null) =>
    o.client.put('/api/v1/integrations/google/calendars', { busy_calendar_ids: busy, write_calendar_id: write });
  return { ...o, pick };
}

const pushJobs = () => gc.h.db.select().from(jobs).where(eq(jobs.queue, GOOGLE_SYNC_QUEUE));
const post = (headers: Record<string, string>) => gc.h.app.request('/api/v1/webhooks/google', { method: 'POST', headers });
const channelOf = (calendarId: string) => [...gc.google.channels.values()].find((c) => c.calendarId === calendarId);
const listed = (calendarId: string) =>
  gc.google.requests.filter(
    (r) => r.method === 'GET' && r.path === `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`,
  );

describe('push channels', () => {
  beforeEach(() => harness());

  it('picking calendars watches each one at the HTTPS address with an HMAC token; a notification syncs that calendar alone', async () => {
    const o = await owner();
    expect((await o.pick([GOOGLE_TEST_ACCOUNT, FAMILY], WORK)).status).toBe(200);
    expect([...gc.google.channels.values()].map((c) => c.calendarId).sort()).toEqual([FAMILY, WORK, GOOGLE_TEST_ACCOUNT].sort());
    const family = channelOf(FAMILY);
    expect(family?.address).toBe(PUSH);
    expect(family?.token).toBe(channelToken(gc.h.services.config.secret, family?.id ?? ''));
    const stored = await gc.h.db.select().from(googleChannels).where(eq(googleChannels.business_id, o.businessId));
    expect(stored.map((c) => c.id).sort()).toEqual([...gc.google.channels.keys()].sort());
    expect(JSON.stringify(stored)).not.toContain(family?.token);

    // Google's first message on a channel only confirms it: nothing is queued.
    expect((await post(gc.google.notification(family?.id ?? '', 'sync'))).status).toBe(200);
    expect(await pushJobs()).toEqual([]);

    gc.google.addEvent(FAMILY, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    const before = { family: listed(FAMILY).length, main: listed(GOOGLE_TEST_ACCOUNT).length };
    const note = gc.google.notification(family?.id ?? '');
    expect((await post(note)).status).toBe(200);
    // The same message delivered twice is one job.
    expect((await post(note)).status).toBe(200);
    expect((await pushJobs()).length).toBe(1);
    await gc.h.drain();
    expect(listed(FAMILY).length).toBe(before.family + 1);
    expect(listed(GOOGLE_TEST_ACCOUNT).length).toBe(before.main);
    const busy = await gc.h.db.select().from(externalBusy).where(eq(externalBusy.business_id, o.businessId));
    expect(busy.map((b) => [b.calendar_id, b.start_at.toISOString()])).toEqual([[FAMILY, '2026-12-15T10:00:00.000Z']]);
    const [row] = await gc.h.db.select().from(googleConnections).where(eq(googleConnections.business_id, o.businessId));
    expect(row?.last_synced_at?.getTime()).toBe(gc.h.clock.now.getTime());
  });

  it('a wrong token, an unknown channel and missing headers are the same bare 404, and queue nothing', async () => {
    const o = await owner();
    await o.pick([GOOGLE_TEST_ACCOUNT], null);
    const ch = channelOf(GOOGLE_TEST_ACCOUNT);
    const good = gc.google.notification(ch?.id ?? '');
    const token = good['x-goog-channel-token'] ?? '';
    // One character changed (never to the one it already was: that would be the true token).
    const flipped = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const forged: Record<string, string>[] = [
      { ...good, 'x-goog-channel-token': flipped },
      { ...good, 'x-goog-channel-token': channelToken('another-secret', ch?.id ?? '') },
      // A well-formed id and its correct token, but no such channel.
      {
        ...good,
        'x-goog-channel-id': 'kx-unknown',
        'x-goog-channel-token': channelToken(gc.h.services.config.secret, 'kx-unknown'),
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
    gc.h.advance(5 * DAY);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    expect(channelOf(FAMILY)?.id).toBe(first?.id); // two days left: kept
    gc.h.advance(1.5 * DAY);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    const renewed = channelOf(FAMILY);
    expect(renewed?.id).not.toBe(first?.id);
    expect(gc.google.channels.size).toBe(2);
    expect(gc.google.channels.has(first?.id ?? '')).toBe(false);
    // A late message on the old channel finds nothing.
    const stale = {
      'x-goog-channel-id': first?.id ?? '',
      'x-goog-channel-token': first?.token ?? '',
      'x-goog-resource-state': 'exists',
    };
    expect((await post(stale)).status).toBe(404);
    const [row] = await gc.h.db.select().from(googleChannels).where(eq(googleChannels.calendar_id, FAMILY));
    expect(row?.id).toBe(renewed?.id);
    expect(row?.expires_at.getTime()).toBe(renewed?.expiration);

    expect((await o.pick([GOOGLE_TEST_ACCOUNT], null)).status).toBe(200);
    expect([...gc.google.channels.values()].map((c) => c.calendarId)).toEqual([GOOGLE_TEST_ACCOUNT]);
    expect((await o.client.get('/api/v1/integrations/google/disconnect', xsrf(o))).status).toBe(200);
    expect(gc.google.channels.size).toBe(0);
    expect(await gc.h.db.select().from(googleChannels)).toEqual([]);
  });

  it('a notification whose sync fails is recorded as any failed sync; one for a calendar unpicked since does nothing', async () => {
    const o = await owner();
    await o.pick([GOOGLE_TEST_ACCOUNT, FAMILY], null);
    const note = gc.google.notification(channelOf(FAMILY)?.id ?? '');
    gc.google.failNext = 503;
    expect((await post(note)).status).toBe(200);
    await gc.h.drain();
    const [row] = await gc.h.db.select().from(googleConnections).where(eq(googleConnections.business_id, o.businessId));
    expect(row).toMatchObject({ sync_failure: 'unreachable', sync_failures: 1 });
    // Unpicked after Google sent its message: the queued sync reads nothing from that calendar.
    const late = gc.google.notification(channelOf(GOOGLE_TEST_ACCOUNT)?.id ?? '');
    expect((await post(late)).status).toBe(200);
    await o.pick([FAMILY], null);
    const calls = listed(GOOGLE_TEST_ACCOUNT).length;
    await gc.h.drain();
    expect(listed(GOOGLE_TEST_ACCOUNT).length).toBe(calls);
    const [after] = await gc.h.db.select().from(googleConnections).where(eq(googleConnections.business_id, o.businessId));
    expect(after).toMatchObject({ sync_failure: 'unreachable', sync_failures: 1 });
  });
});

describe('without a public HTTPS address', () => {
  it('opens no channel: the cron is the only path', async () => {
    await harness('http://localhost:8787');
    const o = await owner();
    expect((await o.pick([GOOGLE_TEST_ACCOUNT], WORK)).status).toBe(200);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    expect(gc.google.requests.filter((r) => r.path.endsWith('/watch'))).toEqual([]);
    expect(await gc.h.db.select().from(googleChannels)).toEqual([]);
  });
});
