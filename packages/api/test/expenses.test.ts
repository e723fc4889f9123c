import { expenses, subscriptions } from '@kairos/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { DAY, owner } from './support/offerings';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const rent = { type: 'expense', category: 'rent', date: '2026-11-01', amount: 120000, supplier: 'Landlord Ltd' };
const trip = (date: string, distance: number | string, extra: Record<string, unknown> = {}) => ({
  type: 'mileage',
  date,
  from_location: 'Studio',
  to_location: 'Client',
  distance,
  distance_unit: 'mile',
  vehicle: 'car',
  ...extra,
});

async function rowsOf(businessId: string) {
  return h.db
    .select()
    .from(expenses)
    .where(eq(expenses.business_id, businessId))
    .orderBy(asc(expenses.date), asc(expenses.created_at));
}

describe('expenses CRUD', () => {
  it('creates, reads, lists with filters and totals, updates and deletes', async () => {
    const { client } = await owner(h);
    const res = await client.post('/api/v1/expenses', { ...rent, notes: 'November' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Expense added.');
    expect(res.body.data).toMatchObject({
      type: 'expense',
      category: 'rent',
      category_name: 'Rent',
      date: '2026-11-01',
      amount: 120000,
      currency: 'GBP',
      supplier: 'Landlord Ltd',
      notes: 'November',
      distance: null,
      vehicle: null,
      series_id: null,
      receipt: null,
    });
    const id = res.body.data.id;
    expect((await client.get(`/api/v1/expenses/${id}`)).body.data).toEqual(res.body.data);

    await client.post('/api/v1/expenses', {
      type: 'expense',
      category: 'software',
      date: '2026-10-15',
      amount: 999,
      supplier: 'Figma',
    });
    await client.post('/api/v1/expenses', trip('2026-11-10', 10));

    const all = await client.get('/api/v1/expenses');
    expect(all.body.data.map((e: { date: string }) => e.date)).toEqual(['2026-11-10', '2026-11-01', '2026-10-15']);
    expect(all.body.meta).toMatchObject({ total: 3, total_amount: 120000 + 999 + 450, currency: 'GBP' });
    const nov = await client.get('/api/v1/expenses?from=2026-11-01&to=2026-11-30');
    expect(nov.body.meta.total_amount).toBe(120450);
    expect((await client.get('/api/v1/expenses?category=software')).body.data).toHaveLength(1);
    expect((await client.get('/api/v1/expenses?type=mileage')).body.data[0]).toMatchObject({
      category: 'mileage',
      distance: '10',
      distance_unit: 'mile',
      vehicle: 'car',
      cost_per_unit: 45,
      amount: 450,
    });
    expect((await client.get('/api/v1/expenses?search=figma')).body.data.map((e: { supplier: string }) => e.supplier)).toEqual([
      'Figma',
    ]);
    expect((await client.get('/api/v1/expenses?from=2026-11-02&to=2026-11-01')).status).toBe(422);

    const updated = await client.put(`/api/v1/expenses/${id}`, { ...rent, amount: 125000, supplier: null });
    expect(updated.body.message).toBe('Expense updated.');
    expect(updated.body.data).toMatchObject({ amount: 125000, supplier: null });

    const del = await client.del(`/api/v1/expenses/${id}`);
    expect(del.body.message).toBe('Expense deleted.');
    expect((await client.get(`/api/v1/expenses/${id}`)).status).toBe(404);
  });

  it('refuses an incomplete expense with per-field messages in the caller language', async () => {
    const { client } = await owner(h, 'uk');
    const res = await client.post('/api/v1/expenses', { type: 'expense', date: '2026-11-01' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ category: ["Обов'язкове поле"], amount: ["Обов'язкове поле"] });
    const bad = await client.post('/api/v1/expenses', { ...rent, category: 'yachts', amount: -5 });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'category']);
    const noTrip = await client.post('/api/v1/expenses', { type: 'mileage', date: '2026-11-01' });
    expect(Object.keys(noTrip.body.errors).sort()).toEqual([
      'distance',
      'distance_unit',
      'from_location',
      'to_location',
      'vehicle',
    ]);
    expect((await client.get('/api/v1/expenses')).body.data).toEqual([]);
  });
});

describe('recurring expenses', () => {
  it('stores one row per date (12 months by default; month ends kept) sharing a series id', async () => {
    const { client, user } = await owner(h);
    const res = await client.post('/api/v1/expenses', { ...rent, date: '2026-01-31', recurring: { frequency: 'monthly' } });
    expect(res.status).toBe(200);
    const rows = await rowsOf(user.business.id);
    expect(rows.map((r) => r.date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
    expect(new Set(rows.map((r) => r.series_id)).size).toBe(1);
    expect(rows[0]).toMatchObject({ series_id: res.body.data.series_id, frequency: 'monthly', repeat_until: '2027-01-30' });

    await client.post('/api/v1/expenses', {
      ...rent,
      date: '2026-12-01',
      recurring: { frequency: 'weekly', repeat_until: '2026-12-29' },
    });
    expect((await client.get('/api/v1/expenses?from=2026-12-01&to=2026-12-31&per_page=100')).body.meta.total).toBe(5 + 1);
    const yearly = await client.post('/api/v1/expenses', {
      ...rent,
      category: 'insurance',
      date: '2028-02-29',
      recurring: { frequency: 'yearly', repeat_until: '2030-02-28' },
    });
    expect(yearly.status).toBe(200);
    const insurance = (await client.get('/api/v1/expenses?category=insurance')).body.data.map((e: { date: string }) => e.date);
    expect(insurance).toEqual(['2030-02-28', '2029-02-28', '2028-02-29']);

    const tooLong = await client.post('/api/v1/expenses', {
      ...rent,
      recurring: { frequency: 'weekly', repeat_until: '2028-11-02' },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors['recurring.repeat_until']).toEqual(["Must be within 2 years of the expense's date"]);
    const backwards = await client.post('/api/v1/expenses', {
      ...rent,
      recurring: { frequency: 'weekly', repeat_until: '2026-10-01' },
    });
    expect(backwards.body.errors['recurring.repeat_until']).toEqual(["Must be on or after the expense's date"]);
  });

  it('edit and delete need recurring_range: only this one, or this and all future ones', async () => {
    const { client, user } = await owner(h);
    const created = await client.post('/api/v1/expenses', {
      ...rent,
      date: '2026-01-15',
      recurring: { frequency: 'monthly', repeat_until: '2026-06-30' },
    });
    const rows = await rowsOf(user.business.id);
    expect(rows).toHaveLength(6);
    const march = rows[2]?.id as string;

    const missing = await client.put(`/api/v1/expenses/${march}`, { ...rent, date: '2026-03-15', amount: 1 });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      code: 'RECURRING_RANGE_REQUIRED',
      message: 'Please select how many events/expenses you want to update/delete',
    });
    expect((await client.del(`/api/v1/expenses/${march}`)).body.code).toBe('RECURRING_RANGE_REQUIRED');
    client.setLocale('uk');
    expect((await client.del(`/api/v1/expenses/${march}`)).body.message).toBe(
      'Будь ласка, виберіть, скільки подій/витрат ви хочете змінити/видалити',
    );
    client.setLocale('en');

    // Only this one.
    const one = await client.put(`/api/v1/expenses/${march}`, {
      ...rent,
      date: '2026-03-16',
      amount: 100,
      recurring_range: 'this',
      recurring: { frequency: 'monthly', repeat_until: '2026-06-30' },
    });
    expect(one.status).toBe(200);
    expect((await rowsOf(user.business.id)).map((r) => [r.date, r.amount])).toEqual([
      ['2026-01-15', 120000],
      ['2026-02-15', 120000],
      ['2026-03-16', 100],
      ['2026-04-15', 120000],
      ['2026-05-15', 120000],
      ['2026-06-15', 120000],
    ]);

    // This and all future ones, from February: March's own change is overwritten too.
    const feb = (await rowsOf(user.business.id))[1]?.id as string;
    const future = await client.put(`/api/v1/expenses/${feb}`, {
      ...rent,
      date: '2026-02-15',
      amount: 130000,
      recurring_range: 'future',
      recurring: { frequency: 'monthly', repeat_until: '2026-06-30' },
    });
    expect(future.status).toBe(200);
    let after = await rowsOf(user.business.id);
    expect(after.map((r) => [r.date, r.amount])).toEqual([
      ['2026-01-15', 120000],
      ['2026-02-15', 130000],
      ['2026-03-15', 130000],
      ['2026-04-15', 130000],
      ['2026-05-15', 130000],
      ['2026-06-15', 130000],
    ]);
    expect(new Set(after.map((r) => r.series_id))).toEqual(new Set([created.body.data.series_id]));
    expect(after[1]?.id).toBe(feb);

    // Delete only this one, then this and all future ones.
    expect((await client.del(`/api/v1/expenses/${after[5]?.id}?recurring_range=this`)).status).toBe(200);
    expect((await rowsOf(user.business.id)).map((r) => r.date)).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
      '2026-05-15',
    ]);
    after = await rowsOf(user.business.id);
    expect((await client.del(`/api/v1/expenses/${after[2]?.id}?recurring_range=future`)).status).toBe(200);
    after = await rowsOf(user.business.id);
    expect(after.map((r) => [r.date, r.repeat_until])).toEqual([
      ['2026-01-15', '2026-02-15'],
      ['2026-02-15', '2026-02-15'],
    ]);
  });

  it('a single expense given recurring becomes a series; "future" with recurring off ends the series there', async () => {
    const { client, user } = await owner(h);
    const single = (await client.post('/api/v1/expenses', { ...rent, date: '2026-01-01' })).body.data.id;
    await client.put(`/api/v1/expenses/${single}`, {
      ...rent,
      date: '2026-01-01',
      recurring: { frequency: 'weekly', repeat_until: '2026-01-29' },
    });
    let rows = await rowsOf(user.business.id);
    expect(rows.map((r) => r.date)).toEqual(['2026-01-01', '2026-01-08', '2026-01-15', '2026-01-22', '2026-01-29']);
    await client.put(`/api/v1/expenses/${rows[2]?.id}`, {
      ...rent,
      date: '2026-01-15',
      recurring: null,
      recurring_range: 'future',
    });
    rows = await rowsOf(user.business.id);
    expect(rows.map((r) => [r.date, r.repeat_until])).toEqual([
      ['2026-01-01', '2026-01-15'],
      ['2026-01-08', '2026-01-15'],
      ['2026-01-15', '2026-01-15'],
    ]);
  });
});

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

  it('SPEC 6: mileage tracking needs the business plan; plain expenses do not', async () => {
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
    expect(await rowsOf(user.business.id)).toHaveLength(1);
  });
});

describe('statistic and export', () => {
  it('totals by category and month and the mileage driven, for a range or the current tax year', async () => {
    const { client } = await owner(h);
    await client.post('/api/v1/expenses', {
      ...rent,
      date: '2026-05-01',
      recurring: { frequency: 'monthly', repeat_until: '2026-07-31' },
    });
    await client.post('/api/v1/expenses', { type: 'expense', category: 'software', date: '2026-06-10', amount: 1500 });
    await client.post('/api/v1/expenses', trip('2026-06-11', 10));
    await client.post('/api/v1/expenses', trip('2026-06-12', 2.5, { distance_unit: 'km', vehicle: 'other', cost_per_unit: 30 }));
    await client.post('/api/v1/expenses', { type: 'expense', category: 'other', date: '2026-03-01', amount: 7 });

    const res = await client.get('/api/v1/expenses/statistic?from=2026-06-01&to=2026-06-30');
    expect(res.body.data).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      currency: 'GBP',
      total: 120000 + 1500 + 450 + 75,
      count: 4,
      by_category: [
        { category: 'rent', name: 'Rent', total: 120000, count: 1 },
        { category: 'software', name: 'Software', total: 1500, count: 1 },
        { category: 'mileage', name: 'Mileage', total: 525, count: 2 },
      ],
      by_month: [{ month: '2026-06', total: 122025, count: 4 }],
      mileage: {
        trips: 2,
        amount: 525,
        distances: expect.arrayContaining([
          { unit: 'mile', distance: '10', distance_hundredths: 1000, trips: 1 },
          { unit: 'km', distance: '2.5', distance_hundredths: 250, trips: 1 },
        ]),
      },
    });
    // Default: the tax year around today (2026-11-22 → 6 Apr 2026 – 5 Apr 2027): March is outside.
    const year = await client.get('/api/v1/expenses/statistic');
    expect(year.body.data).toMatchObject({ from: '2026-04-06', to: '2027-04-05', total: 360000 + 1500 + 525, count: 6 });
    expect(year.body.data.by_month.map((m: { month: string }) => m.month)).toEqual(['2026-05', '2026-06', '2026-07']);
  });

  it('exports the filtered list as CSV (formulas quoted) or XLSX, headers in the caller language', async () => {
    const { client } = await owner(h, 'uk');
    await client.post('/api/v1/expenses', { ...rent, supplier: '=HYPERLINK("http://evil")', amount: 123456 });
    await client.post('/api/v1/expenses', { type: 'expense', category: 'software', date: '2026-10-01', amount: 100 });
    const csv = await client.post('/api/v1/expenses/export', { format: 'csv', category: 'rent' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''%D0%B2%D0%B8%D1%82%D1%80%D0%B0%D1%82%D0%B8-2026-11-22.csv",
    );
    const text = csv.body as string;
    const [header, row, extra] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Дата,Тип,Категорія,Постачальник,Сума');
    expect(row).toContain(`2026-11-01,Витрата,Оренда,"'=HYPERLINK(""http://evil"")",1234.56,UAH`);
    expect(extra).toBeUndefined();
    const xlsx = await client.post('/api/v1/expenses/export', { format: 'xlsx' });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('data lists', () => {
  it('expense categories and currencies in the caller language', async () => {
    const { client } = await owner(h);
    const cats = await client.get('/api/v1/data/expense-categories');
    expect(cats.body.data).toHaveLength(14);
    expect(cats.body.data[0]).toEqual({ key: 'rent', name: 'Rent' });
    client.setLocale('uk');
    expect((await client.get('/api/v1/data/expense-categories')).body.data.at(-1)).toEqual({ key: 'other', name: 'Інше' });
    const cur = (await client.get('/api/v1/data/currencies')).body.data as { code: string; name: string; exponent: number }[];
    expect(cur.slice(0, 2).map((c) => c.code)).toEqual(['UAH', 'GBP']);
    expect(cur.find((c) => c.code === 'UAH')?.name).toMatch(/гривня/i);
    expect(cur.find((c) => c.code === 'JPY')?.exponent).toBe(0);
    expect(cur.find((c) => c.code === 'KWD')?.exponent).toBe(3);
    expect((await h.client_().get('/api/v1/data/currencies')).status).toBe(401);
  });
});

// Silence an unused import warning when filters change.
void and;
