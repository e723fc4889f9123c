import { expenses as expensesTable, payments, sales } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../src/shared/money';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { byVoucher, card, cash, sell, till } from './support/payments';
import { product, shop, voucher } from './support/sales';

/** An outsider's attacks on the money area, its edges: overflowing totals, zone midnights, refund dates, a voucher paying for itself, date bounds. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('totals that would pass MAX_AMOUNT_MINOR', () => {
  it('a sale whose quantity × price passes the limit is refused with a clear message and nothing is stored', async () => {
    const s = await shop(h);
    const big = await s.c.post('/api/v1/products', { name: 'Gold', price: MAX_AMOUNT_MINOR });
    expect(big.status).toBe(200);
    const over = await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(big.body.data.id, 2)] });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('SALE_TOTAL_TOO_LARGE');
    expect(over.body.message).toBe('The sale comes to more than £100,000,000.00: split it into smaller sales.');
    // Two lines each at the limit: the same.
    const two = await s.c.post('/api/v1/sales', {
      client_id: s.clientId,
      lines: [product(big.body.data.id), product(big.body.data.id)],
    });
    expect(two.body.code).toBe('SALE_TOTAL_TOO_LARGE');
    // A discount bringing it back under does not matter: the subtotal is what is stored too.
    const uk = await s.c.post(
      '/api/v1/sales',
      { client_id: s.clientId, lines: [product(big.body.data.id, 1000)] },
      { 'x-locale': 'uk' },
    );
    expect(uk.body.code).toBe('SALE_TOTAL_TOO_LARGE');
    expect(uk.body.message).toMatch(/^Сума продажу перевищує 100\s000\s000,00/);
    expect(await h.db.select().from(sales)).toHaveLength(0);
    // Exactly at the limit is fine.
    const at = await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(big.body.data.id, 1)] });
    expect(at.status).toBe(200);
    expect(at.body.data.total).toBe(MAX_AMOUNT_MINOR);
  });

  it('an items voucher worth more than the limit is refused (en and uk), writing nothing', async () => {
    const s = await shop(h);
    const big = (await s.c.post('/api/v1/products', { name: 'Gold', price: MAX_AMOUNT_MINOR })).body.data.id;
    const body = { name: 'Treasure', kind: 'items', colour: '#2563eb', included: [{ type: 'product', id: big, quantity: 2 }] };
    const res = await s.c.post('/api/v1/gift-voucher', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors.included, JSON.stringify(res.body)).toEqual(['Must be £100,000,000.00 or less']);
    const uk = await s.c.post('/api/v1/gift-voucher', body, { 'x-locale': 'uk' });
    expect(uk.body.errors.included[0]).toMatch(/^Має бути не більше ніж 100\s000\s000,00/);
    // Updating an existing one past the limit: the same.
    const put = await s.c.put(`/api/v1/gift-voucher/${s.pamper}`, body);
    expect(put.body.errors.included).toEqual(['Must be £100,000,000.00 or less']);
    const list = (await s.c.get('/api/v1/gift-voucher')).body.data.map((v: { name: string }) => v.name);
    expect(list).not.toContain('Treasure');
    expect((await s.c.get(`/api/v1/gift-voucher/${s.pamper}`)).body.data.name).toBe('Pamper day');
    // Worth exactly the limit is fine.
    const at = await s.c.post('/api/v1/gift-voucher', { ...body, included: [{ type: 'product', id: big, quantity: 1 }] });
    expect(at.status).toBe(200);
    // Its product's price raised afterwards: selling it would issue a voucher worth 2 × the limit.
    const comb = await s.c.post('/api/v1/gift-voucher', {
      ...body,
      name: 'Combs',
      included: [{ type: 'product', id: s.comb, quantity: 2 }],
    });
    await s.c.put(`/api/v1/products/${s.comb}`, { name: 'Comb', price: MAX_AMOUNT_MINOR });
    const sold = await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [voucher(comb.body.data.id)] });
    expect(sold.body.code).toBe('SALE_TOTAL_TOO_LARGE');
    expect(await h.db.select().from(sales)).toHaveLength(0);
  });

  it('amounts: 0, negative, floats, strings, NaN and MAX + 1 are refused; 1 and MAX are taken', async () => {
    const s = await till(h);
    for (const amount of [0, -1, 1.5, '100', null, MAX_AMOUNT_MINOR + 1, 'NaN']) {
      const res = await s.c.post('/api/v1/payments', { payments: [{ method: 'cash', amount }] });
      expect(res.status, JSON.stringify(amount)).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    const nan = await s.c.post('/api/v1/payments', '{"payments":[{"method":"cash","amount":NaN}]}');
    expect([400, 422]).toContain(nan.status);
    expect(nan.body.message).toEqual(expect.any(String));
    expect((await s.c.post('/api/v1/payments', { payments: [cash(1)] })).status).toBe(200);
    expect((await s.c.post('/api/v1/payments', { payments: [cash(MAX_AMOUNT_MINOR)] })).status).toBe(200);
    // 11 payments, 51 items: refused.
    const eleven = await s.c.post('/api/v1/payments', { payments: Array.from({ length: 11 }, () => cash(1)) });
    expect(eleven.body.code).toBe('VALIDATION_ERROR');
    const fiftyOne = await s.c.post('/api/v1/payments', {
      items: Array.from({ length: 51 }, () => pay(s.apptId, s.clientId)),
      payments: [cash(1)],
    });
    expect(fiftyOne.body.code).toBe('VALIDATION_ERROR');
    expect(await h.db.select().from(payments)).toHaveLength(2);
  });
});

describe("the business zone's midnight", () => {
  it("a payment dated today in Kyiv while UTC is still yesterday is today's (taken now), and tomorrow is refused", async () => {
    const s = await till(h, 'uk');
    // 23:30 UTC on the 22nd is 01:30 on the 23rd in Kyiv.
    h.clock.now = new Date('2026-11-22T23:30:00.000Z');
    const res = await s.c.post('/api/v1/payments', {
      items: [pay(s.apptId, s.clientId)],
      payments: [cash(1000)],
      date: '2026-11-23',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.payments[0]).toMatchObject({ date: '2026-11-23', taken_at: '2026-11-22T23:30:00.000Z' });
    const tomorrow = await s.c.post('/api/v1/payments', { payments: [cash(1)], date: '2026-11-24' });
    expect(tomorrow.body.code).toBe('PAYMENT_FUTURE_DATE');
    expect(tomorrow.body.message).not.toMatch(/[A-Za-z]{4,}/);
    // It is in today's (Kyiv) income, not yesterday's.
    const today = (await s.c.get('/api/v1/payments/statistic?start_date=2026-11-23&end_date=2026-11-23')).body.data;
    expect(today).toMatchObject({ income: 1000 });
  });
});

describe('refund dates', () => {
  it('a refund cannot be dated before the payment it gives back (en and uk); on or after is fine', async () => {
    const s = await till(h);
    const res = await s.c.post('/api/v1/payments', {
      items: [pay(s.apptId, s.clientId)],
      payments: [card(3500)],
      date: '2026-11-20',
    });
    const id = res.body.data.payments[0].id;
    const early = await s.c.post(`/api/v1/payments/refund/${id}`, { amount: 100, date: '2026-11-19' });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      code: 'REFUND_BEFORE_PAYMENT',
      message: 'A refund cannot be dated before the payment it gives back (2026-11-20).',
    });
    const uk = await s.c.post(`/api/v1/payments/refund/${id}`, { amount: 100, date: '1900-01-01' }, { 'x-locale': 'uk' });
    expect(uk.body.code).toBe('REFUND_BEFORE_PAYMENT');
    expect(uk.body.message).not.toMatch(/[A-Za-z]{4,}/);
    expect((await h.db.select().from(payments)).filter((p) => p.kind === 'refund')).toHaveLength(0);
    const same = await s.c.post(`/api/v1/payments/refund/${id}`, { amount: 100, date: '2026-11-20' });
    expect(same.status).toBe(200);
    expect(same.body.data.date).toBe('2026-11-20');
    expect((await s.c.post(`/api/v1/payments/refund/${id}`, { amount: 100 })).status).toBe(200);
  });
});

describe('a voucher paying for itself', () => {
  it('a gift voucher cannot pay the sale it was sold in (en and uk); it can pay another one', async () => {
    const s = await till(h);
    const sale = await sell(s, [voucher(s.giftCard), product(s.comb)]);
    const code = sale.vouchers[0].code as string;
    const self = await s.c.post('/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [byVoucher(4500, code)] });
    expect(self.status).toBe(422);
    expect(self.body).toEqual({
      code: 'VOUCHER_PAYS_OWN_SALE',
      message: 'A gift voucher cannot pay for the sale it was bought in.',
    });
    // Mixed with other items, or split with cash: the same.
    const mixed = await s.c.post(
      '/api/v1/payments',
      { items: [pay(s.apptId, s.clientId), { sale_id: sale.id }], payments: [cash(100), byVoucher(3000, code)] },
      { 'x-locale': 'uk' },
    );
    expect(mixed.body.code).toBe('VOUCHER_PAYS_OWN_SALE');
    expect(mixed.body.message).not.toMatch(/[A-Za-z]{4,}/);
    expect(await h.db.select().from(payments)).toHaveLength(0);
    const detail = (await s.c.get(`/api/v1/sales/${sale.id}`)).body.data;
    expect(detail.vouchers[0].amount_left).toBe(5000);
    // Paying another sale with it is what it is for.
    const other = await sell(s, [product(s.shampoo)]);
    expect(
      (await s.c.post('/api/v1/payments', { items: [{ sale_id: other.id }], payments: [byVoucher(1250, code)] })).status,
    ).toBe(200);
  });
});

describe('date bounds', () => {
  it('a recurring expense near 2100 makes no copy past the last date the app accepts; 1899 is refused', async () => {
    const s = await till(h);
    const late = await s.c.post('/api/v1/expenses', {
      category: 'rent',
      amount: 1000,
      date: '2100-06-30',
      recurring: { frequency: 'monthly' },
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const list = await s.c.get('/api/v1/expenses?start_date=2100-01-01&end_date=2100-12-31&per_page=100');
    expect(list.status).toBe(200);
    const dates = list.body.data.map((e: { date: string }) => e.date);
    expect(dates.length).toBeGreaterThan(0);
    const rows = (await h.db.select().from(expensesTable)).map((e) => e.date);
    expect(rows.every((d) => d <= '2100-12-31')).toBe(true);
    const early = await s.c.post('/api/v1/expenses', { category: 'rent', amount: 1000, date: '1899-12-31' });
    expect(early.body.code).toBe('VALIDATION_ERROR');
    const payment = await s.c.post('/api/v1/payments', { payments: [cash(1)], date: '1899-12-31' });
    expect(payment.body.code).toBe('VALIDATION_ERROR');
  });
});
