import { businessSettings, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balances } from '../src/credits/ledger';
import { useStudio } from './analytics.fixtures';
import { registerOwner } from './support/harness';

/** Figures worked out by hand: analytics.fixtures.ts (the business and its answers). Details tabs: analytics-details.test.ts. */
const studio = useStudio();
const { get, PERIOD } = studio;

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
    const en = await studio.seeded.owner.client.get('/api/v1/data/analytics?start_date=2026-10-19&end_date=2026-10-18');
    expect(en.status).toBe(422);
    expect(JSON.stringify(en.body)).toContain('The end date must not be before the start date.');
    const uk = studio.h.client_({ locale: 'uk' });
    const login = await uk.post('/api/login', { email: studio.seeded.owner.email, password: 'Secret123' });
    expect(login.status).toBe(200);
    const long = await uk.get('/api/v1/data/analytics?start_date=2024-01-01&end_date=2026-10-18');
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('Оберіть період не довший за 732 днів.');
    const order = await uk.get('/api/v1/data/analytics-details?tab=kpis&start_date=2026-10-19&end_date=2026-10-01');
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain('Дата завершення не може бути раніше за дату початку.');
    expect(
      (await studio.seeded.owner.client.get('/api/v1/data/analytics?start_date=2026-02-30&end_date=2026-03-01')).status,
    ).toBe(422);
  });
});

describe('analytics.statistic (GET /data/statistic)', () => {
  it('the whole dashboard on Friday 30 October', async () => {
    studio.h.clock.now = new Date('2026-10-30T08:00:00Z');
    try {
      const d = await get('/api/v1/data/statistic');
      const { C, S1 } = studio.seeded.ids;
      expect(d.today).toEqual({
        date: '2026-10-30',
        count: 1,
        items: [
          {
            id: studio.seeded.rows.ap5,
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
      expect(d.credits).toMatchObject(await balances(studio.h.db, studio.seeded.businessId));
      expect(d.credits.unsent).toMatchObject({ since: '2026-10-24', count: expect.any(Number) });
      expect(Array.isArray(d.goals)).toBe(true);
    } finally {
      studio.h.clock.now = new Date(studio.NOW);
    }
  });

  it("today's recurring occurrence with its client (Tuesday 3 November)", async () => {
    studio.h.clock.now = new Date('2026-11-03T08:00:00Z');
    try {
      const d = await get('/api/v1/data/statistic');
      expect(d.today.items).toEqual([
        expect.objectContaining({
          id: `${studio.seeded.ids.SR1}_2026-11-03`,
          start_at: '2026-11-03T18:00:00.000Z',
          title: 'Cut',
          clients: [{ id: studio.seeded.ids.D, name: 'Dmytro Test', status: 'pending' }],
        }),
      ]);
    } finally {
      studio.h.clock.now = new Date(studio.NOW);
    }
  });

  it('weeks starting on Sunday (calendar settings) move last week', async () => {
    const where = eq(businessSettings.business_id, studio.seeded.businessId);
    const [row] = await studio.h.db.select().from(businessSettings).where(where);
    const calendar = row?.calendar as NonNullable<typeof row>['calendar'];
    await studio.h.db
      .update(businessSettings)
      .set({ calendar: { ...calendar, week_starts_on: 'sunday' } })
      .where(where);
    studio.h.clock.now = new Date('2026-10-30T08:00:00Z');
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
      studio.h.clock.now = new Date(studio.NOW);
      await studio.h.db.update(businessSettings).set({ calendar }).where(where);
    }
  });
});

describe('plans', () => {
  it('lite: details refused with the plan message; statistic and overview work with goals and tax null', async () => {
    const o = await registerOwner(studio.h);
    await studio.h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(studio.h.clock.now.getTime() - 86_400_000) })
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
