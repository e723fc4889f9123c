import { issuedVouchers, payments } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { byVoucher, card, cash, sell, till } from './support/payments';
import { voucher } from './support/sales';

/** Giving money back: refunds and voids, and races that would overspend a voucher or overpay a booking. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('refunds and voids', () => {
  it('refunds part, then the rest; never more than not yet refunded; a fully refunded booking reads refunded', async () => {
    const s = await till(h);
    const res = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [card(3500)] });
    const id = res.body.data.payments[0].id;
    expect((await s.c.post(`/api/v1/payments/refund/${id}`, { amount: 1000 })).status).toBe(200);
    const tooMuch = await s.c.post(`/api/v1/payments/refund/${id}`, { amount: 3000 });
    expect(tooMuch.body).toEqual({
      code: 'REFUND_TOO_LARGE',
      message: 'A refund can be at most £25.00: that is what has not been refunded yet.',
    });
    expect((await s.c.get(`/api/v1/payments/${id}`)).body.data).toMatchObject({ refunded: 1000, voided: false });
    await s.c.post(`/api/v1/payments/refund/${id}`, { amount: 2500 });
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data).toMatchObject({
      payment_status: 'refunded',
      left_to_pay: 3500,
    });
    const stats = (await s.c.get('/api/v1/payments/statistic?start_date=2026-11-01&end_date=2026-11-30')).body.data;
    expect(stats).toMatchObject({ income: 3500, refunds: 3500, net: 0, count: 1 });
    // Nothing left to void once fully refunded.
    expect((await s.c.del(`/api/v1/payments/${id}`)).body.code).toBe('PAYMENT_FULLY_REFUNDED');
  });

  it('a void cancels a payment (a row of its own, dated like it); the second DELETE is NOT_FOUND; 20 at once give one void', async () => {
    const s = await till(h);
    const res = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [card(1000), cash(500)] });
    const [first, second] = res.body.data.payments;
    const del = await s.c.del(`/api/v1/payments/${first.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ message: 'Payment deleted.', data: { id: first.id, voided: true } });
    expect((await s.c.del(`/api/v1/payments/${first.id}`)).status).toBe(404);
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data).toMatchObject({ left_to_pay: 3000 });
    const all = await Promise.all(Array.from({ length: 20 }, () => s.c.del(`/api/v1/payments/${second.id}`)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status !== 200).every((r) => r.status === 404)).toBe(true);
    const voids = (await h.db.select().from(payments)).filter((p) => p.kind === 'void');
    expect(voids.map((v) => v.amount).sort()).toEqual([-1000, -500]);
    expect(voids.every((v) => v.taken_at.getTime() === new Date('2026-11-22T10:00:00.000Z').getTime())).toBe(true);
    expect((await s.c.get('/api/v1/payments/statistic')).body.data).toMatchObject({ income: 0, net: 0, count: 0 });
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data.payment_status).toBe('unpaid');
    // A refund cannot be voided, and a voided payment cannot be refunded.
    expect((await s.c.post(`/api/v1/payments/refund/${first.id}`, { amount: 1 })).body.code).toBe('PAYMENT_NOT_REFUNDABLE');
  });
});

describe('races', () => {
  it('50 parallel spends of one voucher never take it below zero', async () => {
    const s = await till(h);
    const sale = await sell(s, [voucher(s.giftCard)]);
    const code = sale.vouchers[0].code as string;
    const all = await Promise.all(
      Array.from({ length: 50 }, () => s.c.post('/api/v1/payments', { payments: [byVoucher(300, code)] })),
    );
    const ok = all.filter((r) => r.status === 200).length;
    expect(ok).toBe(16); // 5000 / 300
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'VOUCHER_INSUFFICIENT')).toBe(true);
    const [row] = await h.db.select().from(issuedVouchers).where(eq(issuedVouchers.id, sale.vouchers[0].id));
    expect(row?.amount_left).toBe(5000 - 16 * 300);
  });

  it('parallel checkouts that together overpay: only what fits succeeds', async () => {
    const s = await till(h);
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(1000)] }),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(3);
    expect(all.filter((r) => r.status !== 200).every((r) => r.body.code === 'PAYMENT_OVERPAID')).toBe(true);
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data.left_to_pay).toBe(500);
  });
});
