import {
  appointmentClients,
  appointmentSeries,
  appointmentSeriesExceptions,
  appointments,
  businessSettings,
  classes,
  clients,
  expenses,
  locations,
  paymentAllocations,
  payments,
  saleLines,
  sales,
  services,
} from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

type Status = 'pending' | 'attended' | 'cancelled' | 'no_show';
const MIN = 60_000;
const at = (iso: string) => new Date(iso);

/**
 * Figures worked out by hand from analytics.fixtures.ts (Europe/London; BST → GMT on 25 Oct 01:00 UTC).
 * Period 2026-10-19..11-01, previous 10-05..10-18; "now" is 2026-10-29 12:00 UTC unless a test moves it.
 *
 * Visits in the period (client, status as counted, service, local weekday, value, minutes):
 *   v1 ap1 Anna attended, Cut @Main St, Tue 20, 3000, 60      v6 cs1 Anna attended, Yoga, Sat 24, 1000
 *   v2 ap2 Bohdan no_show, Cut, Sun 25 00:30 BST, 3000, 60    v7 cs1 Dmytro pending+past → attended, Yoga, Sat 24, 1000
 *   v3 ap3 Cara cancelled, Colour @Main St, Thu 22, 5000, 90  v8 cs1 Bohdan cancelled, Yoga, Sat 24
 *   v4 ap4 Anna pending+past → attended, Colour @Main St, Mon 26, 5000−500 = 4500, 90
 *   v5 ap5 Cara pending, future (30 Oct 23:30 GMT), Cut, Fri 30, 3000, 60
 *   v9 series 20 Oct 18:00 BST Dmytro → attended, Cut, Tue 20, 2000, 60 (27 Oct cancelled: no visit)
 * → visits 9, attended 5 (v1 v4 v6 v7 v9), cancelled 2 (v3 v8), no-show 1 (v2); blocked time is not a visit.
 * Appointments 6 (ap1–ap5 + the series' 20 Oct), class sessions 1. Active clients: Anna, Bohdan, Cara, Dmytro = 4.
 * New clients: Cara (00:30 BST 19 Oct, 18 Oct in UTC) and Dmytro (25 Oct) = 2; Eva (2 Nov) is after.
 * Ledger in the period: card 3000 (20 Oct) + cash 4500 (26 Oct) + cash 2000 voided + card 1000 (24 Oct)
 *   − card refund 500 (27 Oct 23:30 GMT) + card 3000 for the sale (22 Oct) = 11000 net, refunds 500, 4 payments counted.
 *   by method: card 3000+1000−500+3000 = 6500 (3), cash 4500+2000−2000 = 4500 (1);
 *   by type: appointment 3000+4500+1000−500 = 8000, sale 3000 (standalone nets to 0 and is left out).
 * Expenses 4000 (rent, 21 Oct) + 1000 (supplies, 30 Oct) = 5000; profit 6000. One sale, 2 products.
 * Previous: visits ap6 Anna, ap7 Bohdan, series 13 Oct Dmytro, all attended; income 3000 (6 Oct); rent 4000;
 *   new: Bohdan (10 Oct). Appointments 3.
 */
type Seeded = Awaited<ReturnType<typeof seedStudio>>;
interface Studio {
  NOW: Date;
  PERIOD: string;
  h: Harness;
  seeded: Seeded;
  // biome-ignore lint/suspicious/noExplicitAny: REST bodies are read as JSON in tests
  get: (path: string, c?: Seeded['owner']['client']) => Promise<any>;
}

/** The studio seeded once per test file (beforeAll/afterAll), with "now" at 2026-10-29 12:00 UTC. */
export function useStudio(): Studio {
  const NOW = new Date('2026-10-29T12:00:00Z');
  const studio: Studio = {
    NOW,
    PERIOD: 'start_date=2026-10-19&end_date=2026-11-01',
    h: undefined as unknown as Harness,
    seeded: undefined as unknown as Seeded,
    /** GET through the studio owner's REST client (or another), expecting 200; the `data`. */
    get: async (path, c) => {
      const res = await (c ?? studio.seeded.owner.client).get(path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
  };
  beforeAll(async () => {
    studio.h = await makeHarness();
    studio.h.clock.now = new Date('2026-10-01T09:00:00Z');
    studio.seeded = await seedStudio(studio.h);
    studio.h.clock.now = new Date(NOW);
  });
  afterAll(() => studio.h.close());
  return studio;
}

/**
 * The hand-worked business of analytics.test.ts (Europe/London, GBP; BST ends 2026-10-25 01:00 UTC).
 * Period 2026-10-19..11-01 (14 days), previous 10-05..10-18; the clock is set by the test.
 * Every row is written straight in, so the figures depend on analytics alone.
 */
export async function seedStudio(h: Harness) {
  const o = await registerOwner(h, { business_name: 'Figures Studio' });
  const b = o.user.business.id;
  const id = () => crypto.randomUUID();
  const ids = { S1: id(), S2: id(), L1: id(), K1: id(), A: id(), B: id(), C: id(), D: id(), E: id(), SR1: id() };
  await h.db.insert(services).values([
    {
      id: ids.S1,
      business_id: b,
      name: 'Cut',
      type: 'single',
      parts: [],
      duration_minutes: 60,
      colour: '#000000',
      price: 3000,
      currency: 'GBP',
    },
    {
      id: ids.S2,
      business_id: b,
      name: 'Colour',
      type: 'single',
      parts: [],
      duration_minutes: 90,
      colour: '#000000',
      price: 5000,
      currency: 'GBP',
    },
  ] as (typeof services.$inferInsert)[]);
  await h.db.insert(locations).values({ id: ids.L1, business_id: b, title: 'Main St' } as typeof locations.$inferInsert);
  await h.db.insert(classes).values({
    id: ids.K1,
    business_id: b,
    name: 'Yoga',
    duration_minutes: 60,
    currency: 'GBP',
    colour: '#000000',
    spaces: 10,
  } as typeof classes.$inferInsert);
  const person = (cid: string, first_name: string, created: string) => ({
    id: cid,
    business_id: b,
    first_name,
    last_name: 'Test',
    created_at: at(created),
  });
  await h.db.insert(clients).values([
    person(ids.A, 'Anna', '2026-09-01T10:00:00Z'),
    person(ids.B, 'Bohdan', '2026-10-10T10:00:00Z'),
    // 00:30 BST on 19 October: in the period, though 18 October in UTC.
    person(ids.C, 'Cara', '2026-10-18T23:30:00Z'),
    // 01:30 BST on 25 October, just before the clocks go back.
    person(ids.D, 'Dmytro', '2026-10-25T00:30:00Z'),
    // 00:30 GMT on 2 November: after the period.
    person(ids.E, 'Eva', '2026-11-02T00:30:00Z'),
  ]);
  // Sundays open all day, so the 25-hour day shows in utilisation (weekdays stay 9:00–17:00).
  const [settings] = await h.db.select().from(businessSettings).where(eq(businessSettings.business_id, b));
  await h.db
    .update(businessSettings)
    .set({
      business_hours: (settings?.business_hours ?? []).map((x) =>
        x.weekday === 7 ? { ...x, enabled: true, start_minute: 0, end_minute: 1440 } : x,
      ),
    })
    .where(eq(businessSettings.business_id, b));

  const appt = async (
    start: string,
    minutes: number,
    o2: { type?: 'appointment' | 'class_session' | 'blocked'; service?: string; cls?: string; location?: string },
    price: number,
    people: [string, Status][],
    discount = 0,
  ) => {
    const aid = id();
    await h.db.insert(appointments).values({
      id: aid,
      business_id: b,
      type: o2.type ?? 'appointment',
      service_id: o2.service ?? null,
      class_id: o2.cls ?? null,
      location_id: o2.location ?? null,
      start_at: at(start),
      end_at: new Date(at(start).getTime() + minutes * MIN),
      parts: [],
      price,
      discounted_amount: discount,
      currency: 'GBP',
    });
    for (const [client_id, status] of people)
      await h.db.insert(appointmentClients).values({ appointment_id: aid, client_id, business_id: b, status });
    return aid;
  };
  const { S1, S2, L1, K1, A, B, C, D } = ids;
  const ap0 = await appt('2026-09-15T09:00:00Z', 60, { service: S1 }, 0, [[A, 'attended']]);
  const ap6 = await appt('2026-10-06T09:00:00Z', 60, { service: S1 }, 3000, [[A, 'attended']]);
  const ap7 = await appt('2026-10-12T09:00:00Z', 60, { service: S1 }, 0, [[B, 'attended']]);
  const ap1 = await appt('2026-10-20T09:00:00Z', 60, { service: S1, location: L1 }, 3000, [[A, 'attended']]);
  // 00:30 BST on Sunday 25 October (Saturday in UTC).
  const ap2 = await appt('2026-10-24T23:30:00Z', 60, { service: S1 }, 3000, [[B, 'no_show']]);
  const ap3 = await appt('2026-10-22T13:00:00Z', 90, { service: S2, location: L1 }, 5000, [[C, 'cancelled']]);
  await appt('2026-10-23T09:00:00Z', 120, { type: 'blocked' }, 0, []);
  const cs1 = await appt('2026-10-24T08:00:00Z', 60, { type: 'class_session', cls: K1 }, 1000, [
    [A, 'attended'],
    [D, 'pending'],
    [B, 'cancelled'],
  ]);
  const ap4 = await appt('2026-10-26T10:00:00Z', 90, { service: S2, location: L1 }, 5000, [[A, 'pending']], 500);
  const ap5 = await appt('2026-10-30T23:30:00Z', 60, { service: S1 }, 3000, [[C, 'pending']]);
  const ap8 = await appt('2026-11-05T10:00:00Z', 60, { service: S1 }, 3000, [[A, 'pending']]);
  // Tuesdays 18:00 local for Dmytro, 13 October to 10 November; 27 October cancelled.
  await h.db.insert(appointmentSeries).values({
    id: ids.SR1,
    business_id: b,
    frequency: 'weekly',
    start_date: '2026-10-13',
    end_date: '2026-11-10',
    start_minute: 18 * 60,
    type: 'appointment',
    service_id: S1,
    parts: [{ title: 'Cut', duration_minutes: 60, type: 'block' }],
    price: 2000,
    currency: 'GBP',
    client_ids: [D],
  });
  await h.db
    .insert(appointmentSeriesExceptions)
    .values({ series_id: ids.SR1, date: '2026-10-27', business_id: b, kind: 'cancelled' });

  const pay = async (
    p: { kind?: 'payment' | 'refund' | 'void'; type: 'appointment' | 'sale' | 'standalone'; method: 'cash' | 'card_payment' },
    amount: number,
    taken: string,
    client: string | null,
    alloc: { appointment?: string; sale?: string; client?: string } | null,
    reverses: string | null = null,
  ) => {
    const pid = id();
    await h.db.insert(payments).values({
      id: pid,
      business_id: b,
      checkout_id: pid,
      kind: p.kind ?? 'payment',
      type: p.type,
      method: p.method,
      amount,
      currency: 'GBP',
      taken_at: at(taken),
      client_id: client,
      reverses_id: reverses,
    });
    if (alloc)
      await h.db.insert(paymentAllocations).values({
        id: id(),
        payment_id: pid,
        business_id: b,
        appointment_id: alloc.appointment ?? null,
        sale_id: alloc.sale ?? null,
        client_id: alloc.client ?? null,
        amount,
        currency: 'GBP',
      });
    return pid;
  };
  const s1 = id();
  await h.db.insert(sales).values({
    id: s1,
    business_id: b,
    client_id: C,
    sold_at: at('2026-10-22T12:00:00Z'),
    currency: 'GBP',
    subtotal: 3000,
    total: 3000,
  });
  await h.db.insert(saleLines).values({
    id: id(),
    sale_id: s1,
    business_id: b,
    position: 0,
    kind: 'product',
    name: 'Shampoo',
    unit_price: 1500,
    quantity: 2,
    total: 3000,
  });
  await pay({ type: 'appointment', method: 'cash' }, 3000, '2026-10-06T10:00:00Z', A, { appointment: ap6, client: A });
  const p1 = await pay({ type: 'appointment', method: 'card_payment' }, 3000, '2026-10-20T10:00:00Z', A, {
    appointment: ap1,
    client: A,
  });
  await pay({ type: 'appointment', method: 'cash' }, 4500, '2026-10-26T11:00:00Z', A, { appointment: ap4, client: A });
  const p3 = await pay({ type: 'standalone', method: 'cash' }, 2000, '2026-10-21T10:00:00Z', B, null);
  await pay({ kind: 'void', type: 'standalone', method: 'cash' }, -2000, '2026-10-21T10:00:00Z', B, null, p3);
  await pay({ type: 'appointment', method: 'card_payment' }, 1000, '2026-10-24T09:00:00Z', D, { appointment: cs1, client: D });
  await pay(
    { kind: 'refund', type: 'appointment', method: 'card_payment' },
    -500,
    '2026-10-27T23:30:00Z',
    A,
    {
      appointment: ap1,
      client: A,
    },
    p1,
  );
  await pay({ type: 'sale', method: 'card_payment' }, 3000, '2026-10-22T12:30:00Z', C, { sale: s1 });
  const expense = (date: string, category: string, amount: number) => ({
    id: id(),
    business_id: b,
    type: 'expense' as const,
    category,
    date,
    amount,
    currency: 'GBP',
  });
  await h.db
    .insert(expenses)
    .values([expense('2026-10-10', 'rent', 4000), expense('2026-10-21', 'rent', 4000), expense('2026-10-30', 'supplies', 1000)]);
  return { owner: o, businessId: b, ids, rows: { ap0, ap1, ap2, ap3, ap4, ap5, ap6, ap7, ap8, cs1 } };
}
