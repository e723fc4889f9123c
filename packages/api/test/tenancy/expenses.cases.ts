import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

/**
 * Expenses, mileage, receipts and the data lists: A can never read, change,
 * delete or count B's expenses; B's trips never use up A's car band.
 */
const secret = {
  type: 'expense',
  category: 'rent',
  date: '2026-11-01',
  amount: 77700,
  supplier: 'Secret Supplier',
  notes: 'Secret',
};
const mine = { type: 'expense', category: 'software', date: '2026-11-02', amount: 1000, supplier: 'Mine Supplier' };
const trip = (distance: number) => ({
  type: 'mileage',
  date: '2026-11-03',
  from_location: 'A',
  to_location: 'B',
  distance,
  distance_unit: 'mile',
  vehicle: 'car',
});

export async function seed(t: TenancyWorld) {
  t.ids['expenses.b'] = (await t.b.client.post('/api/v1/expenses', secret)).body.data.id;
  t.ids['expenses.b.series'] = (
    await t.b.client.post('/api/v1/expenses', { ...secret, recurring: { frequency: 'monthly', repeat_until: '2027-01-31' } })
  ).body.data.id;
  await t.b.client.post('/api/v1/expenses', trip(9990));
  t.ids['expenses.a'] = (await t.a.client.post('/api/v1/expenses', mine)).body.data.id;
}

async function bUnchanged(t: TenancyWorld) {
  const one = await t.b.client.get(`/api/v1/expenses/${t.ids['expenses.b']}`);
  expect(one.body.data).toMatchObject({ amount: 77700, supplier: 'Secret Supplier' });
  const all = await t.b.client.get('/api/v1/expenses?per_page=100');
  expect(all.body.meta.total).toBe(5);
}

export const cases = (t: TenancyWorld): Cases => ({
  'expenses.list': async () => {
    const res = await t.a.client.get('/api/v1/expenses?per_page=100&search=Supplier');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('Mine Supplier');
    expect(JSON.stringify(res.body)).not.toContain('Secret');
  },
  'expenses.get': async () => {
    expect((await t.a.client.get(`/api/v1/expenses/${t.ids['expenses.a']}`)).status).toBe(200);
    await t.notFoundForA('GET', `/api/v1/expenses/${t.ids['expenses.b']}`);
  },
  'expenses.create': async () => {
    // Ids in the body are ignored: the expense is A's own, priced from A's own trips.
    const res = await t.a.client.post('/api/v1/expenses', {
      ...trip(10),
      id: t.ids['expenses.b'],
      business_id: t.b.user.business.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.id).not.toBe(t.ids['expenses.b']);
    expect(res.body.data.amount).toBe(450);
    await bUnchanged(t);
  },
  'expenses.update': async () => {
    await t.notFoundForA('PUT', `/api/v1/expenses/${t.ids['expenses.b']}`, { ...secret, amount: 1 });
    await t.notFoundForA('PUT', `/api/v1/expenses/${t.ids['expenses.b.series']}`, {
      ...secret,
      amount: 1,
      recurring_range: 'future',
    });
    expect((await t.a.client.put(`/api/v1/expenses/${t.ids['expenses.a']}`, { ...mine, amount: 1001 })).status).toBe(200);
    await bUnchanged(t);
  },
  'expenses.remove': async () => {
    await t.notFoundForA('DELETE', `/api/v1/expenses/${t.ids['expenses.b']}`);
    await t.notFoundForA('DELETE', `/api/v1/expenses/${t.ids['expenses.b.series']}?recurring_range=future`);
    const own = (await t.a.client.post('/api/v1/expenses', mine)).body.data.id;
    expect((await t.a.client.del(`/api/v1/expenses/${own}`)).status).toBe(200);
    await bUnchanged(t);
  },
  'expenses.statistic': async () => {
    const res = await t.a.client.get('/api/v1/expenses/statistic?from=2026-01-01&to=2027-12-31');
    expect(res.status).toBe(200);
    expect(res.body.data.by_category.map((c: { category: string }) => c.category)).not.toContain('rent');
    expect(JSON.stringify(res.body)).not.toContain('77700');
  },
  'expenses.export': async () => {
    const res = await t.a.client.post('/api/v1/expenses/export', { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Mine Supplier');
    expect(res.body).not.toContain('Secret');
  },
  'expenses.mileageRates': async () => {
    const res = await t.a.client.get(`/api/v1/expenses/mileage-rates?date=2026-11-30&id=${t.ids['expenses.b']}`);
    expect(res.status).toBe(200);
    // B's 9,990 miles are not A's.
    expect(res.body.data.car_distance_before).toBeLessThan(9990 * 100);
  },
  'expenses.removeReceipt': async () => {
    await t.notFoundForA('DELETE', `/api/v1/expenses/${t.ids['expenses.b']}/receipt`);
    expect((await t.a.client.del(`/api/v1/expenses/${t.ids['expenses.a']}/receipt`)).status).toBe(200);
    await bUnchanged(t);
  },
  'reference.currencies': async () => {
    const a = await t.a.client.get('/api/v1/data/currencies');
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual((await t.b.client.get('/api/v1/data/currencies')).body.data);
  },
  'reference.countries': async () => {
    const a = await t.a.client.get('/api/v1/data/countries');
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual((await t.b.client.get('/api/v1/data/countries')).body.data);
  },
  'reference.expenseCategories': async () => {
    const a = await t.a.client.get('/api/v1/data/expense-categories');
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual((await t.b.client.get('/api/v1/data/expense-categories')).body.data);
  },
});
