import { appointmentClients, appointments } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appointmentBody, bookingsOf, onlineSession, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';

// Many visitors at once: the time is taken atomically (one IMMEDIATE transaction per booking) and a
// class session never takes more than its spaces (one guarded statement per place).
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('booking races (Node, libSQL file client)', () => {
  it('50 parallel bookings of one slot: exactly 1 booking, 49 BOOKING_SLOT_TAKEN', async () => {
    const a = await pageBusiness(h);
    const at = '2026-12-15T10:00:00.000Z';
    const visitors = Array.from({ length: 50 }, (_, i) => visitor(h, a.businessId, `v${i}@example.com`));
    // Each browser has its CSRF cookie before the burst, so the 50 requests really run together.
    await Promise.all(visitors.map((v) => v.get('/api/csrf-cookie')));
    const results = await Promise.all(
      visitors.map((v) => v.post(`/api/v1/online-booking/${a.slug}/bookings`, appointmentBody(a.service, at))),
    );
    const codes = results.map((r) => (r.status === 200 ? 'OK' : r.body.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'BOOKING_SLOT_TAKEN')).toHaveLength(49);
    expect(await bookingsOf(h, a.businessId)).toHaveLength(1);
    const rows = await h.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.business_id, a.businessId), eq(appointments.start_at, new Date(at))));
    expect(rows).toHaveLength(1);
  });

  it('a class session with 4 spaces and 12 parallel requests: exactly 4 places', async () => {
    const a = await pageBusiness(h);
    const n = 4;
    const { sessionId } = await onlineSession(a, n);
    const visitors = Array.from({ length: 3 * n }, (_, i) => visitor(h, a.businessId, `c${i}@example.com`));
    await Promise.all(visitors.map((v) => v.get('/api/csrf-cookie')));
    const results = await Promise.all(
      visitors.map((v) =>
        v.post(`/api/v1/online-booking/${a.slug}/bookings`, {
          kind: 'class',
          session_id: sessionId,
          first_name: 'A',
          last_name: 'B',
        }),
      ),
    );
    const codes = results.map((r) => (r.status === 200 ? 'OK' : r.body.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(n);
    expect(codes.filter((c) => c === 'CLASS_SESSION_FULL')).toHaveLength(2 * n);
    const links = await h.db.select().from(appointmentClients).where(eq(appointmentClients.appointment_id, sessionId));
    expect(links).toHaveLength(n);
    expect(await bookingsOf(h, a.businessId)).toHaveLength(n);
  });
});
