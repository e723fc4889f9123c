import { appointments, externalBusy, googleConnections, googleEvents, notifications } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventIdOf, KAIROS_MARK } from '../src/google/events';
import { runScheduled } from '../src/jobs/cron';
import { GOOGLE_TEST_ACCOUNT, googleEnv, startGoogleFake } from './support/google-fake';
import { type Harness, makeHarness, messagesOff, registerOwner } from './support/harness';
import { serviceBody } from './support/online-bookings';

let google: Awaited<ReturnType<typeof startGoogleFake>>;
let h: Harness;
beforeAll(async () => {
  google = await startGoogleFake({ unref: true });
});
afterAll(() => google.close());
beforeEach(async () => {
  h = await makeHarness({ ...googleEnv(google.url), APP_URL: 'http://localhost:8787' });
  google.reset();
});
afterEach(() => h.close());

const WORK = 'work@group.calendar.google.example';
const FAMILY = 'family@group.calendar.google.example';
const xsrf = (o: { client: { cookies: Map<string, string> } }) => ({
  'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? ''),
});

async function owner() {
  const o = await registerOwner(h, { timezone: 'Europe/London' });
  await messagesOff(h, o.user.business.id);
  const service = (await o.client.post('/api/v1/services', serviceBody('Consultation'))).body.data.id as string;
  const ann = (await o.client.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Brown' })).body.data.id as string;
  const slots = async (date = '2026-12-15') =>
    (
      (await o.client.get(`/api/v1/availability/slots?service_id=${service}&from=${date}&to=${date}`)).body.data.slots as {
        start_time: string;
      }[]
    ).map((s) => s.start_time);
  return { ...o, businessId: o.user.business.id as string, service, ann, slots };
}
type Owner = Awaited<ReturnType<typeof owner>>;

async function connect(o: Owner) {
  const res = await o.client.post('/api/v1/integrations/google/connect', {});
  expect(res.status).toBe(200);
  const back = new URL(await google.allow(res.body.data.url));
  return o.client.get(back.pathname + back.search);
}

async function connected(
  o: Owner,
  pick = { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT], write_calendar_id: WORK as string | null },
) {
  expect((await connect(o)).status).toBe(302);
  const res = await o.client.put('/api/v1/integrations/google/calendars', pick);
  expect(res.status).toBe(200);
  return res;
}

const sync = (o: Owner) => o.client.post('/api/v1/integrations/google/sync', {});
const busyAt = (start: string, end: string) => ({ start: { dateTime: start }, end: { dateTime: end } });

describe('connecting Google Calendar', () => {
  it('asks for the calendar scopes only, offline; stores sealed tokens; status shows the account', async () => {
    const o = await owner();
    expect((await o.client.get('/api/v1/integrations/google')).body.data).toMatchObject({ available: true, connected: false });
    const url = new URL((await o.client.post('/api/v1/integrations/google/connect', {})).body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
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
    const [row] = await h.db.select().from(googleConnections);
    expect(row?.secret).not.toContain('ya29');
    expect(row?.secret).not.toContain('1//refresh');
  });

  it('a forged or foreign state, or a denied consent, writes nothing', async () => {
    const o = await owner();
    const other = await owner();
    const url = (await other.client.post('/api/v1/integrations/google/connect', {})).body.data.url as string;
    const back = new URL(await google.allow(url));
    // The other owner's state in this owner's session.
    const res = await o.client.get(back.pathname + back.search);
    expect(res.headers.get('location')).toContain('error=state');
    const forged = await o.client.get('/api/v1/integrations/google/callback?code=x&state=a.b.9999999999999.n.mac');
    expect(forged.headers.get('location')).toContain('error=state');
    expect(await h.db.select().from(googleConnections)).toEqual([]);
  });

  it('refreshes the access token near expiry (no new refresh token from Google: the old one kept)', async () => {
    const o = await owner();
    await connected(o);
    h.advance(2 * 3600_000);
    expect((await sync(o)).status).toBe(200);
    expect(google.requests.filter((r) => r.path === '/token').map((r) => r.body.grant_type)).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    h.advance(2 * 3600_000);
    expect((await sync(o)).status).toBe(200);
  });

  it('disconnect revokes at Google and deletes tokens, busy times and event ids', async () => {
    const o = await owner();
    await connected(o);
    google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    await sync(o);
    expect((await h.db.select().from(externalBusy)).length).toBe(1);
    const res = await o.client.get('/api/v1/integrations/google/disconnect', xsrf(o));
    expect(res.status).toBe(200);
    expect(res.body.data.connected).toBe(false);
    expect(google.requests.find((r) => r.path === '/revoke')?.body.token).toMatch(/^1\/\/refresh/);
    expect(await h.db.select().from(googleConnections)).toEqual([]);
    expect(await h.db.select().from(externalBusy)).toEqual([]);
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
    const ev = google.addEvent(FAMILY, busyAt('2026-12-15T10:00:00Z', '2026-12-15T10:30:00Z'));
    google.addEvent(GOOGLE_TEST_ACCOUNT, {
      ...busyAt('2026-12-15T14:00:00Z', '2026-12-15T15:00:00Z'),
      transparency: 'transparent',
    });
    expect((await sync(o)).status).toBe(200);
    let slots = await o.slots();
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('09:30'); // a 60-minute service starting 09:30 would run into it
    expect(slots).toContain('14:00'); // shown as free in Google
    const rows = await h.db.select().from(externalBusy);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'business_id',
      'calendar_id',
      'end_at',
      'source',
      'source_id',
      'start_at',
    ]);
    // Moved in Google: the incremental list (sync token) carries it.
    google.change(FAMILY, ev.id, busyAt('2026-12-15T12:00:00Z', '2026-12-15T13:00:00Z'));
    await sync(o);
    expect(google.requests.filter((r) => r.query.syncToken).length).toBeGreaterThan(0);
    slots = await o.slots();
    expect(slots).toContain('10:00');
    expect(slots).not.toContain('12:00');
    google.change(FAMILY, ev.id, { status: 'cancelled' });
    await sync(o);
    expect(await o.slots()).toContain('12:00');
    expect(await h.db.select().from(externalBusy)).toEqual([]);
  });

  it('the diary lists them as busy blocks without details: merged across calendars and pieces, zoned, all-day', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT, FAMILY], write_calendar_id: null });
    const withDetails = { summary: 'Dentist: Dr Secret', attendees: [{ email: 'secret@example.com' }] };
    google.addEvent(FAMILY, { ...busyAt('2026-12-15T10:00:00Z', '2026-12-15T10:30:00Z'), ...withDetails });
    google.addEvent(GOOGLE_TEST_ACCOUNT, { ...busyAt('2026-12-15T10:15:00Z', '2026-12-15T11:00:00Z'), ...withDetails });
    google.addEvent(GOOGLE_TEST_ACCOUNT, { start: { date: '2026-12-18' }, end: { date: '2026-12-19' }, ...withDetails });
    // Longer than one stored piece (35 days): one block, cut to the range asked for.
    google.addEvent(FAMILY, busyAt('2027-01-10T00:00:00Z', '2027-03-01T00:00:00Z'));
    google.addEvent(GOOGLE_TEST_ACCOUNT, {
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
    google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    await sync(b);
    expect(await b.slots()).not.toContain('10:00');
    expect(await a.slots()).toContain('10:00');
  });

  it('a stale sync token (410 Gone) means a full resync; the owner booking over busy time is warned', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT], write_calendar_id: null });
    google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z'));
    await sync(o);
    google.addEvent(GOOGLE_TEST_ACCOUNT, busyAt('2026-12-15T15:00:00Z', '2026-12-15T16:00:00Z'));
    google.expireSyncTokens();
    expect((await sync(o)).status).toBe(200);
    expect(google.requests.filter((r) => r.path.endsWith('/events') && !r.query.syncToken && r.query.timeMin).length).toBe(2);
    expect((await h.db.select().from(externalBusy)).length).toBe(2);
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
    google.failAll = 503;
    expect((await sync(o)).status).toBe(503);
    expect(await o.slots()).toContain('10:00');
    const [row] = await h.db.select().from(googleConnections);
    expect(row?.sync_failure).toBe('unreachable');
    expect(row?.sync_retry_at?.getTime()).toBe(h.clock.now.getTime() + 5 * 60_000);
    // The cron leaves it alone until its backoff ends.
    const calls = google.requests.length;
    await runScheduled(h.deps, h.clock.now);
    expect(google.requests.length).toBe(calls);
    for (let i = 0; i < 8; i++) {
      h.advance(30 * 60_000);
      await runScheduled(h.deps, h.clock.now);
    }
    const bells = await h.db.select().from(notifications).where(eq(notifications.type, 'google_sync_failing'));
    expect(bells.length).toBe(1);
    const list = await o.client.get('/api/v1/user/notifications');
    expect(JSON.stringify(list.body)).toContain('Google is not answering.');
    google.failAll = 429;
    h.advance(7 * 3600_000);
    await runScheduled(h.deps, h.clock.now);
    expect((await h.db.select().from(notifications).where(eq(notifications.type, 'google_sync_failing'))).length).toBe(2);
    google.failAll = 0;
    h.advance(7 * 3600_000);
    await runScheduled(h.deps, h.clock.now);
    const [ok] = await h.db.select().from(googleConnections);
    expect(ok).toMatchObject({ sync_failure: null, sync_failing_since: null, sync_failures: 0 });
  });
});

describe('appointments out', () => {
  async function book(o: Owner, start_time = '10:00') {
    const res = await o.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: o.service,
      client_ids: [o.ann],
      date: '2026-12-15',
      start_time,
    });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  }

  it('written once with Kairos’s own id (retries never duplicate), moved, cancelled; never read back as busy', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [WORK], write_calendar_id: WORK });
    const id = await book(o);
    await sync(o);
    await sync(o);
    await runScheduled(h.deps, h.clock.now);
    let events = google.live(WORK);
    expect(events.map((e) => [e.id, e.summary, e.start.dateTime])).toEqual([
      [eventIdOf(id), 'Consultation: Ann Brown', '2026-12-15T10:00:00.000Z'],
    ]);
    expect(events[0]?.extendedProperties?.private?.[KAIROS_MARK]).toBe(id);
    expect(await h.db.select().from(externalBusy)).toEqual([]);
    expect(google.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/events')).length).toBe(1);
    // Moved in Kairos.
    const moved = await o.client.put(`/api/v1/appointments/${id}`, {
      type: 'appointment',
      service_id: o.service,
      client_ids: [o.ann],
      date: '2026-12-15',
      start_time: '13:00',
    });
    expect(moved.status).toBe(200);
    await sync(o);
    events = google.live(WORK);
    expect(events.map((e) => e.start.dateTime)).toEqual(['2026-12-15T13:00:00.000Z']);
    // Deleted in Kairos.
    expect((await o.client.del(`/api/v1/appointments/${id}`)).status).toBe(200);
    await sync(o);
    expect(google.live(WORK)).toEqual([]);
    expect(await h.db.select().from(googleEvents)).toEqual([]);
  });

  it('a series is written one event per occurrence, kept in step when one is moved or cancelled and when it is cut short', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const made = await o.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: o.service,
      client_ids: [o.ann],
      date: '2026-12-01',
      start_time: '09:00',
      recurring: { frequency: 'weekly', end_date: '2026-12-29' },
    });
    expect(made.status).toBe(200);
    const seriesId = made.body.data.series_id as string;
    const occ = (date: string) => `${seriesId}_${date}`;
    await sync(o);
    const starts = () =>
      google
        .live(WORK)
        .map((e) => [e.id, e.summary, e.start.dateTime])
        .sort((a, b) => String(a[2]).localeCompare(String(b[2])));
    const dates = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'];
    expect(starts()).toEqual(dates.map((d) => [eventIdOf(occ(d)), 'Consultation: Ann Brown', `${d}T09:00:00.000Z`]));
    // Nothing changed: the next sync writes nothing.
    const writes = () => google.requests.filter((r) => r.path.startsWith('/calendar/v3/calendars/') && r.method !== 'GET').length;
    const before = writes();
    await sync(o);
    expect(writes()).toBe(before);

    // One occurrence moved (it gets a row of its own), one cancelled.
    const moved = await o.client.put(`/api/v1/appointments/${occ('2026-12-08')}/time`, {
      date: '2026-12-08',
      start_time: '14:00',
      recurring_range: 'this',
    });
    expect(moved.status).toBe(200);
    expect((await o.client.del(`/api/v1/appointments/${occ('2026-12-15')}?recurring_range=this`)).status).toBe(200);
    await sync(o);
    expect(starts()).toEqual([
      [eventIdOf(occ('2026-12-01')), 'Consultation: Ann Brown', '2026-12-01T09:00:00.000Z'],
      [eventIdOf(moved.body.data.id), 'Consultation: Ann Brown', '2026-12-08T14:00:00.000Z'],
      [eventIdOf(occ('2026-12-22')), 'Consultation: Ann Brown', '2026-12-22T09:00:00.000Z'],
      [eventIdOf(occ('2026-12-29')), 'Consultation: Ann Brown', '2026-12-29T09:00:00.000Z'],
    ]);
    // "This and all future" from the 22nd: the series ends before it.
    expect((await o.client.del(`/api/v1/appointments/${occ('2026-12-22')}?recurring_range=future`)).status).toBe(200);
    await sync(o);
    expect(starts().map((e) => e[2])).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-08T14:00:00.000Z']);
    // Time passes: an occurrence older than the window keeps its event.
    h.advance(20 * 86_400_000);
    await sync(o);
    expect(starts().map((e) => e[2])).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-08T14:00:00.000Z']);
  });

  it('an insert whose answer was lost is not made twice (409 on the same id updates)', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const id = await book(o);
    // Google has the event already (an earlier try got there; its answer never came back).
    google.addEvent(WORK, { id: eventIdOf(id), ...busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z') });
    await sync(o);
    expect(google.live(WORK).length).toBe(1);
  });

  it('a move made in Google moves the appointment; a delete in Google cancels it', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const id = await book(o);
    await sync(o);
    google.change(WORK, eventIdOf(id), busyAt('2026-12-15T15:00:00Z', '2026-12-15T16:00:00Z'));
    await sync(o);
    const [row] = await h.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.start_at.toISOString()).toBe('2026-12-15T15:00:00.000Z');
    expect(await o.slots()).toContain('10:00');
    expect(await o.slots()).not.toContain('15:00');
    google.change(WORK, eventIdOf(id), { status: 'cancelled' });
    await sync(o);
    expect(await o.slots()).toContain('15:00');
    await sync(o);
    expect(google.live(WORK)).toEqual([]);
  });
});
