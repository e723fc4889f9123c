import { expenses as expensesTable, packageCredits, paymentAllocations, payments, sales, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../src/shared/money';
import { type Harness, makeHarness } from './support/harness';
import { service } from './support/offerings';
import { book, byVoucher, card, cash, sell, till } from './support/payments';
import { pkg, product, shop, voucher } from './support/sales';

/** An outsider's attacks on the money area: overflowing totals, zone midnights, races, read-only mode, languages. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const pay = (apptId: string, clientId: string, extra: Record<string, unknown> = {}) => ({
  appointment_id: apptId,
  client_id: clientId,
  ...extra,
});

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

describe('races', () => {
  it('parallel refunds of one payment beyond its amount: the refunds never pass it, and the ledger sums exactly', async () => {
    const s = await till(h);
    const res = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [card(3500)] });
    const id = res.body.data.payments[0].id;
    const all = await Promise.all(Array.from({ length: 20 }, () => s.c.post(`/api/v1/payments/${id}/refund`, { amount: 1000 })));
    expect(all.filter((r) => r.status === 200)).toHaveLength(3);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'REFUND_TOO_LARGE')).toBe(true);
    const rows = await h.db.select().from(payments);
    expect(rows.reduce((sum, p) => sum + p.amount, 0)).toBe(500);
    expect((await s.c.get(`/api/v1/payments/${id}`)).body.data.refunded).toBe(3000);
  });

  it('parallel package uses of the last session: one booking is paid with it, the others are refused', async () => {
    const s = await till(h);
    await sell(s, [pkg(s.fiveCuts)]);
    const [credit] = await h.db.select().from(packageCredits).where(eq(packageCredits.service_id, s.cut));
    await h.db
      .update(packageCredits)
      .set({ used: (credit?.quantity ?? 5) - 1 })
      .where(eq(packageCredits.id, credit?.id ?? ''));
    const appts = [s.apptId];
    for (const time of ['11:00', '12:00', '13:00', '14:00']) appts.push(await book(s, s.cut, '2026-11-20', time));
    const all = await Promise.all(
      appts.map((a) => s.c.post('/api/v1/payments', { items: [pay(a, s.clientId, { use_package: true })] })),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'PACKAGE_NONE_LEFT')).toBe(true);
    const [after] = await h.db
      .select()
      .from(packageCredits)
      .where(eq(packageCredits.id, credit?.id ?? ''));
    expect(after?.used).toBe(after?.quantity);
  });

  it('parallel voucher spends and refunds: the amount left always equals the value less the ledger', async () => {
    const s = await till(h);
    const sale = await sell(s, [voucher(s.giftCard)]);
    const code = sale.vouchers[0].code as string;
    const first = await s.c.post('/api/v1/payments', { payments: [byVoucher(2000, code)] });
    const firstId = first.body.data.payments[0].id;
    const all = await Promise.all([
      ...Array.from({ length: 10 }, () => s.c.post('/api/v1/payments', { payments: [byVoucher(1000, code)] })),
      ...Array.from({ length: 5 }, () => s.c.post(`/api/v1/payments/${firstId}/refund`, { amount: 500 })),
    ]);
    expect(all.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const detail = (await s.c.get(`/api/v1/sales/${sale.id}`)).body.data;
    const left = detail.vouchers[0].amount_left as number;
    const ledger = (await h.db.select().from(payments)).filter((p) => p.method === 'gift_voucher');
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(5000 - ledger.reduce((sum, p) => sum + p.amount, 0));
  });

  it('a checkout racing the delete of its sale: never a deleted sale with live money on it', async () => {
    const s = await till(h);
    for (let round = 0; round < 5; round++) {
      const sale = await sell(s, [product(s.comb)]);
      await Promise.all([
        s.c.post('/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [cash(399)] }),
        s.c.del(`/api/v1/sales/${sale.id}`),
      ]);
      const [row] = await h.db.select().from(sales).where(eq(sales.id, sale.id));
      const allocs = await h.db.select().from(paymentAllocations).where(eq(paymentAllocations.sale_id, sale.id));
      const kept = allocs.reduce((sum, a) => sum + a.amount, 0);
      if (row?.deleted_at) expect(kept).toBe(0);
    }
  });
});

describe('read-only mode and plans', () => {
  it('every new write is refused when the subscription has run out, in the caller language', async () => {
    const s = await till(h);
    const sale = await sell(s, [product(s.comb)]);
    const paid = await s.c.post('/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [cash(399)] });
    const pid = paid.body.data.payments[0].id;
    const exp = await s.c.post('/api/v1/expenses', { category: 'rent', amount: 1000, date: '2026-11-20' });
    expect(exp.status).toBe(200);
    // A paid plan whose payment failed, the trial over: read-only (SPEC 4).
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Premium', trial_ends_at: new Date(h.clock.now.getTime() - 86_400_000), has_incomplete_payment: true })
      .where(eq(subscriptions.business_id, s.user.business.id));
    const writes: [string, string, unknown?][] = [
      ['post', '/api/v1/payments', { payments: [cash(100)] }],
      ['post', `/api/v1/payments/${pid}/refund`, { amount: 1 }],
      ['del', `/api/v1/payments/${pid}`],
      ['del', `/api/v1/payments/checkout/${paid.body.data.checkout_id}`],
      ['post', '/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb)] }],
      ['del', `/api/v1/sales/${sale.id}`],
      ['post', '/api/v1/products', { name: 'X', price: 1 }],
      ['put', `/api/v1/products/${s.comb}`, { name: 'X', price: 1 }],
      ['del', `/api/v1/products/${s.comb}`],
      ['post', '/api/v1/gift-voucher', { name: 'V', kind: 'amount', amount: 100 }],
      ['put', `/api/v1/gift-voucher/${s.giftCard}`, { name: 'V', kind: 'amount', amount: 100 }],
      ['del', `/api/v1/gift-voucher/${s.giftCard}`],
      ['post', '/api/v1/expenses', { category: 'rent', amount: 1000, date: '2026-11-20' }],
      ['put', `/api/v1/expenses/${exp.body.data.id}`, { category: 'rent', amount: 1000, date: '2026-11-20' }],
      ['del', `/api/v1/expenses/${exp.body.data.id}`],
    ];
    for (const locale of ['en', 'uk'] as const) {
      s.c.setLocale(locale);
      for (const [method, path, body] of writes) {
        const res =
          method === 'post' ? await s.c.post(path, body) : method === 'put' ? await s.c.put(path, body) : await s.c.del(path);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code, `${method} ${path}`).toBe('READ_ONLY');
        if (locale === 'uk') expect(res.body.message, `${method} ${path}`).not.toMatch(/[A-Za-z]{4,}/);
      }
    }
    expect(await h.db.select().from(payments)).toHaveLength(1);
  });
});

describe('every refusal reads in Ukrainian', () => {
  it('bad bodies to every new write answer Ukrainian messages, with no raw codes or English words', async () => {
    const s = await till(h, 'uk');
    const sale = await sell(s, [product(s.comb)]);
    const paid = await s.c.post('/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [cash(399)] });
    const pid = paid.body.data.payments[0].id;
    const exp = await s.c.post('/api/v1/expenses', { category: 'rent', amount: 1000, date: '2026-11-20' });
    const gone = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['post', '/api/v1/payments', {}],
      ['post', '/api/v1/payments', { payments: [{ method: 'bitcoin', amount: -1 }] }],
      ['post', '/api/v1/payments', { payments: [{ method: 'gift_voucher', amount: 100 }] }],
      ['post', '/api/v1/payments', { payments: [byVoucher(100, 'NOPE-NOPE')] }],
      ['post', '/api/v1/payments', { payments: [cash(100)], date: '2100-01-01' }],
      ['post', '/api/v1/payments', { payments: [cash(100)], date: '1899-12-31' }],
      ['post', '/api/v1/payments', { payments: [cash(100)], date: '2026-02-30' }],
      ['post', '/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [cash(500, 100)] }],
      ['post', '/api/v1/payments', { items: [{ sale_id: gone }], payments: [cash(1)] }],
      ['post', '/api/v1/payments', { items: [pay(s.apptId, s.clientId, { use_package: true })] }],
      ['post', `/api/v1/payments/${pid}/refund`, { amount: 400 }],
      ['post', `/api/v1/payments/${pid}/refund`, { amount: 'x' }],
      ['del', `/api/v1/payments/${gone}`],
      ['post', '/api/v1/sales', {}],
      ['post', '/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 1001)] }],
      ['post', '/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 0)] }],
      ['post', '/api/v1/sales', { client_id: s.clientId, lines: [product(s.shampoo, 6)] }],
      ['post', '/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 1, { discount_amount: 400 })] }],
      ['post', '/api/v1/sales', { lines: [pkg(s.fiveCuts)] }],
      ['post', '/api/v1/sales', { client_id: s.clientId, lines: [{ kind: 'horse', item_id: s.comb }] }],
      ['post', '/api/v1/products', { name: '', price: -1, stock: 1.5 }],
      ['post', '/api/v1/products', { name: 'x'.repeat(10_000), price: MAX_AMOUNT_MINOR + 1 }],
      ['post', '/api/v1/gift-voucher', { name: 'V', kind: 'amount' }],
      ['post', '/api/v1/gift-voucher', { name: 'V', kind: 'items', included: [{ type: 'service', id: gone }] }],
      ['post', '/api/v1/gift-voucher', { name: 'V', kind: 'amount', amount: 100, colour: 'red', expiry_date: '2020-01-01' }],
      ['post', '/api/v1/expenses', { category: 'nonsense', amount: 0, date: 'today' }],
      ['post', '/api/v1/expenses', { type: 'mileage', category: 'travel', date: '2026-11-20', distance: -5 }],
      [
        'put',
        `/api/v1/expenses/${exp.body.data.id}`,
        { category: 'rent', amount: 1000, date: '2026-11-20', recurring_range: 'sometimes' },
      ],
      ['del', `/api/v1/expenses/${gone}`],
      ['del', `/api/v1/sales/${gone}`],
    ];
    const english: string[] = [];
    for (const [method, path, body] of calls) {
      const res =
        method === 'post' ? await s.c.post(path, body) : method === 'put' ? await s.c.put(path, body) : await s.c.del(path);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      const texts = [res.body.message, ...Object.values(res.body.errors ?? {}).flat()] as string[];
      for (const t of texts) {
        // Product and item names are the owner's (Comb, Shampoo); codes like GBP and JSON are fine.
        const words = String(t)
          .replace(/NOPE-NOPE|Comb|Shampoo|Five cuts|JSON|GBP|UAH|JPEG|PNG|WebP|PDF|URL|CSRF/g, '')
          .match(/[A-Za-z_]{4,}/g);
        if (words) english.push(`${method} ${path}: ${t}`);
      }
    }
    expect(english).toEqual([]);
  });
});

describe("another business's ids in queries", () => {
  it('lists filtered by a client of another business hold nothing of theirs; their client tabs are NOT_FOUND', async () => {
    const a = await till(h);
    const b = await till(h);
    const bSale = await sell(b, [product(b.comb)]);
    await b.c.post('/api/v1/payments', { items: [{ sale_id: bSale.id }], payments: [cash(399)] });
    await b.c.post('/api/v1/payments', { items: [pay(b.apptId, b.clientId)], payments: [cash(1000)] });
    const leaks: string[] = [];
    for (const path of [
      `/api/v1/payments?client_id=${b.clientId}`,
      `/api/v1/payments/appointment?client_id=${b.clientId}`,
      `/api/v1/payments/sale?client_id=${b.clientId}`,
      `/api/v1/sales?client_id=${b.clientId}`,
      `/api/v1/package-credits?client_id=${b.clientId}`,
      `/api/v1/payments/left-to-pay/appointment?client_id=${b.clientId}`,
      `/api/v1/payments/left-to-pay/sale?client_id=${b.clientId}`,
      `/api/v1/payments/left-to-pay/statistic?client_id=${b.clientId}`,
      `/api/v1/clients/payments/${b.clientId}`,
      `/api/v1/clients/sales/${b.clientId}`,
    ]) {
      const res = await a.c.get(path);
      const text = JSON.stringify(res.body);
      if (res.status === 200 && (text.includes(bSale.id) || text.includes(b.apptId) || /"total":[1-9]/.test(text)))
        leaks.push(`${path}: ${text.slice(0, 200)}`);
      if (res.status !== 200 && res.status !== 404) leaks.push(`${path}: ${res.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it("an occurrence of another business's series, with its own or their client, is NOT_FOUND and detaches nothing", async () => {
    const a = await till(h);
    const b = await till(h);
    const series = await book(b, b.beard, '2026-11-02', '09:00', {
      recurring: { frequency: 'weekly', start_date: '2026-11-02', end_date: '2026-12-28' },
    });
    const seriesId = (await b.c.get(`/api/v1/appointments/${series}`)).body.data.series_id;
    const occurrence = `${seriesId}_2026-11-16`;
    for (const clientId of [a.clientId, b.clientId]) {
      const res = await a.c.post('/api/v1/payments', { items: [pay(occurrence, clientId)], payments: [card(1500)] });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      const pkgUse = await a.c.post('/api/v1/payments', { items: [pay(occurrence, clientId, { use_package: true })] });
      expect(pkgUse.status).toBe(404);
    }
    // B's series is whole: the occurrence is still virtual (not detached) and unpaid.
    const after = await b.c.get(`/api/v1/appointments/${occurrence}`);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ payment_status: 'unpaid' });
    expect(await h.db.select().from(payments)).toHaveLength(0);
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
    const early = await s.c.post(`/api/v1/payments/${id}/refund`, { amount: 100, date: '2026-11-19' });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      code: 'REFUND_BEFORE_PAYMENT',
      message: 'A refund cannot be dated before the payment it gives back (2026-11-20).',
    });
    const uk = await s.c.post(`/api/v1/payments/${id}/refund`, { amount: 100, date: '1900-01-01' }, { 'x-locale': 'uk' });
    expect(uk.body.code).toBe('REFUND_BEFORE_PAYMENT');
    expect(uk.body.message).not.toMatch(/[A-Za-z]{4,}/);
    expect((await h.db.select().from(payments)).filter((p) => p.kind === 'refund')).toHaveLength(0);
    const same = await s.c.post(`/api/v1/payments/${id}/refund`, { amount: 100, date: '2026-11-20' });
    expect(same.status).toBe(200);
    expect(same.body.data.date).toBe('2026-11-20');
    expect((await s.c.post(`/api/v1/payments/${id}/refund`, { amount: 100 })).status).toBe(200);
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

describe('Ukrainian search', () => {
  it('the income and left-to-pay lists find Cyrillic client, title and item names however they are typed', async () => {
    const s = await till(h, 'uk');
    const ira = (await s.c.post('/api/v1/clients', { first_name: 'Ірина', last_name: 'Шевченко' })).body.data.id;
    const cut = (await s.c.post('/api/v1/services', { ...service('Стрижка', 3500) })).body.data.id;
    const appt = (
      await s.c.post('/api/v1/appointments', {
        type: 'appointment',
        service_id: cut,
        client_ids: [ira],
        date: '2026-11-20',
        start_time: '15:00',
        allow_overlap: true,
      })
    ).body.data.id;
    const soap = (await s.c.post('/api/v1/products', { name: 'Мило', price: 500 })).body.data.id;
    const sale = (await s.c.post('/api/v1/sales', { client_id: ira, lines: [product(soap, 2)] })).body.data;
    await s.c.post('/api/v1/payments', { items: [pay(appt, ira)], payments: [cash(1000)], note: 'Передоплата' });
    await s.c.post('/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [cash(100)] });
    const q = (path: string, search: string) =>
      s.c.get(`${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}`).then((r) => r.body.data);
    for (const typed of ['ірина', 'Ірина', 'ІРИНА', 'шевч', 'ірина шевченко']) {
      expect((await q('/api/v1/payments', typed)).length, typed).toBe(2);
      expect((await q('/api/v1/payments/left-to-pay/appointment', typed)).length, typed).toBe(1);
      expect((await q('/api/v1/payments/left-to-pay/sale', typed)).length, typed).toBe(1);
    }
    expect((await q('/api/v1/payments', 'передоплата')).length).toBe(1);
    expect((await q('/api/v1/payments/left-to-pay/appointment', 'стрижка')).length).toBe(1);
    expect((await q('/api/v1/payments/left-to-pay/sale', 'мило')).length).toBe(1);
    // A wildcard is a literal character, not "anything".
    expect(await q('/api/v1/payments', '%')).toEqual([]);
    // Expenses: supplier, notes and places, as typed or in lower case.
    await s.c.post('/api/v1/expenses', {
      category: 'rent',
      amount: 1000,
      date: '2026-11-20',
      supplier: 'Епіцентр',
      notes: 'Фарба',
    });
    for (const typed of ['Епіцентр', 'епіц', 'ЕПІЦЕНТР', 'фарба']) {
      expect((await q('/api/v1/expenses', typed)).length, typed).toBe(1);
    }
  });
});
