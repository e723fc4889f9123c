import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../src/shared/money';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { service } from './support/offerings';
import { byVoucher, cash, sell, till } from './support/payments';
import { pkg, product } from './support/sales';

/** An outsider's attacks on the money area, in Ukrainian: every refusal reads in Ukrainian, Cyrillic search. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

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
      ['post', `/api/v1/payments/refund/${pid}`, { amount: 400 }],
      ['post', `/api/v1/payments/refund/${pid}`, { amount: 'x' }],
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
