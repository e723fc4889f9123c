import { payments, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { book, card, cash, sell, till } from './support/payments';
import { product } from './support/sales';

/** An outsider's attacks on the money area, by access: read-only mode and plans, another business's ids in queries. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('read-only mode and plans', () => {
  it('every new write is refused when the subscription has run out, in the caller language', async () => {
    const s = await till(h);
    const sale = await sell(s, [product(s.comb)]);
    const paid = await s.c.post('/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [cash(399)] });
    const pid = paid.body.data.payments[0].id;
    const exp = await s.c.post('/api/v1/expenses', { category: 'rent', amount: 1000, date: '2026-11-20' });
    expect(exp.status).toBe(200);
    // A paid plan whose payment failed, the trial over: read-only (docs/product/appointments.md).
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Premium', trial_ends_at: new Date(h.clock.now.getTime() - 86_400_000), has_incomplete_payment: true })
      .where(eq(subscriptions.business_id, s.user.business.id));
    const writes: [string, string, unknown?][] = [
      ['post', '/api/v1/payments', { payments: [cash(100)] }],
      ['post', `/api/v1/payments/refund/${pid}`, { amount: 1 }],
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
