import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { book, card, cash, sell, till } from './support/payments';
import { product } from './support/sales';

/** What is left to pay, the income statistic, net income and the client's payments tab. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('left to pay, statistics, net income', () => {
  it('lists bookings and sales that still owe, with totals; series occurrences that started count', async () => {
    const s = await till(h);
    await book(s, s.beard, '2026-11-16', '09:00', {
      recurring: { frequency: 'weekly', start_date: '2026-11-16', end_date: '2026-12-28' },
    });
    await book(s, s.cut, '2026-11-25', '09:00'); // not started yet
    const sale = await sell(s, [product(s.shampoo)]);
    await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(1000)] });
    const appts = (await s.c.get('/api/v1/payments/left-to-pay/appointment')).body;
    expect(
      appts.data.map((r: { title: string; left_to_pay: number; status: string; date: string }) => [
        r.title,
        r.date,
        r.left_to_pay,
        r.status,
      ]),
    ).toEqual([
      ['Haircut', '2026-11-20', 2500, 'left_to_pay'],
      ['Beard trim', '2026-11-16', 1500, 'unpaid'],
    ]);
    const sales = (await s.c.get('/api/v1/payments/left-to-pay/sale')).body.data;
    expect(sales).toEqual([
      expect.objectContaining({ kind: 'sale', sale_id: sale.id, title: 'Shampoo', due: 1250, paid: 0, left_to_pay: 1250 }),
    ]);
    const stat = (await s.c.get('/api/v1/payments/left-to-pay/statistic')).body.data;
    expect(stat).toEqual({
      currency: 'GBP',
      total: 5250,
      appointments: { count: 2, amount: 4000 },
      sales: { count: 1, amount: 1250 },
    });
    expect((await s.c.get('/api/v1/payments/left-to-pay/appointment?search=beard')).body.data).toHaveLength(1);
  });

  it('statistic by method and type (income details), net income less expenses by period and category', async () => {
    const s = await till(h);
    await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(2000), card(1500)] });
    await s.c.post('/api/v1/payments', { payments: [cash(500)], date: '2026-10-10' });
    const stats = (await s.c.get('/api/v1/payments/statistic?start_date=2026-11-01&end_date=2026-11-30')).body.data;
    expect(stats).toMatchObject({
      income: 3500,
      count: 2,
      by_method: [
        { method: 'cash', amount: 2000, count: 1 },
        { method: 'card_payment', amount: 1500, count: 1 },
      ],
      by_type: [{ type: 'appointment', amount: 3500, count: 2 }],
    });
    const { expenses } = await import('@kairos/db');
    const businessId = s.user.business.id;
    await h.db.insert(expenses).values([
      { business_id: businessId, type: 'expense', category: 'rent', date: '2026-11-01', amount: 1000, currency: 'GBP' },
      { business_id: businessId, type: 'expense', category: 'supplies', date: '2026-10-03', amount: 200, currency: 'GBP' },
    ]);
    const net = (await s.c.get('/api/v1/payments/net-income?start_date=2026-10-01&end_date=2026-11-30&period=month')).body.data;
    expect(net).toEqual({
      currency: 'GBP',
      income: 4000,
      expenses: 1200,
      net: 2800,
      periods: [
        { start: '2026-10-01', income: 500, expenses: 200, net: 300 },
        { start: '2026-11-01', income: 3500, expenses: 1000, net: 2500 },
      ],
      by_category: [
        { category: 'rent', amount: 1000 },
        { category: 'supplies', amount: 200 },
      ],
    });
    const bad = await s.c.get('/api/v1/payments/statistic?start_date=2026-11-30&end_date=2026-11-01');
    expect(bad.status).toBe(422);
  });

  it("the client's payments tab", async () => {
    const s = await till(h);
    await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [card(3500)] });
    const tab = (await s.c.get(`/api/v1/clients/payments/${s.clientId}`)).body.data;
    expect(tab).toEqual([
      expect.objectContaining({
        type: 'appointment',
        title: 'Haircut, 20 Nov, 10:00',
        status: 'payment',
        amount: 3500,
        currency: 'GBP',
      }),
    ]);
  });
});
