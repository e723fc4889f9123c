import { appointmentClients, appointments, notifications, outboxMessages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appointmentBody, bookingsOf, onlineSession, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';

// Booking on the public page with no payment provider connected: confirmed at once, no deposit.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const AT = '2026-12-15T10:00:00.000Z';

describe('book an appointment', () => {
  it('books a free slot: appointment, client link and online booking; the slot is then gone', async () => {
    const a = await pageBusiness(h);
    const v = visitor(h, a.businessId, 'anna@example.com');
    const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, appointmentBody(a.service, AT));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { booking, manage_token, payment } = res.body.data;
    expect(booking).toMatchObject({ kind: 'appointment', status: 'confirmed', start_at: AT, amount_due: 0, item_name: 'Cut' });
    expect(payment).toBeNull();
    expect(manage_token.length).toBeGreaterThanOrEqual(16);
    const [row] = await bookingsOf(h, a.businessId);
    expect(row?.manage_token_hash).not.toContain(manage_token);
    const appt = await h.db.query.appointments.findFirst({ where: eq(appointments.id, row?.appointment_id as string) });
    expect(appt).toMatchObject({ type: 'appointment', service_id: a.service, price: 3000 });
    const links = await h.db
      .select()
      .from(appointmentClients)
      .where(eq(appointmentClients.appointment_id, appt?.id as string));
    expect(links).toHaveLength(1);
    // The owner's bell has it; the client's confirmation is on its way (queued, sent by the worker).
    const bell = await h.db.select().from(notifications).where(eq(notifications.business_id, a.businessId));
    // And the low-credit reminder: the confirmation spent the first of the trial's 5 email credits.
    expect(bell.map((n) => n.type).sort()).toEqual(['low_credits', 'online_booking']);
    await h.drain();
    const mail = await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'anna@example.com'));
    expect(mail.length).toBeGreaterThan(0);
    const slots = await v.get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=2026-12-15&to=2026-12-15`);
    const times = slots.body.data.slots.map((s: { start_time: string }) => s.start_time);
    expect(times).toContain('09:30');
    expect(times).not.toContain('10:00');
    // The same slot again: taken.
    const again = await visitor(h, a.businessId, 'bob@example.com').post(
      `/api/v1/online-booking/${a.slug}/bookings`,
      appointmentBody(a.service, AT),
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BOOKING_SLOT_TAKEN');
  });

  it('needs a verified visitor, agreed terms, a start the engine offers, inside notice and horizon', async () => {
    const a = await pageBusiness(h, 'Studio Alpha', { settings: { terms: 'Be on time', notice_hours: 24, horizon_days: 30 } });
    const url = `/api/v1/online-booking/${a.slug}/bookings`;
    const anon = await h.client_().post(url, appointmentBody(a.service, AT, { agreed_terms: true }));
    expect(anon.body.code).toBe('BOOKING_NOT_VERIFIED');
    const v = visitor(h, a.businessId, 'anna@example.com');
    expect((await v.post(url, appointmentBody(a.service, '2026-12-10T10:00:00.000Z'))).body.code).toBe('BOOKING_TERMS_REQUIRED');
    const ok = (start: string) => v.post(url, appointmentBody(a.service, start, { agreed_terms: true }));
    // Now is 2026-11-22T10:00Z: 23 h ahead is inside the notice, 31 days ahead past the horizon.
    expect((await ok('2026-11-23T09:00:00.000Z')).body.code).toBe('BOOKING_OUTSIDE_WINDOW');
    expect((await ok('2026-12-23T10:00:00.000Z')).body.code).toBe('BOOKING_OUTSIDE_WINDOW');
    // Not on the slot grid (10:07) / outside business hours (03:00): not offered, so taken.
    expect((await ok('2026-12-10T10:07:00.000Z')).body.code).toBe('BOOKING_SLOT_TAKEN');
    expect((await ok('2026-12-10T03:00:00.000Z')).body.code).toBe('BOOKING_SLOT_TAKEN');
    const good = await ok('2026-12-10T10:00:00.000Z');
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((await bookingsOf(h, a.businessId))[0]?.agreed_terms_at).not.toBeNull();
  });

  it('a new visitor must give a name; another business’s service is NOT_FOUND; a paused page takes none', async () => {
    const a = await pageBusiness(h);
    const b = await pageBusiness(h, 'Studio Beta');
    const v = visitor(h, a.businessId, 'new@example.com');
    const url = `/api/v1/online-booking/${a.slug}/bookings`;
    const noName = await v.post(url, { kind: 'appointment', service_id: a.service, start_at: AT });
    expect(noName.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(noName.body.errors ?? noName.body.fields ?? {})).toContain('first_name');
    expect((await v.post(url, appointmentBody(b.service, AT))).status).toBe(404);
    expect((await v.post(url, appointmentBody(a.service, AT))).status).toBe(200);
    await h.db.update((await import('@kairos/db')).bookingSettings).set({ paused: true });
    expect((await v.post(url, appointmentBody(a.service, '2026-12-15T11:00:00.000Z'))).body.code).toBe('BOOKING_PAUSED');
    const page = await v.get(`/api/v1/online-booking/${a.slug}`);
    expect(page.body.data).toMatchObject({ state: 'paused', services: [], classes: [] });
  });
});

describe('book a class place', () => {
  it('takes places until the session is full', async () => {
    const a = await pageBusiness(h);
    const { classId, sessionId } = await onlineSession(a, 2);
    const sessions = await h
      .client_()
      .get(`/api/v1/online-booking/${a.slug}/sessions?class_id=${classId}&from=2026-12-15&to=2026-12-15`);
    expect(sessions.status, JSON.stringify(sessions.body)).toBe(200);
    expect(sessions.body.data.sessions).toEqual([expect.objectContaining({ id: sessionId, places_left: 2 })]);
    const book = (email: string) =>
      visitor(h, a.businessId, email).post(`/api/v1/online-booking/${a.slug}/bookings`, {
        kind: 'class',
        session_id: sessionId,
        first_name: 'X',
        last_name: 'Y',
      });
    expect((await book('one@example.com')).body.data.booking).toMatchObject({ kind: 'class', status: 'confirmed' });
    expect((await book('two@example.com')).status).toBe(200);
    const full = await book('three@example.com');
    expect(full.body.code).toBe('CLASS_SESSION_FULL');
    const after = await h
      .client_()
      .get(`/api/v1/online-booking/${a.slug}/sessions?class_id=${classId}&from=2026-12-15&to=2026-12-15`);
    expect(after.body.data.sessions[0].places_left).toBe(0);
  });

  it('one place per client: twice, or racing, is BOOKING_ALREADY_BOOKED; a cancelled place frees its space and can be taken again', async () => {
    const a = await pageBusiness(h);
    const { classId, sessionId } = await onlineSession(a, 2);
    const body = { kind: 'class', session_id: sessionId, first_name: 'X', last_name: 'Y' };
    const anna = visitor(h, a.businessId, 'anna@example.com');
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => anna.post(`/api/v1/online-booking/${a.slug}/bookings`, body)),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(Array(5).fill('BOOKING_ALREADY_BOOKED'));
    const token = racing.find((r) => r.status === 200)?.body.data.manage_token;
    expect((await anna.post(`/api/v1/online-booking/${a.slug}/bookings`, body)).body.code).toBe('BOOKING_ALREADY_BOOKED');
    expect((await bookingsOf(h, a.businessId)).filter((b) => b.kind === 'class')).toHaveLength(1);
    const places = async () =>
      (await h.client_().get(`/api/v1/online-booking/${a.slug}/sessions?class_id=${classId}&from=2026-12-15&to=2026-12-15`)).body
        .data.sessions[0].places_left;
    expect(await places()).toBe(1);
    expect((await anna.post(`/api/v1/online-booking/${a.slug}/manage/${token}/cancel`, {})).status).toBe(200);
    expect(await places()).toBe(2);
    const again = await anna.post(`/api/v1/online-booking/${a.slug}/bookings`, body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await places()).toBe(1);
  });
});

describe('packages and vouchers without a provider', () => {
  it('are not offered and cannot be bought', async () => {
    const a = await pageBusiness(h);
    const page = await h.client_().get(`/api/v1/online-booking/${a.slug}`);
    expect(page.body.data).toMatchObject({ payment_provider: null, packages: [], vouchers: [] });
    expect(page.body.data.services[0]).toMatchObject({ id: a.service, deposit: 0 });
    const v = visitor(h, a.businessId, 'anna@example.com');
    const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, {
      kind: 'package',
      package_id: 'whatever',
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.status).toBe(404);
  });
});

describe('a recurring class', () => {
  it('lists the series’ occurrences as sessions; booking one gives it its own row with the place', async () => {
    const a = await pageBusiness(h);
    const cls = await a.client.post('/api/v1/classes', { name: 'Pilates', spaces: 2, limit_spaces: true, online_booking: true });
    const series = await a.client.post('/api/v1/appointments', {
      type: 'class_session',
      class_id: cls.body.data.id,
      date: '2026-12-01',
      start_time: '18:00',
      client_ids: [],
      recurring: { frequency: 'weekly', end_date: '2026-12-22' },
    });
    expect(series.status, JSON.stringify(series.body)).toBe(200);
    const url = `/api/v1/online-booking/${a.slug}/sessions?class_id=${cls.body.data.id}&from=2026-12-01&to=2026-12-31`;
    const listed = await h.client_().get(url);
    expect(listed.body.data.sessions.map((s: { date: string }) => s.date)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
    const third = listed.body.data.sessions[2];
    expect(third).toMatchObject({ start_time: '18:00', places_left: 2 });
    const res = await visitor(h, a.businessId, 'anna@example.com').post(`/api/v1/online-booking/${a.slug}/bookings`, {
      kind: 'class',
      session_id: third.id,
      first_name: 'A',
      last_name: 'B',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking.start_at).toBe('2026-12-15T18:00:00.000Z');
    const after = (await h.client_().get(url)).body.data.sessions;
    expect(after.map((s: { places_left: number }) => s.places_left)).toEqual([2, 2, 1, 2]);
    const row = (await bookingsOf(h, a.businessId))[0];
    const stored = await h.db.query.appointments.findFirst({ where: eq(appointments.id, row?.appointment_id as string) });
    expect(stored).toMatchObject({ type: 'class_session', series_date: '2026-12-15' });
  });
});

describe('a service at the client’s place', () => {
  it('needs the address, keeps it with the answer on the appointment (location: the client’s)', async () => {
    const a = await pageBusiness(h, 'Mobile Cuts', { service: { at_client_place: true, booking_question: 'Pets?' } });
    const v = visitor(h, a.businessId, 'anna@example.com');
    const url = `/api/v1/online-booking/${a.slug}/bookings`;
    const missing = await v.post(url, appointmentBody(a.service, AT));
    expect(missing.body.code).toBe('VALIDATION_ERROR');
    expect(missing.body.errors).toHaveProperty('client_address');
    const res = await v.post(url, appointmentBody(a.service, AT, { client_address: '1 High St, Leeds', answer: 'A cat' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await bookingsOf(h, a.businessId))[0];
    expect(row).toMatchObject({ client_address: '1 High St, Leeds', answer: 'A cat' });
    const appt = await h.db.query.appointments.findFirst({ where: eq(appointments.id, row?.appointment_id as string) });
    expect(appt).toMatchObject({ location_type: 'client' });
    expect(appt?.notes).toContain('1 High St, Leeds');
  });
});
