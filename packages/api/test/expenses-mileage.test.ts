import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rent, rowsOf, trip } from './support/expenses';
import { type Harness, makeHarness } from './support/harness';
import { DAY, owner } from './support/offerings';

/** Mileage expenses: HMRC bands over the tax year, vehicles and own rates, kilometres in hryvnias, the plan it needs. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('mileage', () => {
  it('prices car trips at 45p for the first 10,000 miles of the tax year, 25p after (HMRC)', async () => {
    const { client } = await owner(h);
    const first = await client.post('/api/v1/expenses', trip('2026-05-01', 9990));
    expect(first.body.data).toMatchObject({ amount: 9990 * 45, cost_per_unit: 45, vehicle: 'car' });
    // Crosses the band: 10 miles at 45p, 10 at 25p.
    const crossing = await client.post('/api/v1/expenses', { ...trip('2026-06-01', 20), amount: 1 });
    expect(crossing.body.data).toMatchObject({ amount: 10 * 45 + 10 * 25, cost_per_unit: 45 });
    const beyond = await client.post('/api/v1/expenses', trip('2026-07-01', 100));
    expect(beyond.body.data).toMatchObject({ amount: 2500, cost_per_unit: 25, vehicle: 'car' });
    // A new tax year (6 April) starts at 45p again; one the day before is still in the old year.
    expect((await client.post('/api/v1/expenses', trip('2027-04-06', 10))).body.data.amount).toBe(450);
    expect((await client.post('/api/v1/expenses', trip('2027-04-05', 10))).body.data.amount).toBe(250);
    // Trips before the band filled up keep the first rate.
    expect((await client.post('/api/v1/expenses', trip('2026-04-30', 10))).body.data.amount).toBe(450);

    const rates = await client.get('/api/v1/expenses/mileage-rates?date=2026-07-02&unit=mile');
    expect(rates.body.data).toMatchObject({
      currency: 'GBP',
      unit: 'mile',
      default_unit: 'mile',
      tax_year: { start: '2026-04-06', end: '2027-04-05' },
      car_distance_before: (9990 + 20 + 100 + 10) * 100,
    });
    expect(rates.body.data.levels.map((l: { vehicle: string; rate: number }) => [l.vehicle, l.rate])).toEqual([
      ['car', 45],
      ['motorcycle', 24],
      ['bicycle', 20],
    ]);
  });

  it('the band follows the tax year in settings, and a recurring trip counts its own copies', async () => {
    const { client } = await owner(h);
    const s = await client.put('/api/v1/user/tax-settings', {
      tax_year_start_month: 1,
      tax_year_start_day: 1,
      vat_registered: false,
      vat_rate: 2000,
      vat_number: null,
    });
    expect(s.status).toBe(200);
    await client.post('/api/v1/expenses', trip('2026-03-01', 9950));
    const weekly = await client.post('/api/v1/expenses', {
      ...trip('2026-03-02', 40),
      recurring: { frequency: 'weekly', repeat_until: '2026-03-16' },
    });
    expect(weekly.status).toBe(200);
    const amounts = (await client.get('/api/v1/expenses?type=mileage&from=2026-03-02')).body.data
      .map((e: { date: string; amount: number }) => [e.date, e.amount])
      .reverse();
    // 50 miles left at 45p: 40 at 45p, then 10 at 45p + 30 at 25p, then 40 at 25p.
    expect(amounts).toEqual([
      ['2026-03-02', 1800],
      ['2026-03-09', 450 + 750],
      ['2026-03-16', 1000],
    ]);
  });

  it('motorcycles, bicycles, own rates, decimals; the amount is always the server’s', async () => {
    const { client } = await owner(h);
    expect((await client.post('/api/v1/expenses', trip('2026-11-01', 10, { vehicle: 'motorcycle' }))).body.data).toMatchObject({
      amount: 240,
      vehicle: 'motorcycle',
    });
    expect((await client.post('/api/v1/expenses', trip('2026-11-01', '12,5', { vehicle: 'bicycle' }))).body.data).toMatchObject({
      amount: 250,
      distance: '12.5',
      distance_hundredths: 1250,
    });
    // 12.5 × 45p = 562.5p → 563p (half up, once).
    expect((await client.post('/api/v1/expenses', trip('2026-11-01', 12.5))).body.data.amount).toBe(563);
    const own = await client.post('/api/v1/expenses', trip('2026-11-01', 8, { vehicle: 'other', cost_per_unit: 33, amount: 5 }));
    expect(own.body.data).toMatchObject({ amount: 264, cost_per_unit: 33, vehicle: 'other' });
    const needsRate = await client.post('/api/v1/expenses', trip('2026-11-01', 8, { vehicle: 'other' }));
    expect(needsRate.body.errors).toEqual({ cost_per_unit: ['Required'] });
    const km = await client.post('/api/v1/expenses', trip('2026-11-01', 8, { distance_unit: 'km' }));
    expect(km.status).toBe(422);
    expect(km.body.errors.vehicle[0]).toMatch(/no standard rate/);
    for (const distance of ['1.234', 'abc', 0, -3, '100000.01'])
      expect((await client.post('/api/v1/expenses', trip('2026-11-01', distance))).body.errors).toHaveProperty('distance');
  });

  it('Ukrainian businesses record kilometres at the default rates in hryvnias', async () => {
    const { client } = await owner(h, 'uk');
    const res = await client.post('/api/v1/expenses', trip('2026-11-01', 10, { distance_unit: 'km' }));
    expect(res.body.data).toMatchObject({
      currency: 'UAH',
      amount: 5000,
      cost_per_unit: 500,
      vehicle: 'car',
      category_name: 'Пробіг',
    });
    const rates = await client.get('/api/v1/expenses/mileage-rates?date=2026-11-01');
    expect(rates.body.data).toMatchObject({
      unit: 'km',
      default_unit: 'km',
      tax_year: { start: '2026-01-01', end: '2026-12-31' },
    });
  });

  it('docs/product/expenses.md: mileage tracking needs the business plan; plain expenses do not', async () => {
    const { client, user } = await owner(h);
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, user.business.id));
    const res = await client.post('/api/v1/expenses', trip('2026-11-01', 10));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FEATURE_NOT_IN_PLAN', message: 'This feature is available only on business plan' });
    expect((await client.get('/api/v1/expenses/mileage-rates?date=2026-11-01')).status).toBe(403);
    expect((await client.post('/api/v1/expenses', rent)).status).toBe(200);
    expect(await rowsOf(h, user.business.id)).toHaveLength(1);
  });
});
