import { issuedVouchers, payments } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { paySale, stockOf } from './support/money';
import { product, shop, voucher } from './support/sales';

/** Sales under races: parallel sales against stock and voucher limits, parallel deletes, deletes racing voucher spends. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('parallel sales', () => {
  it('20 parallel sales of a product with 5 in stock: exactly 5 are made and the stock ends at 0', async () => {
    const s = await shop(h);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => s.c.post('/api/v1/sales', { lines: [product(s.shampoo)] })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'SALE_OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(h, s.shampoo)).toBe(0);
    expect((await s.c.get('/api/v1/sales')).body.meta.total).toBe(5);
  });

  it('20 parallel sales of a gift voucher limited to 5: exactly 5 vouchers are issued', async () => {
    const s = await shop(h);
    const limited = (
      await s.c.post('/api/v1/gift-voucher', { name: 'Limited', kind: 'amount', amount: 2000, colour: '#2563eb', sales_limit: 5 })
    ).body.data.id;
    const results = await Promise.all(Array.from({ length: 20 }, () => s.c.post('/api/v1/sales', { lines: [voucher(limited)] })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(15);
    expect(refused.map((r) => r.body.code)).toEqual(Array(15).fill('SALE_VOUCHER_SOLD_OUT'));
    expect(refused[0]?.body.message).toBe('The sales limit of this gift voucher is reached (0 of 5 left): Limited');
    const issued = await h.db.select().from(issuedVouchers).where(eq(issuedVouchers.gift_voucher_id, limited));
    expect(issued).toHaveLength(5);
    expect(new Set(issued.map((v) => v.code)).size).toBe(5);
    // Two at once when one is left: refused whole.
    const twoOfLimit = (
      await s.c.post('/api/v1/gift-voucher', { name: 'Pair', kind: 'amount', amount: 2000, colour: '#2563eb', sales_limit: 1 })
    ).body.data.id;
    const two = await s.c.post('/api/v1/sales', { lines: [voucher(twoOfLimit, 2)] });
    expect(two.body.message).toBe('The sales limit of this gift voucher is reached (1 of 1 left): Pair');
  });
});

describe('parallel deletes of a sale', () => {
  it('10 parallel deletes of one sale: one deletes it (stock back once), the others read it as gone', async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { lines: [product(s.shampoo, 3)] })).body.data;
    await paySale(h, s, sale.id, 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => s.c.del(`/api/v1/sales/${sale.id}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 404 || r.body.code === 'LEDGER_CHANGED')).toBe(true);
    expect(await stockOf(h, s.shampoo)).toBe(5);
    const voids = await h.db.select().from(payments).where(eq(payments.kind, 'void'));
    expect(voids).toHaveLength(1);
  });

  it('a delete racing spends of its voucher: never both a deleted sale and money taken off its voucher', async () => {
    const s = await shop(h);
    for (let round = 0; round < 5; round++) {
      const sale = (await s.c.post('/api/v1/sales', { lines: [voucher(s.giftCard)] })).body.data;
      const code = sale.vouchers[0].code;
      const [removed, ...spends] = await Promise.all([
        s.c.del(`/api/v1/sales/${sale.id}`),
        ...Array.from({ length: 3 }, () =>
          s.c.post('/api/v1/payments', { payments: [{ method: 'gift_voucher', amount: 500, voucher_code: code }] }),
        ),
      ]);
      const spent = spends.filter((r) => r.status === 200).length;
      const [row] = await h.db.select().from(issuedVouchers).where(eq(issuedVouchers.sale_id, sale.id));
      if (removed?.status === 200) {
        expect(spent).toBe(0);
        expect(row).toMatchObject({ amount_left: 5000 });
        expect(row?.voided_at).not.toBeNull();
      } else {
        expect(removed?.body.code).toBe('SALE_VOUCHER_SPENT');
        expect(row).toMatchObject({ amount_left: 5000 - 500 * spent, voided_at: null });
      }
    }
  });
});
