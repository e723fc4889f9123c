import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rent, rowsOf } from './support/expenses';
import { type Harness, makeHarness } from './support/harness';
import { owner } from './support/offerings';

/** Recurring expenses: one row per date in a series, and editing or deleting one or all future ones. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('recurring expenses', () => {
  it('stores one row per date (12 months by default; month ends kept) sharing a series id', async () => {
    const { client, user } = await owner(h);
    const res = await client.post('/api/v1/expenses', { ...rent, date: '2026-01-31', recurring: { frequency: 'monthly' } });
    expect(res.status).toBe(200);
    const rows = await rowsOf(h, user.business.id);
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
    const rows = await rowsOf(h, user.business.id);
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
    expect((await rowsOf(h, user.business.id)).map((r) => [r.date, r.amount])).toEqual([
      ['2026-01-15', 120000],
      ['2026-02-15', 120000],
      ['2026-03-16', 100],
      ['2026-04-15', 120000],
      ['2026-05-15', 120000],
      ['2026-06-15', 120000],
    ]);

    // This and all future ones, from February: March's own change is overwritten too.
    const feb = (await rowsOf(h, user.business.id))[1]?.id as string;
    const future = await client.put(`/api/v1/expenses/${feb}`, {
      ...rent,
      date: '2026-02-15',
      amount: 130000,
      recurring_range: 'future',
      recurring: { frequency: 'monthly', repeat_until: '2026-06-30' },
    });
    expect(future.status).toBe(200);
    let after = await rowsOf(h, user.business.id);
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
    expect((await rowsOf(h, user.business.id)).map((r) => r.date)).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
      '2026-05-15',
    ]);
    after = await rowsOf(h, user.business.id);
    expect((await client.del(`/api/v1/expenses/${after[2]?.id}?recurring_range=future`)).status).toBe(200);
    after = await rowsOf(h, user.business.id);
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
    let rows = await rowsOf(h, user.business.id);
    expect(rows.map((r) => r.date)).toEqual(['2026-01-01', '2026-01-08', '2026-01-15', '2026-01-22', '2026-01-29']);
    await client.put(`/api/v1/expenses/${rows[2]?.id}`, {
      ...rent,
      date: '2026-01-15',
      recurring: null,
      recurring_range: 'future',
    });
    rows = await rowsOf(h, user.business.id);
    expect(rows.map((r) => [r.date, r.repeat_until])).toEqual([
      ['2026-01-01', '2026-01-15'],
      ['2026-01-08', '2026-01-15'],
      ['2026-01-15', '2026-01-15'],
    ]);
  });
});
