import { packageCredits, paymentAllocations, payments, sales } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { book, byVoucher, card, cash, sell, till } from './support/payments';
import { pkg, product, voucher } from './support/sales';

/** An outsider's attacks on the money area, by races: refunds, package uses, voucher spends and a checkout racing a delete. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('races', () => {
  it('parallel refunds of one payment beyond its amount: the refunds never pass it, and the ledger sums exactly', async () => {
    const s = await till(h);
    const res = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [card(3500)] });
    const id = res.body.data.payments[0].id;
    const all = await Promise.all(Array.from({ length: 20 }, () => s.c.post(`/api/v1/payments/refund/${id}`, { amount: 1000 })));
    expect(all.filter((r) => r.status === 200)).toHaveLength(3);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'REFUND_TOO_LARGE')).toBe(true);
    const rows = await h.db.select().from(payments);
    expect(rows.reduce((sum, p) => sum + p.amount, 0)).toBe(500);
    expect((await s.c.get(`/api/v1/payments/${id}`)).body.data.refunded).toBe(3000);
  });

  it('parallel payments on one booking and one sale: what is kept as owed stays exact (issue 27)', async () => {
    const s = await till(h); // the haircut, 3500, started
    const sale = await sell(s, [product(s.comb, 5)]); // 1995
    const all = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(1000)] }),
      ),
      ...Array.from({ length: 4 }, () => s.c.post('/api/v1/payments', { items: [{ sale_id: sale.id }], payments: [card(600)] })),
    ]);
    expect(all.filter((r) => r.status === 200)).toHaveLength(6); // 3 × 1000 of 3500, 3 × 600 of 1995
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'PAYMENT_OVERPAID')).toBe(true);
    const owed = (await s.c.get('/api/v1/payments/left-to-pay/statistic')).body.data;
    expect(owed.appointments).toEqual({ count: 1, amount: 500 });
    expect(owed.sales).toEqual({ count: 1, amount: 195 });
    const kept = await h.db.all<{ paid: number }>(
      `SELECT paid FROM analytics_visits WHERE appointment_id = '${s.apptId}' UNION ALL SELECT paid FROM sales WHERE id = '${sale.id}'`,
    );
    expect(kept.map((r) => Number(r.paid))).toEqual([3000, 1800]);
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
      ...Array.from({ length: 5 }, () => s.c.post(`/api/v1/payments/refund/${firstId}`, { amount: 500 })),
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
