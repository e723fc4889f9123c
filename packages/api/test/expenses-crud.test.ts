import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rent, trip } from './support/expenses';
import { type Harness, makeHarness } from './support/harness';
import { owner } from './support/offerings';

/** Expenses: create, read, list, update and delete; the statistic and the export; the category and currency lists. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

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
