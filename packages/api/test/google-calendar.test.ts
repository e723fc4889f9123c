import { externalBusy, googleConnections, notifications } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runScheduled } from '../src/jobs/cron';
import { busyAt, FAMILY, googleCalendarWorld, WORK, xsrf } from './support/google-calendar';
import { GOOGLE_TEST_ACCOUNT } from './support/google-fake';

/**
 * Google Calendar in (issue 28): connecting (OAuth, sealed tokens, refresh, disconnect), picking calendars, and
 * busy times read from Google into slots and the diary. Appointments written out to Google:
 * google-calendar-out.test.ts.
 */
const gc = googleCalendarWorld();
const { owner, connect, connected, sync } = gc;

describe('connecting Google Calendar', () => {
  it('asks for the calendar scopes only, offline; stores sealed tokens; status shows the account', async () => {
    const o = await owner();
    expect((await o.client.get('/api/v1/integrations/google')).body.data).toMatchObject({ available: true, connected: false });
    const url = new URL((await o.client.post('/api/v1/integrations/google/connect', {})).body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${gc.google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual([
      'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
      'https://www.googleapis.com/auth/calendar.events',
    ]);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8787/api/v1/integrations/google/callback');
    const cb = await connect(o);
    expect(cb.headers.get('location')).toBe('http://localhost:8787/account-setup/integrations/google-calendar?connected=1');
    const status = (await o.client.get('/api/v1/integrations/google')).body.data;
    expect(status).toMatchObject({
      connected: true,
      account_email: GOOGLE_TEST_ACCOUNT,
      busy_calendar_ids: [],
      write_calendar_id: null,
    });
    const [row] = await gc.h.db.select().from(googleConnections);
    expect(row?.secret).not.toContain('ya29');
    expect(row?.secret).not.toContain('1//refresh');
  });

  it('a forged or foreign state, or a denied consent, writes nothing', async () => {
    const o = await owner();
    const other = await owner();
    const url = (await other.client.post('/api/v1/integrations/google/connect', {})).body.data.url as string;
    const back = new URL(await gc.google.allow(url));
    // The other owner's state in this owner's session.
    const res = await o.client.get(back.pathname + back.search);
    expect(res.headers.get('location')).toContain('error=state');
    const forged = await o.client.get('/api/v1/integrations/google/callback?code=x&state=a.b.9999999999999.n.mac');
    expect(forged.headers.get('location')).toContain('error=state');
    expect(await gc.h.db.select().from(googleConnections)).toEqual([]);
  });

  it('refreshes the access token near expiry (no new refresh token from Google: the old one kept)', async () => {
    const o = await owner();
    await connected(o);
    gc.h.advance(2 * 3600_000);
    expect((await sync(o)).status).toBe(200);
    expect(gc.google.requests.filter((r) => r.path === '/token').map((r) => r.body.grant_type)).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    gc.h.advance(2 * 3600_000);
    expect((await sync(o)).status).toBe(200);
  });

  it('disconnect revokes at Google and deletes tokens, busy times and event ids', async () => {
    const o = await owner();
    await connected(o);
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    await sync(o);
    expect((await gc.h.db.select().from(externalBusy)).length).toBe(1);
    const res = await o.client.get('/api/v1/integrations/google/disconnect', xsrf(o));
    expect(res.status).toBe(200);
    expect(res.body.data.connected).toBe(false);
    expect(gc.google.requests.find((r) => r.path === '/revoke')?.body.token).toMatch(/^1\/\/refresh/);
    expect(await gc.h.db.select().from(googleConnections)).toEqual([]);
    expect(await gc.h.db.select().from(externalBusy)).toEqual([]);
    expect(await o.slots()).toContain('10:00');
  });
});

describe('picking calendars', () => {
  it('lists the account calendars; refuses an unknown one and writing to a read-only one', async () => {
    const o = await owner();
    expect((await o.client.get('/api/v1/integrations/google/calendars')).status).toBe(422);
    await connect(o);
    const list = (await o.client.get('/api/v1/integrations/google/calendars')).body.data;
    expect(list.map((c: { id: string; writable: boolean }) => [c.id, c.writable])).toEqual([
      [GOOGLE_TEST_ACCOUNT, true],
      [FAMILY, false],
      [WORK, true],
    ]);
    const put = (b: object) => o.client.put('/api/v1/integrations/google/calendars', b);
    expect((await put({ busy_calendar_ids: ['nope@example'], write_calendar_id: null })).status).toBe(422);
    expect((await put({ busy_calendar_ids: [], write_calendar_id: FAMILY })).status).toBe(422);
    const ok = await put({ busy_calendar_ids: [GOOGLE_TEST_ACCOUNT, FAMILY], write_calendar_id: WORK });
    expect(ok.body.data).toMatchObject({ busy_calendar_ids: [GOOGLE_TEST_ACCOUNT, FAMILY], write_calendar_id: WORK });
  });
});

describe('busy times in', () => {
  it('a Google busy event blocks its slots after one sync; moved, freed and deleted follow incrementally', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT, FAMILY], write_calendar_id: null });
    expect(await o.slots()).toContain('10:00');
    const ev = gc.google.addEvent(FAMILY, busyAt('2026-12-15T10:00:00Z', '2026-12-15T10:30:00Z'));
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, {
      ...busyAt('2026-12-15T14:00:00Z', '2026-12-15T15:00:00Z'),
      transparency: 'transparent',
    });
    expect((await sync(o)).status).toBe(200);
    let slots = await o.slots();
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('09:30'); // a 60-minute service starting 09:30 would run into it
    expect(slots).toContain('14:00'); // shown as free in Google
    const rows = await gc.h.db.select().from(externalBusy);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'business_id',
      'calendar_id',
      'end_at',
      'source',
      'source_id',
      'start_at',
    ]);
    // Moved in Google: the incremental list (sync token) carries it.
    gc.google.change(FAMILY, ev.id, busyAt('2026-12-15T12:00:00Z', '2026-12-15T13:00:00Z'));
    await sync(o);
    expect(gc.google.requests.filter((r) => r.query.syncToken).length).toBeGreaterThan(0);
    slots = await o.slots();
    expect(slots).toContain('10:00');
    expect(slots).not.toContain('12:00');
    gc.google.change(FAMILY, ev.id, { status: 'cancelled' });
    await sync(o);
    expect(await o.slots()).toContain('12:00');
    expect(await gc.h.db.select().from(externalBusy)).toEqual([]);
  });

  it('the diary lists them as busy blocks without details: merged across calendars and pieces, zoned, all-day', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT, FAMILY], write_calendar_id: null });
    const withDetails = { summary: 'Dentist: Dr Secret', attendees: [{ email: 'secret@example.com' }] };
    gc.google.addEvent(FAMILY, { ...busyAt('2026-12-15T10:00:00Z', '2026-12-15T10:30:00Z'), ...withDetails });
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, { ...busyAt('2026-12-15T10:15:00Z', '2026-12-15T11:00:00Z'), ...withDetails });
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, { start: { date: '2026-12-18' }, end: { date: '2026-12-19' }, ...withDetails });
    // Longer than one stored piece (35 days): one block, cut to the range asked for.
    gc.google.addEvent(FAMILY, busyAt('2027-01-10T00:00:00Z', '2027-03-01T00:00:00Z'));
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, {
      ...busyAt('2026-12-16T09:00:00Z', '2026-12-16T10:00:00Z'),
      transparency: 'transparent',
    });
    expect((await sync(o)).status).toBe(200);
    const res = await o.client.get('/api/v1/appointments?from=2026-12-14&to=2026-12-20');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.busy).toEqual([
      {
        id: `google-busy-${Date.parse('2026-12-15T10:00:00Z')}`,
        source: 'google',
        start_at: '2026-12-15T10:00:00.000Z',
        end_at: '2026-12-15T11:00:00.000Z',
        date: '2026-12-15',
        start_time: '10:00',
        duration_minutes: 60,
        all_day: false,
      },
      expect.objectContaining({ date: '2026-12-18', start_time: '00:00', duration_minutes: 1440, all_day: true }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/Secret|secret@|family@|ev[a-z0-9]{6}/i);
    const long = (await o.client.get('/api/v1/appointments?from=2027-01-05&to=2027-03-06')).body.meta.busy;
    expect(long.map((b: { start_at: string; end_at: string }) => [b.start_at, b.end_at])).toEqual([
      ['2027-01-10T00:00:00.000Z', '2027-03-01T00:00:00.000Z'],
    ]);
    const cut = (await o.client.get('/api/v1/appointments?from=2027-02-01&to=2027-02-10')).body.meta.busy;
    expect(cut).toEqual([
      expect.objectContaining({ start_at: '2027-02-01T00:00:00.000Z', end_at: '2027-02-11T00:00:00.000Z', all_day: true }),
    ]);
    // A class's sessions alone: no busy blocks.
    expect((await o.client.get('/api/v1/appointments?from=2026-12-14&to=2026-12-20&class_id=x')).body.meta.busy).toEqual([]);
  });

  it("one business's Google busy times never touch another's slots", async () => {
    const a = await owner();
    const b = await owner();
    await connected(b, { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT], write_calendar_id: null });
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    await sync(b);
    expect(await b.slots()).not.toContain('10:00');
    expect(await a.slots()).toContain('10:00');
  });

  it('a stale sync token (410 Gone) means a full resync; the owner booking over busy time is warned', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT], write_calendar_id: null });
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    await sync(o);
    gc.google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T15:00:00Z', '2026-12-15T16:00:00Z'));
    gc.google.expireSyncTokens();
    expect((await sync(o)).status).toBe(200);
    expect(gc.google.requests.filter((r) => r.path.endsWith('/events') && !r.query.syncToken && r.query.timeMin).length).toBe(2);
    expect((await gc.h.db.select().from(externalBusy)).length).toBe(2);
    const book = await o.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: o.service,
      client_ids: [o.ann],
      date: '2026-12-15',
      start_time: '10:00',
    });
    expect(book.status).toBe(409);
    expect(book.body.code).toBe('APPOINTMENT_OVERLAP');
  });

  it('a failing sync never blocks booking; backoff; one bell per cause after an hour; recovery clears it', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT], write_calendar_id: null });
    gc.google.failAll = 503;
    expect((await sync(o)).status).toBe(503);
    expect(await o.slots()).toContain('10:00');
    const [row] = await gc.h.db.select().from(googleConnections);
    expect(row?.sync_failure).toBe('unreachable');
    expect(row?.sync_retry_at?.getTime()).toBe(gc.h.clock.now.getTime() + 5 * 60_000);
    // The cron leaves it alone until its backoff ends.
    const calls = gc.google.requests.length;
    await runScheduled(gc.h.deps, gc.h.clock.now);
    expect(gc.google.requests.length).toBe(calls);
    for (let i = 0; i < 8; i++) {
      gc.h.advance(30 * 60_000);
      await runScheduled(gc.h.deps, gc.h.clock.now);
    }
    const bells = await gc.h.db.select().from(notifications).where(eq(notifications.type, 'google_sync_failing'));
    expect(bells.length).toBe(1);
    const list = await o.client.get('/api/v1/user/notifications');
    expect(JSON.stringify(list.body)).toContain('Google is not answering.');
    gc.google.failAll = 429;
    gc.h.advance(7 * 3600_000);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    expect((await gc.h.db.select().from(notifications).where(eq(notifications.type, 'google_sync_failing'))).length).toBe(2);
    gc.google.failAll = 0;
    gc.h.advance(7 * 3600_000);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    const [ok] = await gc.h.db.select().from(googleConnections);
    expect(ok).toMatchObject({ sync_failure: null, sync_failing_since: null, sync_failures: 0 });
  });
});
