import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { book, cash, sell, till } from './support/payments';
import { product } from './support/sales';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Row = {
  appointment_id: string | null;
  sale_id: string | null;
  at: string;
  left_to_pay: number;
  client: { first_name: string } | null;
};
const key = (r: Row) => `${r.appointment_id ?? r.sale_id}|${r.at}|${r.left_to_pay}|${r.client?.first_name ?? ''}`;

describe('left to pay: pages done in SQL', () => {
  it('pages of one row each, stored bookings merged with series occurrences, equal the whole list; totals agree', async () => {
    const s = await till(h);
    // Weekly occurrences (never stored) between stored bookings, and a part payment.
    await book(s, s.beard, '2026-11-02', '09:00', {
      recurring: { frequency: 'weekly', start_date: '2026-11-02', end_date: '2026-12-28' },
    });
    await book(s, s.cut, '2026-11-10', '11:00');
    await book(s, s.cut, '2026-11-17', '08:00');
    await s.c.post('/api/v1/payments', { items: [{ appointment_id: s.apptId, client_id: s.clientId }], payments: [cash(1000)] });
    await sell(s, [product(s.shampoo)]);
    await sell(s, [product(s.shampoo)]);

    const all = (await s.c.get('/api/v1/payments/left-to-pay/appointment?per_page=100')).body;
    expect(all.meta.total).toBe(all.data.length);
    expect(all.data.length).toBe(6);
    // Three started occurrences of the series (ids `<series>_<date>`) among three stored bookings.
    expect(all.data.filter((r: Row) => /_\d{4}-\d{2}-\d{2}$/.test(r.appointment_id ?? ''))).toHaveLength(3);
    expect(all.data.every((r: Row) => r.client?.first_name)).toBe(true);
    const paged: Row[] = [];
    for (let p = 1; p <= all.data.length + 1; p++) {
      const res = (await s.c.get(`/api/v1/payments/left-to-pay/appointment?per_page=1&page=${p}`)).body;
      expect(res.meta).toMatchObject({ total: 6, page: p, per_page: 1, last_page: 6 });
      paged.push(...res.data);
    }
    expect(paged.map(key)).toEqual(all.data.map(key));
    const sorted = [...all.data].sort((x: Row, y: Row) => y.at.localeCompare(x.at));
    expect(all.data.map((r: Row) => r.at)).toEqual(sorted.map((r: Row) => r.at));

    const salesAll = (await s.c.get('/api/v1/payments/left-to-pay/sale?per_page=100')).body.data;
    const salesPaged = [
      ...(await s.c.get('/api/v1/payments/left-to-pay/sale?per_page=1&page=1')).body.data,
      ...(await s.c.get('/api/v1/payments/left-to-pay/sale?per_page=1&page=2')).body.data,
      ...(await s.c.get('/api/v1/payments/left-to-pay/sale?per_page=1&page=3')).body.data,
    ];
    expect(salesPaged.map(key)).toEqual(salesAll.map(key));
    expect(salesAll).toHaveLength(2);

    const stat = (await s.c.get('/api/v1/payments/left-to-pay/statistic')).body.data;
    const sum = (rows: Row[]) => rows.reduce((t, r) => t + r.left_to_pay, 0);
    expect(stat.appointments).toEqual({ count: all.data.length, amount: sum(all.data) });
    expect(stat.sales).toEqual({ count: 2, amount: sum(salesAll) });
    expect(stat.total).toBe(sum(all.data) + sum(salesAll));
  });
});
