import { businessSettings, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../src/credits/ledger';
import { seedStudio } from './analytics.fixtures';
import { type Harness, makeHarness, registerOwner } from './support/harness';

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
let h: Harness;
let seeded: Awaited<ReturnType<typeof seedStudio>>;
const NOW = new Date('2026-10-29T12:00:00Z');
const PERIOD = 'start_date=2026-10-19&end_date=2026-11-01';

beforeAll(async () => {
  h = await makeHarness();
  h.clock.now = new Date('2026-10-01T09:00:00Z');
  seeded = await seedStudio(h);
  h.clock.now = new Date(NOW);
});
afterAll(() => h.close());

const get = async (path: string, c = seeded.owner.client) => {
  const res = await c.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('analytics.overview (GET /data/analytics)', () => {
  it('answers every number of the period and the one before', async () => {
    const d = await get(`/api/v1/data/analytics?${PERIOD}`);
    expect(d.currency).toBe('GBP');
    expect(d.period).toEqual({ start_date: '2026-10-19', end_date: '2026-11-01' });
    expect(d.previous).toEqual({ start_date: '2026-10-05', end_date: '2026-10-18' });
    expect(d.numbers).toEqual({
      income: 11000,
      expenses: 5000,
      profit: 6000,
      visits: 9,
      attended: 5,
      cancelled: 2,
      no_show: 1,
      appointments: 6,
      class_sessions: 1,
      new_clients: 2,
      active_clients: 4,
      sales: 1,
      products_sold: 2,
      vouchers_sold: 0,
    });
    expect(d.previous_numbers).toEqual({
      income: 3000,
      expenses: 4000,
      profit: -1000,
      visits: 3,
      attended: 3,
      cancelled: 0,
      no_show: 0,
      appointments: 3,
      class_sessions: 0,
      new_clients: 1,
      active_clients: 3,
      sales: 0,
      products_sold: 0,
      vouchers_sold: 0,
    });
  });

  it('buckets by local day (14 days), DST included', async () => {
    const d = await get(`/api/v1/data/analytics?${PERIOD}`);
    expect(d.bucket).toBe('day');
    expect(d.series).toHaveLength(14);
    const day = (date: string) => d.series.find((s: { date: string }) => s.date === date);
    expect(day('2026-10-19')).toEqual({ date: '2026-10-19', income: 0, expenses: 0, visits: 0, new_clients: 1 });
    expect(day('2026-10-20')).toEqual({ date: '2026-10-20', income: 3000, expenses: 0, visits: 2, new_clients: 0 });
    expect(day('2026-10-21')).toEqual({ date: '2026-10-21', income: 0, expenses: 4000, visits: 0, new_clients: 0 });
    expect(day('2026-10-22')).toEqual({ date: '2026-10-22', income: 3000, expenses: 0, visits: 1, new_clients: 0 });
    expect(day('2026-10-24')).toEqual({ date: '2026-10-24', income: 1000, expenses: 0, visits: 3, new_clients: 0 });
    // 00:30 BST on the 25th (Saturday 23:30 in UTC) and Dmytro at 01:30 BST.
    expect(day('2026-10-25')).toEqual({ date: '2026-10-25', income: 0, expenses: 0, visits: 1, new_clients: 1 });
    expect(day('2026-10-26')).toEqual({ date: '2026-10-26', income: 4500, expenses: 0, visits: 1, new_clients: 0 });
    expect(day('2026-10-27')).toEqual({ date: '2026-10-27', income: -500, expenses: 0, visits: 0, new_clients: 0 });
    expect(day('2026-10-30')).toEqual({ date: '2026-10-30', income: 0, expenses: 1000, visits: 1, new_clients: 0 });
    const total = (k: string) => d.series.reduce((s: number, x: Record<string, number>) => s + (x[k] ?? 0), 0);
    expect([total('income'), total('expenses'), total('visits'), total('new_clients')]).toEqual([11000, 5000, 9, 2]);
  });

  it('buckets by week (Monday starts) up to 26 weeks, else by month', async () => {
    const w = await get('/api/v1/data/analytics?start_date=2026-10-01&end_date=2026-12-31');
    expect(w.bucket).toBe('week');
    expect(w.series.slice(0, 5).map((s: { date: string }) => s.date)).toEqual([
      '2026-10-01',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    // Week of 19 Oct: 3000 + 0 + 3000 + 1000; week of 26 Oct: 4500 − 500.
    expect(w.series[3]).toMatchObject({ income: 7000, visits: 7, new_clients: 2, expenses: 4000 });
    expect(w.series[4]).toMatchObject({ income: 4000, visits: 2, expenses: 1000 });
    const y = await get('/api/v1/data/analytics?start_date=2026-01-15&end_date=2026-12-31');
    expect(y.bucket).toBe('month');
    expect(y.series.map((s: { date: string }) => s.date)).toEqual([
      '2026-01-15',
      ...['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((mm) => `2026-${mm}-01`),
    ]);
    expect(y.series[9]).toMatchObject({ income: 14000, expenses: 9000, new_clients: 3 });
  });

  it('refuses a bad range with a translated field message (422), en and uk', async () => {
    const en = await seeded.owner.client.get('/api/v1/data/analytics?start_date=2026-10-19&end_date=2026-10-18');
    expect(en.status).toBe(422);
    expect(JSON.stringify(en.body)).toContain('The end date must not be before the start date.');
    const uk = h.client_({ locale: 'uk' });
    const login = await uk.post('/api/login', { email: seeded.owner.email, password: 'Secret123' });
    expect(login.status).toBe(200);
    const long = await uk.get('/api/v1/data/analytics?start_date=2024-01-01&end_date=2026-10-18');
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('Оберіть період не довший за 732 днів.');
    const order = await uk.get('/api/v1/data/analytics-details?tab=kpis&start_date=2026-10-19&end_date=2026-10-01');
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain('Дата завершення не може бути раніше за дату початку.');
    expect((await seeded.owner.client.get('/api/v1/data/analytics?start_date=2026-02-30&end_date=2026-03-01')).status).toBe(422);
  });
});

describe('analytics.details (GET /data/analytics-details, premium)', () => {
  const tab = (t: string) => get(`/api/v1/data/analytics-details?tab=${t}&${PERIOD}`);

  it('service delivery: by service, class, location, weekday; utilisation over business hours (DST day 25 h)', async () => {
    const d = await tab('service_delivery');
    const { S1, S2, L1, K1 } = seeded.ids;
    expect(d.by_service).toEqual([
      // v1 v2 v5 v9: minutes 4 × 60, value 3000 + 3000 + 3000 + 2000.
      { id: S1, name: 'Cut', visits: 4, attended: 2, cancelled: 0, no_show: 1, minutes: 240, value: 11000 },
      // v3 cancelled, v4: 90 minutes, 4500.
      { id: S2, name: 'Colour', visits: 2, attended: 1, cancelled: 1, no_show: 0, minutes: 90, value: 4500 },
    ]);
    expect(d.by_class).toEqual([{ id: K1, name: 'Yoga', sessions: 1, attendees: 2 }]);
    expect(d.by_location).toEqual([
      { id: null, name: 'Other', visits: 5, value: 10000 },
      { id: L1, name: 'Main St', visits: 2, value: 7500 },
    ]);
    expect(d.by_weekday).toEqual([
      { weekday: 1, visits: 1 },
      { weekday: 2, visits: 2 },
      { weekday: 3, visits: 0 },
      { weekday: 4, visits: 0 },
      { weekday: 5, visits: 1 },
      { weekday: 6, visits: 2 },
      { weekday: 7, visits: 1 },
    ]);
    // Booked: ap1 60 + ap2 60 + ap4 90 + ap5 60 + cs1 60 + series 60 = 390 (ap3 all cancelled).
    // Open: 10 weekdays × 480 + Sunday 25 Oct (25 h) 1500 + Sunday 1 Nov 1440 = 7740; 390 / 7740 = 503.9 bp.
    expect(d.utilisation).toEqual({ booked_minutes: 390, open_minutes: 7740, rate: 504 });
  });

  it('financial: income, refunds, expenses, profit, left to pay, by method/type/service/location, expenses by category', async () => {
    const d = await tab('financial');
    const { S1, S2, L1 } = seeded.ids;
    expect(d).toMatchObject({ income: 11000, refunds: 500, expenses: 5000, profit: 6000 });
    // Started by now and owing: ap1 3000 − 2500 = 500, ap2 (no-show) 3000, cs1 Anna 1000, series 20 Oct 2000.
    expect(d.left_to_pay).toBe(6500);
    expect(d.by_method).toEqual(
      [
        { method: 'cash', amount: 4500, count: 1 },
        { method: 'card_payment', amount: 6500, count: 3 },
      ].sort(
        (x, y) =>
          d.by_method.findIndex((m: { method: string }) => m.method === x.method) -
          d.by_method.findIndex((m: { method: string }) => m.method === y.method),
      ),
    );
    expect(d.by_type).toEqual(
      expect.arrayContaining([
        { type: 'appointment', amount: 8000 },
        { type: 'sale', amount: 3000 },
      ]),
    );
    expect(d.by_type).toHaveLength(2);
    // Allocations: ap1 3000 − 500 (Cut, Main St), ap4 4500 (Colour, Main St), cs1 1000 (no service, no location).
    expect(d.by_service).toEqual([
      { id: S2, name: 'Colour', amount: 4500 },
      { id: S1, name: 'Cut', amount: 2500 },
      { id: null, name: 'Other', amount: 1000 },
    ]);
    expect(d.by_location).toEqual([
      { id: L1, name: 'Main St', amount: 7000 },
      { id: null, name: 'Other', amount: 1000 },
    ]);
    expect(d.expenses_by_category).toEqual([
      { category: 'rent', amount: 4000 },
      { category: 'supplies', amount: 1000 },
    ]);
  });

  it('client info: new, returning, active, retained, top clients, visit frequency', async () => {
    const d = await tab('client_info');
    const { A, C, D } = seeded.ids;
    // Anna: 2 before (15 Sep, 6 Oct), 3 in the period → returning, retained. Bohdan: 12 Oct before, the no-show
    // in → returning. Cara: only the future visit (the cancelled one does not count). Dmytro: 13 Oct before, 2 in
    // (class, 20 Oct) → returning, retained (3rd).
    expect(d).toMatchObject({ new_clients: 2, returning_clients: 3, active_clients: 4, retained_clients: 2 });
    // Spend: Anna 3000 + 4500 − 500; Cara's sale 3000; Dmytro 1000; Bohdan's voided payment nets to 0.
    expect(d.top_clients).toEqual([
      { id: A, name: 'Anna Test', visits: 3, spent: 7000 },
      { id: C, name: 'Cara Test', visits: 1, spent: 3000 },
      { id: D, name: 'Dmytro Test', visits: 2, spent: 1000 },
    ]);
    expect(d.visit_frequency).toEqual([
      { label: '1', clients: 2 },
      { label: '2', clients: 1 },
      { label: '3-5', clients: 1 },
      { label: '6+', clients: 0 },
    ]);
  });

  it('KPIs for the period and the previous one', async () => {
    const d = await tab('kpis');
    expect(d.kpis).toEqual({
      avg_spend_per_visit: 2200, // 11000 / 5 attended
      rebooking_rate: 10000, // Anna (5 Nov booked) and Dmytro (series 3 Nov) of the 2 with an attended visit
      retention_rate: 5000, // 2 retained of 4 active
      no_show_rate: 1111, // 1 / 9
      cancellation_rate: 2222, // 2 / 9
      utilisation: 504,
      new_clients: 2,
      returning_clients: 3,
    });
    expect(d.previous_kpis).toEqual({
      avg_spend_per_visit: 1000, // 3000 / 3
      rebooking_rate: 10000, // Anna, Bohdan, Dmytro all have a later visit
      retention_rate: 0, // nobody at a 3rd appointment by 18 Oct
      no_show_rate: 0,
      cancellation_rate: 0,
      utilisation: 234, // 180 / (10 × 480 + 2 × 1440)
      new_clients: 1,
      returning_clients: 1, // Anna (15 Sep)
    });
  });

  it('an empty period: rates are null, nothing divided by zero', async () => {
    const d = await get('/api/v1/data/analytics-details?tab=kpis&start_date=2025-01-06&end_date=2025-01-06');
    expect(d.kpis).toMatchObject({
      avg_spend_per_visit: null,
      rebooking_rate: null,
      retention_rate: null,
      no_show_rate: null,
      cancellation_rate: null,
      utilisation: 0,
    });
  });
});

describe('analytics.statistic (GET /data/statistic)', () => {
  it('the whole dashboard on Friday 30 October', async () => {
    h.clock.now = new Date('2026-10-30T08:00:00Z');
    try {
      const d = await get('/api/v1/data/statistic');
      const { C, S1 } = seeded.ids;
      expect(d.today).toEqual({
        date: '2026-10-30',
        count: 1,
        items: [
          {
            id: seeded.rows.ap5,
            type: 'appointment',
            start_at: '2026-10-30T23:30:00.000Z',
            end_at: '2026-10-31T00:30:00.000Z',
            title: 'Cut',
            clients: [{ id: C, name: 'Cara Test', status: 'pending' }],
            video_meeting_url: null,
          },
        ],
      });
      expect(S1).toBeTruthy();
      // October: 3000 (6 Oct) + 11000; 6 payments less 1 void.
      expect(d.income).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31', net: 14000, count: 5 });
      // Last 12 months to now: ap1 500, ap2 3000, cs1 Anna 1000, series 13 and 20 Oct 2 × 2000.
      expect(d.left_to_pay).toEqual({ total: 8500, appointments: 8500, sales: 0 });
      expect(d.new_clients).toEqual({ this_month: 3, last_month: 1 });
      expect(d.last_week).toEqual({
        start_date: '2026-10-19',
        end_date: '2026-10-25',
        // 3000 + 0 + 3000 + 1000; ap1, ap2 (25 Oct local), ap3, series 20 Oct; Cara and Dmytro; Bohdan's no-show.
        figures: { income: 7000, appointments: 4, new_clients: 2, no_shows: 1 },
        // 12–18 Oct: ap7 and the series' 13 Oct; Cara is 19 Oct local.
        previous: { income: 0, appointments: 2, new_clients: 0, no_shows: 0 },
      });
      expect(d.credits).toEqual(await balances(h.db, seeded.businessId));
      expect(Array.isArray(d.goals)).toBe(true);
    } finally {
      h.clock.now = new Date(NOW);
    }
  });

  it("today's recurring occurrence with its client (Tuesday 3 November)", async () => {
    h.clock.now = new Date('2026-11-03T08:00:00Z');
    try {
      const d = await get('/api/v1/data/statistic');
      expect(d.today.items).toEqual([
        expect.objectContaining({
          id: `${seeded.ids.SR1}_2026-11-03`,
          start_at: '2026-11-03T18:00:00.000Z',
          title: 'Cut',
          clients: [{ id: seeded.ids.D, name: 'Dmytro Test', status: 'pending' }],
        }),
      ]);
    } finally {
      h.clock.now = new Date(NOW);
    }
  });

  it('weeks starting on Sunday (calendar settings) move last week', async () => {
    const where = eq(businessSettings.business_id, seeded.businessId);
    const [row] = await h.db.select().from(businessSettings).where(where);
    const calendar = row?.calendar as NonNullable<typeof row>['calendar'];
    await h.db
      .update(businessSettings)
      .set({ calendar: { ...calendar, week_starts_on: 'sunday' } })
      .where(where);
    h.clock.now = new Date('2026-10-30T08:00:00Z');
    try {
      const d = await get('/api/v1/data/statistic');
      expect(d.last_week).toEqual({
        start_date: '2026-10-18',
        end_date: '2026-10-24',
        // Bohdan's no-show is 00:30 BST on the 25th (the 24th in UTC): not in this week; nor is Dmytro.
        figures: { income: 7000, appointments: 3, new_clients: 1, no_shows: 0 },
        previous: { income: 0, appointments: 2, new_clients: 0, no_shows: 0 },
      });
    } finally {
      h.clock.now = new Date(NOW);
      await h.db.update(businessSettings).set({ calendar }).where(where);
    }
  });
});

describe('plans', () => {
  it('lite: details refused with the plan message; statistic and overview work with goals and tax null', async () => {
    const o = await registerOwner(h);
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - 86_400_000) })
      .where(eq(subscriptions.business_id, o.user.business.id));
    const res = await o.client.get(`/api/v1/data/analytics-details?tab=kpis&${PERIOD}`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).toContain('This feature is available only on premium plan');
    const s = await get('/api/v1/data/statistic', o.client);
    expect(s.goals).toBeNull();
    expect(s.tax).toBeNull();
    const a = await get(`/api/v1/data/analytics?${PERIOD}`, o.client);
    expect(a.goals).toBeNull();
    expect(a.numbers.visits).toBe(0);
  });
});
