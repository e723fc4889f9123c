import { appointmentClients, businessSettings, onlineBookings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appointmentBody, onlineSession, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';

// The manage link (cancel, move), the page's window (notice, horizon, DST days) and tenancy.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const AT = '2026-12-15T10:00:00.000Z';
const HOUR = 3_600_000;
type Page = Awaited<ReturnType<typeof pageBusiness>>;

async function booked(a: Page, start = AT) {
  const v = visitor(h, a.businessId, 'anna@example.com');
  const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, appointmentBody(a.service, start));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { v, token: res.body.data.manage_token as string, id: res.body.data.booking.id as string };
}

const times = async (a: Page, date: string) =>
  (
    await h.client_().get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=${date}&to=${date}`)
  ).body.data.slots.map((s: { start_time: string }) => s.start_time);

describe('the manage link', () => {
  it('shows the booking; cancels it once (the diary keeps the client as cancelled); another page’s token is NOT_FOUND', async () => {
    const a = await pageBusiness(h);
    const b = await pageBusiness(h, 'Studio Beta');
    const { v, token, id } = await booked(a);
    const shown = await v.get(`/api/v1/online-booking/${a.slug}/manage/${token}`);
    expect(shown.body.data).toMatchObject({
      booking: { id, status: 'confirmed', changeable: true },
      business_name: 'Studio Alpha',
      service_id: a.service,
      class_id: null,
      cancel_notice_hours: 24,
    });
    expect((await v.get(`/api/v1/online-booking/${b.slug}/manage/${token}`)).status).toBe(404);
    expect((await v.post(`/api/v1/online-booking/${b.slug}/manage/${token}/cancel`, {})).status).toBe(404);
    expect((await v.get(`/api/v1/online-booking/${b.slug}/bookings/${id}?token=${token}`)).status).toBe(404);
    const cancelled = await v.post(`/api/v1/online-booking/${a.slug}/manage/${token}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', changeable: false });
    const row = await h.db.query.onlineBookings.findFirst({ where: eq(onlineBookings.id, id) });
    const link = await h.db
      .select()
      .from(appointmentClients)
      .where(eq(appointmentClients.appointment_id, row?.appointment_id as string));
    expect(link.map((l) => l.status)).toEqual(['cancelled']);
    const again = await v.post(`/api/v1/online-booking/${a.slug}/manage/${token}/cancel`, {});
    expect(again.body.code).toBe('BOOKING_NOT_CHANGEABLE');
    // The cancelled time is free again: offered, and bookable by someone else.
    expect(await times(a, '2026-12-15')).toContain('10:00');
    const other = visitor(h, a.businessId, 'bohdan@example.com');
    const rebooked = await other.post(`/api/v1/online-booking/${a.slug}/bookings`, {
      ...appointmentBody(a.service, AT),
      first_name: 'Bohdan',
      last_name: 'Shevchuk',
    });
    expect(rebooked.status, JSON.stringify(rebooked.body)).toBe(200);
  });

  it('closes changes cancel_notice_hours before the start, naming the hours and the business', async () => {
    const a = await pageBusiness(h);
    const soon = '2026-11-24T10:00:00.000Z';
    const { v, token } = await booked(a, soon);
    h.advance(Date.parse(soon) - h.clock.now.getTime() - 25 * HOUR);
    const manage = await v.get(`/api/v1/online-booking/${a.slug}/manage/${token}`);
    expect(manage.body.data.booking.changeable).toBe(true);
    h.advance(2 * HOUR);
    expect((await v.get(`/api/v1/online-booking/${a.slug}/manage/${token}`)).body.data.booking.changeable).toBe(false);
    const res = await v.post(`/api/v1/online-booking/${a.slug}/manage/${token}/cancel`, {});
    expect(res.body.code).toBe('BOOKING_CHANGE_CLOSED');
    expect(res.body.message).toContain('24');
    expect(res.body.message).toContain('Studio Alpha');
  });

  it('moves an appointment through the same atomic check: the old time is freed, a taken time refused', async () => {
    const a = await pageBusiness(h);
    const { v, token, id } = await booked(a);
    await visitor(h, a.businessId, 'bob@example.com').post(
      `/api/v1/online-booking/${a.slug}/bookings`,
      appointmentBody(a.service, '2026-12-15T12:00:00.000Z'),
    );
    const url = `/api/v1/online-booking/${a.slug}/manage/${token}/move`;
    expect((await v.post(url, { start_at: '2026-12-15T12:00:00.000Z' })).body.code).toBe('BOOKING_SLOT_TAKEN');
    expect((await v.post(url, {})).body.code).toBe('VALIDATION_ERROR');
    // Overlapping its own current time is fine (its own appointment does not block it).
    const moved = await v.post(url, { start_at: '2026-12-15T10:15:00.000Z' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ id, start_at: '2026-12-15T10:15:00.000Z', end_at: '2026-12-15T10:45:00.000Z' });
    const left = await times(a, '2026-12-15');
    expect(left).toContain('09:45');
    expect(left).not.toContain('10:15');
    expect(left).not.toContain('10:30');
  });

  it('moves a class place to another session of the same class only', async () => {
    const a = await pageBusiness(h);
    const first = await onlineSession(a, 3, '2026-12-15');
    const other = await onlineSession(a, 3, '2026-12-16');
    const v = visitor(h, a.businessId, 'anna@example.com');
    const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, {
      kind: 'class',
      session_id: first.sessionId,
      first_name: 'A',
      last_name: 'B',
    });
    const token = res.body.data.manage_token;
    const manage = await v.get(`/api/v1/online-booking/${a.slug}/manage/${token}`);
    expect(manage.body.data).toMatchObject({ service_id: null, class_id: first.classId });
    const url = `/api/v1/online-booking/${a.slug}/manage/${token}/move`;
    expect((await v.post(url, { session_id: other.sessionId })).status).toBe(404);
    // A second session of the first class.
    const made = await a.client.post('/api/v1/appointments', {
      type: 'class_session',
      class_id: first.classId,
      date: '2026-12-17',
      start_time: '10:00',
      client_ids: [],
    });
    const moved = await v.post(url, { session_id: made.body.data.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.start_at).toBe('2026-12-17T10:00:00.000Z');
    const links = await h.db.select().from(appointmentClients).where(eq(appointmentClients.business_id, a.businessId));
    expect(links.map((l) => l.appointment_id)).toEqual([made.body.data.id]);
  });
});

describe('tenancy: another business’s ids on this page', () => {
  it('service, session, class, package and voucher ids of another business are NOT_FOUND', async () => {
    const a = await pageBusiness(h);
    const b = await pageBusiness(h, 'Studio Beta');
    const bSession = await onlineSession(b, 5);
    const bPackage = await b.client.post('/api/v1/packages', {
      name: 'Five cuts',
      price: 10000,
      online_booking: true,
      services: [{ service_id: b.service, quantity: 5 }],
    });
    const bVoucher = await b.client.post('/api/v1/gift-voucher', {
      name: 'Gift',
      kind: 'amount',
      amount: 5000,
      price: 5000,
      colour: '#2563eb',
      online_sales: true,
    });
    expect(bPackage.status, JSON.stringify(bPackage.body)).toBe(200);
    expect(bVoucher.status, JSON.stringify(bVoucher.body)).toBe(200);
    const v = visitor(h, a.businessId, 'anna@example.com');
    const url = `/api/v1/online-booking/${a.slug}/bookings`;
    const names = { first_name: 'A', last_name: 'B' };
    const bodies = [
      appointmentBody(b.service, AT),
      { kind: 'class', session_id: bSession.sessionId, ...names },
      { kind: 'package', package_id: bPackage.body.data.id, ...names },
      { kind: 'voucher', voucher_id: bVoucher.body.data.id, ...names },
    ];
    for (const body of bodies) expect((await v.post(url, body)).status, JSON.stringify(body)).toBe(404);
    const sessions = await v.get(
      `/api/v1/online-booking/${a.slug}/sessions?class_id=${bSession.classId}&from=2026-12-15&to=2026-12-15`,
    );
    expect(sessions.status).toBe(404);
    // Positive control: b's own page has that session.
    const own = await v.get(
      `/api/v1/online-booking/${b.slug}/sessions?class_id=${bSession.classId}&from=2026-12-15&to=2026-12-15`,
    );
    expect(own.body.data.sessions).toHaveLength(1);
  });
});

describe('the window: notice, horizon and DST days', () => {
  it('offers nothing before now + notice or after today + horizon', async () => {
    // Now: Sunday 2026-11-22 10:00Z. Notice 24 h → from Monday 10:00; horizon 3 days → up to Wednesday 25th.
    const a = await pageBusiness(h, 'Studio Alpha', { settings: { notice_hours: 24, horizon_days: 3 } });
    const monday = await times(a, '2026-11-23');
    expect(monday).not.toContain('09:45');
    expect(monday[0]).toBe('10:00');
    expect((await times(a, '2026-11-25')).length).toBeGreaterThan(0);
    expect(await times(a, '2026-11-26')).toEqual([]);
    const wide = await h
      .client_()
      .get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=2026-11-20&to=2026-11-30`);
    expect(new Set(wide.body.data.slots.map((s: { date: string }) => s.date))).toEqual(
      new Set(['2026-11-23', '2026-11-24', '2026-11-25']),
    );
  });

  it.each([
    ['Europe/London', '2027-03-28', '2027-03-28T08:00:00.000Z', '2027-03-27T09:00:00.000Z'],
    ['Europe/London', '2027-10-31', '2027-10-31T09:00:00.000Z', '2027-10-30T08:00:00.000Z'],
    ['Europe/Kyiv', '2027-03-28', '2027-03-28T06:00:00.000Z', '2027-03-27T07:00:00.000Z'],
    ['Europe/Kyiv', '2027-10-31', '2027-10-31T07:00:00.000Z', '2027-10-30T06:00:00.000Z'],
  ])('%s on the DST day %s: 09:00 local is %s (the day before: %s) and can be booked', async (tz, date, nine, dayBefore) => {
    const a = await pageBusiness(h, 'Studio DST', { timezone: tz, settings: { horizon_days: 400 } });
    await times(a, date); // makes the settings row with the region's defaults
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, enabled: true, start_minute: 540, end_minute: 1020 }));
    await h.db
      .update(businessSettings)
      .set({ business_hours: week as never })
      .where(eq(businessSettings.business_id, a.businessId));
    const day = await h.client_().get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=${date}&to=${date}`);
    expect(day.body.data.slots[0]).toMatchObject({ start_at: nine, start_time: '09:00', date });
    const before = await h
      .client_()
      .get(
        `/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=${dayBefore.slice(0, 10)}&to=${dayBefore.slice(0, 10)}`,
      );
    expect(before.body.data.slots[0]).toMatchObject({ start_at: dayBefore, start_time: '09:00' });
    const { id } = await booked(a, nine);
    const row = await h.db.query.onlineBookings.findFirst({ where: and(eq(onlineBookings.id, id)) });
    expect(row?.start_at?.toISOString()).toBe(nine);
    expect(await times(a, date)).not.toContain('09:00');
  });
});
