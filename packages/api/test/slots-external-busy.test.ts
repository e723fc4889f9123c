import { appointments, businessSettings, externalBusy } from '@kairos/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableSlots, blockedSpans, type Interval, type Part } from '../src/availability/engine';
import { type Harness, makeHarness, messagesOff, registerOwner } from './support/harness';

// Issue 28: the slots request reads the Google busy times packed into one row of the busy query (appointments/load.ts
// busyRowsInRange) and merges them with the appointments' blocked parts once. Property: on a real libSQL database,
// with random external busy spans (any length, any millisecond, some starting days before the range) beside random
// appointments (blocked and free parts), the API offers exactly the start times a naive check keeps: every candidate
// of the day grid whose blocked parts overlap no stored span, each compared with every span one by one.

const MIN = 60_000;
const FROM = '2027-03-24';
const TO = '2027-03-31'; // crosses the UK's spring-forward night (2027-03-28)
const T_FROM = Date.UTC(2027, 2, 24);
const T_TO = Date.UTC(2027, 3, 1);
const PARTS: Part[] = [
  { duration_minutes: 30, type: 'block' },
  { duration_minutes: 30, type: 'free' },
  { duration_minutes: 15, type: 'block' },
];
const HOURS = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  id: String(weekday),
  weekday,
  enabled: weekday !== 3,
  start_minute: 7 * 60,
  end_minute: 21 * 60 + 30,
}));

let h: Harness;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let businessId: string;
let serviceId: string;
beforeAll(async () => {
  h = await makeHarness();
  owner = await registerOwner(h, { timezone: 'Europe/London' });
  businessId = owner.user.business.id;
  await messagesOff(h, businessId);
  const service = await owner.client.post('/api/v1/services', {
    name: 'Colour',
    type: 'multipart',
    parts: PARTS.map((p, i) => ({ ...p, title: `Part ${i}` })),
    colour: '#db2777',
    price: 8000,
  });
  expect(service.status).toBe(200);
  serviceId = service.body.data.id;
  // The settings row exists after the first read; then every day but Wednesday opens 07:00–21:30.
  expect((await owner.client.get(`/api/v1/availability/slots?service_id=${serviceId}&from=${FROM}&to=${FROM}`)).status).toBe(200);
  await h.db.update(businessSettings).set({ business_hours: HOURS }).where(eq(businessSettings.business_id, businessId));
});
afterAll(() => h.close());

const spanArb = (maxMinutes: number) =>
  fc.record({
    // From two days before the range to its end, at any millisecond.
    start: fc.integer({ min: T_FROM - 2 * 86_400_000, max: T_TO }),
    length: fc.integer({ min: 1, max: maxMinutes * MIN }),
  });
const appointmentArb = fc.record({
  start: fc.integer({ min: T_FROM - 86_400_000, max: T_TO }).map((t) => t - (t % (5 * MIN))),
  parts: fc.array(
    fc.record({ duration_minutes: fc.integer({ min: 5, max: 120 }), type: fc.constantFrom<'block' | 'free'>('block', 'free') }),
    { minLength: 1, maxLength: 3 },
  ),
});

describe('slots with external busy times (real libSQL)', () => {
  it('offer exactly what a naive overlap check against every span keeps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(spanArb(3 * 24 * 60), { maxLength: 6 }),
        fc.array(spanArb(240), { maxLength: 150 }),
        fc.array(appointmentArb, { maxLength: 25 }),
        async (long, short, stored) => {
          await h.db.delete(externalBusy).where(eq(externalBusy.business_id, businessId));
          await h.db.delete(appointments).where(eq(appointments.business_id, businessId));
          const external = [...long, ...short].map((s, i) => ({
            business_id: businessId,
            source: 'google' as const,
            calendar_id: i % 2 ? 'owner@gmail.example' : 'family@group.calendar.google.example',
            source_id: `e${i}`,
            start_at: new Date(s.start),
            end_at: new Date(s.start + s.length),
          }));
          for (let k = 0; k < external.length; k += 50) await h.db.insert(externalBusy).values(external.slice(k, k + 50));
          for (const a of stored) {
            const minutes = a.parts.reduce((s, p) => s + p.duration_minutes, 0);
            await h.db.insert(appointments).values({
              business_id: businessId,
              type: 'blocked',
              title: 'Busy',
              start_at: new Date(a.start),
              end_at: new Date(a.start + minutes * MIN),
              parts: a.parts.map((p) => ({ ...p, title: 'x' })),
              price: 0,
              currency: 'GBP',
            });
          }

          const res = await owner.client.get(`/api/v1/availability/slots?service_id=${serviceId}&from=${FROM}&to=${TO}`);
          expect(res.status).toBe(200);
          const offered = (res.body.data.slots as { start_at: string }[]).map((s) => Date.parse(s.start_at));

          // Naive: every span as stored, each candidate checked against each one.
          const spans: Interval[] = [
            ...external.map((e) => ({ start: e.start_at.getTime(), end: e.end_at.getTime() })),
            ...stored.flatMap((a) => blockedSpans(a.start, a.parts)),
          ];
          const grid = availableSlots({
            timeZone: 'Europe/London',
            from: FROM,
            to: TO,
            hours: HOURS,
            slotStepMinutes: (
              await h.db.query.businessSettings.findFirst({ where: eq(businessSettings.business_id, businessId) })
            )?.calendar.slot_step_minutes as number,
            parts: PARTS,
            busy: [],
          });
          const expected = grid.filter((t) =>
            blockedSpans(t, PARTS).every((b) => spans.every((s) => !(s.start < b.end && b.start < s.end))),
          );
          expect(offered).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
