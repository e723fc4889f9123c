import { issuedVouchers, packageCredits } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { paySale, stockOf } from './support/money';
import { pkg, product, shop, voucher } from './support/sales';

/** Deleting a sale: what it voids and gives back, when it is refused, and sales paid through the checkout. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('deleting a sale', () => {
  it('voids its payments, vouchers and package balances, gives the stock back and leaves the lists', async () => {
    const s = await shop(h);
    const sale = (
      await s.c.post('/api/v1/sales', {
        client_id: s.clientId,
        lines: [product(s.shampoo, 2), pkg(s.fiveCuts), voucher(s.giftCard)],
      })
    ).body.data;
    const paymentId = await paySale(h, s, sale.id, 10_000);
    expect(await stockOf(h, s.shampoo)).toBe(3);

    const res = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sale deleted.');
    const after = res.body.data;
    expect(after.deleted_at).toBe(h.clock.now.toISOString());
    expect(after.paid).toBe(0);
    expect(after.vouchers.every((v: { voided_at: string | null }) => v.voided_at !== null)).toBe(true);
    expect(after.package_credits.every((c: { voided_at: string | null; usable: boolean }) => c.voided_at && !c.usable)).toBe(
      true,
    );
    // The payment is voided by a void row in the ledger, not erased.
    expect(after.payments.map((p: { kind: string; amount: number; voided: boolean; id: string }) => [p.kind, p.amount])).toEqual([
      ['payment', 10_000],
      ['void', -10_000],
    ]);
    expect(after.payments[0]).toMatchObject({ id: paymentId, voided: true });
    expect(await stockOf(h, s.shampoo)).toBe(5);
    expect((await s.c.get('/api/v1/sales')).body.data).toEqual([]);
    expect((await s.c.get(`/api/v1/package-credits?client_id=${s.clientId}`)).body.data).toEqual([]);
    expect((await s.c.get(`/api/v1/clients/sales/${s.clientId}`)).body.data).toEqual([]);
    // Deleted once: again is not found.
    expect((await s.c.del(`/api/v1/sales/${sale.id}`)).status).toBe(404);
  });

  it('a deleted sale gives its voucher back to the sales limit', async () => {
    const s = await shop(h);
    const one = (
      await s.c.post('/api/v1/gift-voucher', {
        name: 'Only one',
        kind: 'amount',
        amount: 2000,
        colour: '#2563eb',
        sales_limit: 1,
      })
    ).body.data.id;
    const sale = (await s.c.post('/api/v1/sales', { lines: [voucher(one)] })).body.data;
    expect((await s.c.post('/api/v1/sales', { lines: [voucher(one)] })).status).toBe(409);
    await s.c.del(`/api/v1/sales/${sale.id}`);
    expect((await s.c.post('/api/v1/sales', { lines: [voucher(one)] })).status).toBe(200);
  });

  it('is refused once a voucher from it has been spent or a package session used, in English and Ukrainian', async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [voucher(s.giftCard), pkg(s.fiveCuts)] })).body
      .data;
    const code = sale.vouchers[0].code;
    await h.db.update(issuedVouchers).set({ amount_left: 1000 }).where(eq(issuedVouchers.sale_id, sale.id));
    const spent = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(spent.status).toBe(409);
    expect(spent.body.message).toBe(`This sale can't be deleted: a gift voucher from it has been spent (${code}).`);
    await h.db.update(issuedVouchers).set({ amount_left: 5000 }).where(eq(issuedVouchers.sale_id, sale.id));
    await h.db.update(packageCredits).set({ used: 1 }).where(eq(packageCredits.sale_id, sale.id));
    s.c.setLocale('uk');
    const used = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Цей продаж не можна видалити: сеанс із його пакета вже використано (Five cuts: Beard trim).');
    // Nothing was changed by the refusals.
    const still = (await s.c.get(`/api/v1/sales/${sale.id}`)).body.data;
    expect(still.deleted_at).toBeNull();
    expect(still.vouchers[0].voided_at).toBeNull();
  });
});

describe('deleting a sale paid through the checkout', () => {
  it('voids the checkout payment; a payment that also pays for another sale is refused', async () => {
    const s = await shop(h);
    const one = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb)] })).body.data;
    const two = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 2)] })).body.data;
    const both = await s.c.post('/api/v1/payments', {
      client_id: s.clientId,
      items: [{ sale_id: one.id }, { sale_id: two.id }],
      payments: [{ method: 'cash', amount: 399 + 798 }],
    });
    expect(both.status).toBe(200);
    const shared = await s.c.del(`/api/v1/sales/${one.id}`);
    expect(shared.status).toBe(409);
    expect(shared.body.code).toBe('PAYMENT_SHARED');
    expect((await s.c.get(`/api/v1/sales/${one.id}`)).body.data).toMatchObject({ deleted_at: null, paid: 399 });

    const three = (await s.c.post('/api/v1/sales', { lines: [product(s.shampoo)] })).body.data;
    const paid = await s.c.post('/api/v1/payments', {
      items: [{ sale_id: three.id }],
      payments: [{ method: 'card_payment', amount: 1250 }],
    });
    expect((await s.c.get(`/api/v1/sales/${three.id}`)).body.data).toMatchObject({ paid: 1250, left_to_pay: 0 });
    const gone = await s.c.del(`/api/v1/sales/${three.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data.paid).toBe(0);
    const payment = await s.c.get(`/api/v1/payments/${paid.body.data.payments[0].id}`);
    expect(payment.body.data.voided).toBe(true);
    // The sale can no longer be paid.
    const late = await s.c.post('/api/v1/payments', {
      items: [{ sale_id: three.id }],
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
  });

  it('a voucher spent at the checkout holds its sale until that payment is voided', async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { lines: [voucher(s.giftCard)] })).body.data;
    const code = sale.vouchers[0].code;
    const spend = await s.c.post('/api/v1/payments', {
      payments: [{ method: 'gift_voucher', amount: 1000, voucher_code: code }],
    });
    expect(spend.status).toBe(200);
    const held = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('SALE_VOUCHER_SPENT');
    expect((await s.c.del(`/api/v1/payments/${spend.body.data.payments[0].id}`)).status).toBe(200);
    const freed = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(freed.status).toBe(200);
    expect(freed.body.data.vouchers[0]).toMatchObject({ amount_left: 5000 });
    expect(freed.body.data.vouchers[0].voided_at).not.toBeNull();
    // A cancelled voucher is spent no more.
    const after = await s.c.post('/api/v1/payments', { payments: [{ method: 'gift_voucher', amount: 100, voucher_code: code }] });
    expect(after.body.code).toBe('VOUCHER_VOIDED');
  });
});
