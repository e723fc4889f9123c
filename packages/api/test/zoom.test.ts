import { appointments, outboxMessages, subscriptions, zoomConnections, zoomMeetings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runJob } from '../src/jobs/run';
import { ZOOM_QUEUE } from '../src/zoom/meetings';
import { zoomAccessToken } from '../src/zoom/store';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { serviceBody } from './support/online-bookings';
import { startZoomFake, zoomEnv } from './support/zoom-fake';

let zoom: Awaited<ReturnType<typeof startZoomFake>>;
let h: Harness;
beforeAll(async () => {
  zoom = await startZoomFake({ unref: true });
});
afterAll(() => zoom.close());
beforeEach(async () => {
  h = await makeHarness({ ...zoomEnv(zoom.url), APP_URL: 'http://localhost:8787' });
  zoom.meetings.clear();
  zoom.requests.length = 0;
});
afterEach(() => h.close());

async function owner(locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale, timezone: 'Europe/London' });
  o.client.setLocale(locale);
  const businessId = o.user.business.id;
  const on = {
    booking_enabled: true,
    reminder_enabled: false,
    reminder_lead_minutes: 1440,
    thank_you_enabled: false,
    thank_you_delay_minutes: 120,
  };
  expect((await o.client.put('/api/v1/user/email-notification-settings', on)).status).toBe(200);
  const ann = (await o.client.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Brown', email: 'ann@x.example' })).body
    .data.id as string;
  const service = (await o.client.post('/api/v1/services', serviceBody('Consultation'))).body.data.id as string;
  const book = (extra: Record<string, unknown> = {}) =>
    o.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: service,
      client_ids: [ann],
      date: '2026-12-15',
      start_time: '10:00',
      ...extra,
    });
  return { ...o, businessId, ann, service, book };
}

/** The CSRF header a GET that writes needs with a cookie session (http/csrf.ts). */
const xsrf = (o: { client: { cookies: Map<string, string> } }) => ({
  'x-xsrf-token': decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? ''),
});

/** Connect through Zoom's consent page: the app's authorize URL, "Allow", the redirect back to the callback. */
async function connect(o: Awaited<ReturnType<typeof owner>>) {
  const res = await o.client.post('/api/v1/integrations/zoom/connect', {});
  expect(res.status).toBe(200);
  const back = new URL(await zoom.allow(res.body.data.url));
  return o.client.get(back.pathname + back.search);
}

describe('connecting Zoom', () => {
  it('authorize URL, consent, callback: sealed tokens stored, status connected as the account', async () => {
    const o = await owner();
    const before = await o.client.get('/api/v1/integrations/zoom');
    expect(before.body.data).toMatchObject({ available: true, connected: false, account_email: null });
    const url = new URL((await o.client.post('/api/v1/integrations/zoom/connect', {})).body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${zoom.url}/oauth/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8787/api/v1/integrations/zoom/callback');
    const cb = await connect(o);
    expect(cb.status).toBe(302);
    expect(cb.headers.get('location')).toBe('http://localhost:8787/account-setup/integrations/zoom-integration?connected=1');
    const status = await o.client.get('/api/v1/integrations/zoom');
    expect(status.body.data).toMatchObject({ connected: true, account_email: 'owner@zoom.example' });
    const [row] = await h.db.select().from(zoomConnections);
    expect(row?.secret).not.toContain('eyJz');
    expect(zoom.requests.find((r) => r.path === '/oauth/token')?.body.grant_type).toBe('authorization_code');
  });

  it('a forged, expired or foreign state writes nothing', async () => {
    const a = await owner();
    const b = await owner();
    const url = (await a.client.post('/api/v1/integrations/zoom/connect', {})).body.data.url as string;
    const back = new URL(await zoom.allow(url));
    // B follows A's redirect: not B's state.
    const foreign = await b.client.get(back.pathname + back.search);
    expect(foreign.headers.get('location')).toContain('?error=state');
    // Tampered.
    const forged = await a.client.get(back.pathname + back.search.replace('state=', 'state=x'));
    expect(forged.headers.get('location')).toContain('?error=state');
    // Expired (over 10 minutes on the consent page).
    h.advance(11 * 60_000);
    const late = await a.client.get(back.pathname + back.search);
    expect(late.headers.get('location')).toContain('?error=state');
    // Without a session.
    const anon = await h.client_().get(back.pathname + back.search);
    expect(anon.headers.get('location')).toContain('?error=state');
    expect(await h.db.select().from(zoomConnections)).toHaveLength(0);
    expect(zoom.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(0);
  });

  it('Zoom failing the exchange writes nothing and says so', async () => {
    const o = await owner();
    zoom.failNext = 500;
    const cb = await connect(o);
    expect(cb.headers.get('location')).toContain('?error=failed');
    expect(await h.db.select().from(zoomConnections)).toHaveLength(0);
  });

  it('without a Zoom app on the server: ZOOM_UNAVAILABLE; lite plan: FORBIDDEN', async () => {
    const bare = await makeHarness();
    try {
      const o = await registerOwner(bare, { locale: 'en' });
      expect((await o.client.get('/api/v1/integrations/zoom')).body.data.available).toBe(false);
      const res = await o.client.post('/api/v1/integrations/zoom/connect', {});
      expect(res.status).toBe(412);
      expect(res.body).toMatchObject({ code: 'ZOOM_UNAVAILABLE', message: 'Zoom is not set up on this server' });
    } finally {
      bare.close();
    }
    const lite = await owner();
    await h.db.update(subscriptions).set({ plan_name: 'lite' }).where(eq(subscriptions.business_id, lite.businessId));
    for (const res of [
      await lite.client.get('/api/v1/integrations/zoom'),
      await lite.client.post('/api/v1/integrations/zoom/connect', {}),
      await lite.book({ zoom_meeting: true }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FEATURE_NOT_IN_PLAN');
    }
  });

  it('refreshes the access token before it expires, once under concurrency', async () => {
    const o = await owner();
    await connect(o);
    const deps = () => ({ db: h.db, config: h.services.config, now: h.clock.now });
    const first = await zoomAccessToken(deps(), o.businessId);
    expect(await zoomAccessToken(deps(), o.businessId)).toBe(first);
    h.advance(58 * 60_000);
    const tokens = await Promise.all([1, 2, 3, 4].map(() => zoomAccessToken(deps(), o.businessId)));
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(first);
    expect(zoom.requests.filter((r) => r.body.grant_type === 'refresh_token')).toHaveLength(1);
  });

  it("disconnect revokes at Zoom and forgets the connection; B never sees or changes A's", async () => {
    const a = await owner();
    const b = await owner();
    await connect(a);
    expect((await b.client.get('/api/v1/integrations/zoom')).body.data.connected).toBe(false);
    await b.client.get('/api/v1/integrations/zoom/disconnect', xsrf(b));
    expect((await a.client.get('/api/v1/integrations/zoom')).body.data.connected).toBe(true);
    expect((await a.client.get('/api/v1/integrations/zoom/disconnect')).status).toBe(419);
    const res = await a.client.get('/api/v1/integrations/zoom/disconnect', xsrf(a));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Zoom disconnected.', data: { connected: false } });
    expect(zoom.requests.some((r) => r.path === '/oauth/revoke')).toBe(true);
    expect(await h.db.select().from(zoomConnections)).toHaveLength(0);
  });
});

describe('meetings for appointments', () => {
  it('without a connection: "Please, connect zoom integration first!" (uk and en), nothing written', async () => {
    for (const [locale, text] of [
      ['en', 'Please, connect zoom integration first!'],
      ['uk', 'Спершу підключіть інтеграцію Zoom!'],
    ] as const) {
      const o = await owner(locale);
      const res = await o.book({ zoom_meeting: true });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'ZOOM_NOT_CONNECTED', message: text });
      const rows = await h.db.select().from(appointments).where(eq(appointments.business_id, o.businessId));
      expect(rows).toHaveLength(0);
    }
  });

  it('not for a repeating series', async () => {
    const o = await owner();
    await connect(o);
    const res = await o.book({ zoom_meeting: true, recurring: { frequency: 'weekly', end_date: '2027-01-15' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.zoom_meeting?.[0]).toContain('not to a repeating series');
  });

  it('creates the meeting once, puts the link in the confirmation, moves it, deletes it on cancel and on delete', async () => {
    const o = await owner();
    await connect(o);
    const res = await o.book({ zoom_meeting: true, duration_minutes: 45 });
    expect(res.status).toBe(200);
    const id = res.body.data.id as string;
    expect(await h.db.select().from(outboxMessages)).toHaveLength(0); // the job confirms, with the link
    await h.drain();
    expect(zoom.meetings.size).toBe(1);
    const [meeting] = [...zoom.meetings.values()];
    expect(meeting).toMatchObject({
      topic: 'Consultation: Ann Brown',
      start_time: '2026-12-15T10:00:00Z',
      duration: 45,
      timezone: 'Europe/London',
    });
    const view = await o.client.get(`/api/v1/appointments/${id}`);
    expect(view.body.data.video_meeting_url).toBe(meeting?.join_url);
    const mail = (await h.db.select().from(outboxMessages)).find((m) => m.to === 'ann@x.example');
    expect(mail?.body_text).toContain(`Video: ${meeting?.join_url}`);

    // A redelivered job (its effect claim released by a crash) makes no second meeting.
    await runJob({ queue: ZOOM_QUEUE, payload: { action: 'sync', business_id: o.businessId, appointment_id: id } }, h.deps);
    expect(zoom.meetings.size).toBe(1);

    // Saving the form again (the link field sent back or not) keeps the meeting; moving it PATCHes it.
    const form = { type: 'appointment', service_id: o.service, client_ids: [o.ann], date: '2026-12-16', start_time: '09:30' };
    expect((await o.client.put(`/api/v1/appointments/${id}`, form)).status).toBe(200);
    await h.drain();
    expect(zoom.meetings.get(meeting?.id as number)).toMatchObject({ start_time: '2026-12-16T09:30:00Z' });
    expect((await o.client.get(`/api/v1/appointments/${id}`)).body.data.video_meeting_url).toBe(meeting?.join_url);
    expect(zoom.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);

    // Every client cancelled: the meeting goes and the link with it.
    await o.client.put(`/api/v1/appointments/${id}/status`, { client_id: o.ann, status: 'cancelled' });
    await h.drain();
    expect(zoom.meetings.size).toBe(0);
    expect((await o.client.get(`/api/v1/appointments/${id}`)).body.data.video_meeting_url).toBeNull();

    // Back on: a new meeting; then deleting the appointment deletes it at Zoom.
    await o.client.put(`/api/v1/appointments/${id}/status`, { client_id: o.ann, status: 'pending' });
    await h.drain();
    expect(zoom.meetings.size).toBe(1);
    expect((await o.client.del(`/api/v1/appointments/${id}`)).status).toBe(200);
    expect(await h.db.select().from(zoomMeetings)).toHaveLength(0);
    await h.drain();
    expect(zoom.meetings.size).toBe(0);
  });

  it('turning the meeting off on an existing appointment deletes it; turning it on makes one', async () => {
    const o = await owner();
    await connect(o);
    const id = (await o.book()).body.data.id as string;
    const form = { type: 'appointment', service_id: o.service, client_ids: [o.ann], date: '2026-12-15', start_time: '10:00' };
    await o.client.put(`/api/v1/appointments/${id}`, { ...form, zoom_meeting: true });
    await h.drain();
    expect(zoom.meetings.size).toBe(1);
    await o.client.put(`/api/v1/appointments/${id}`, { ...form, zoom_meeting: false });
    await h.drain();
    expect(zoom.meetings.size).toBe(0);
    expect((await o.client.get(`/api/v1/appointments/${id}`)).body.data.video_meeting_url).toBeNull();
  });
});
