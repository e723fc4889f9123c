import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { GOOGLE_TEST_ACCOUNT, googleEnv, startGoogleFake } from './google-fake';
import { type Harness, makeHarness, messagesOff, registerOwner } from './harness';
import { serviceBody } from './online-bookings';

/** Two of the Google fake's calendars besides the account's own: WORK writable, FAMILY read-only. */
export const WORK = 'work@group.calendar.google.example';
export const FAMILY = 'family@group.calendar.google.example';

/** The XSRF header a GET that changes state (disconnect) needs. */
export const xsrf = (o: { client: { cookies: Map<string, string> } }) => ({
  'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? ''),
});

/** A Google event body that is busy from `start` to `end` (ISO instants). */
export const busyAt = (start: string, end: string) => ({ start: { dateTime: start }, end: { dateTime: end } });

export interface GoogleWorldOptions {
  /** APP_URL of the harness `harness()` makes when none is given. */
  appUrl?: string;
  /** Make a fresh harness before each test (default); false when the test file calls `harness()` itself. */
  eachTest?: boolean;
  /** The fake's clock follows the harness clock (push channels' expiry), rather than the wall clock. */
  fakeFollowsClock?: boolean;
}

/**
 * The Google Calendar tests' world: registers the vitest hooks (one Google fake per file, reset with each new
 * harness; the harness closed after each test) and answers the fake, the harness and the owner/connect helpers.
 * `google` and `h` are getters: read them inside a test, never destructure them at the top of a file.
 */
export function googleCalendarWorld(options: GoogleWorldOptions = {}) {
  let google: Awaited<ReturnType<typeof startGoogleFake>>;
  let h: Harness;

  async function harness(appUrl = options.appUrl ?? 'http://localhost:8787') {
    h = await makeHarness({ ...googleEnv(google.url), APP_URL: appUrl });
    google.reset();
    if (options.fakeFollowsClock) google.now = () => h.clock.now.getTime();
    return h;
  }

  beforeAll(async () => {
    google = await startGoogleFake({ unref: true });
  });
  afterAll(() => google.close());
  if (options.eachTest ?? true) beforeEach(() => harness());
  afterEach(() => h.close());

  /** A registered owner (Europe/London, messages off) and its business id. */
  async function bareOwner() {
    const o = await registerOwner(h, { timezone: 'Europe/London' });
    await messagesOff(h, o.user.business.id);
    return { ...o, businessId: o.user.business.id as string };
  }

  /** An owner with a 60-minute service, a client Ann Brown, and the service's free slot times on a date. */
  async function owner() {
    const o = await bareOwner();
    const service = (await o.client.post('/api/v1/services', serviceBody('Consultation'))).body.data.id as string;
    const ann = (await o.client.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Brown' })).body.data.id as string;
    const slots = async (date = '2026-12-15') =>
      (
        (await o.client.get(`/api/v1/availability/slots?service_id=${service}&from=${date}&to=${date}`)).body.data.slots as {
          start_time: string;
        }[]
      ).map((s) => s.start_time);
    return { ...o, service, ann, slots };
  }

  /** Consent at the fake; answers the callback's response. */
  async function connect(o: Awaited<ReturnType<typeof bareOwner>>) {
    const res = await o.client.post('/api/v1/integrations/google/connect', {});
    expect(res.status).toBe(200);
    const back = new URL(await google.allow(res.body.data.url));
    return o.client.get(back.pathname + back.search);
  }

  /** Connected, with calendars picked (busy from the account's own, writing to WORK unless told). */
  async function connected(
    o: Awaited<ReturnType<typeof bareOwner>>,
    pick = { busy_calendar_ids: [GOOGLE_TEST_ACCOUNT], write_calendar_id: WORK as string | null },
  ) {
    expect((await connect(o)).status).toBe(302);
    const res = await o.client.put('/api/v1/integrations/google/calendars', pick);
    expect(res.status).toBe(200);
    return res;
  }

  const sync = (o: { client: Awaited<ReturnType<typeof bareOwner>>['client'] }) =>
    o.client.post('/api/v1/integrations/google/sync', {});

  return {
    get google() {
      return google;
    },
    get h() {
      return h;
    },
    harness,
    bareOwner,
    owner,
    connect,
    connected,
    sync,
  };
}

/** The owner's appointment of the service with Ann (a weekly series until `until`, when given); answers its ids. */
export async function bookAnn(o: GoogleOwner, date: string, start_time: string, until?: string) {
  const res = await o.client.post('/api/v1/appointments', {
    type: 'appointment',
    service_id: o.service,
    client_ids: [o.ann],
    date,
    start_time,
    ...(until ? { recurring: { frequency: 'weekly', end_date: until } } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; series_id: string | null };
}

export type GoogleOwner = Awaited<ReturnType<ReturnType<typeof googleCalendarWorld>['owner']>>;
