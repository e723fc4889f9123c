import { issuedVouchers, packageCredits, payments } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { book, byVoucher, card, cash, sell, till } from './support/payments';
import { pkg, product, voucher } from './support/sales';

/** The checkout: split payments, partial payments, combined and standalone payments, dates, attendance, series; vouchers and packages as methods. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('checkout', () => {
  it('takes a split cash + card payment with change; left to pay falls to zero and the appointment reads paid', async () => {
    const s = await till(h);
    const before = await s.c.get(`/api/v1/appointments/${s.apptId}`);
    expect(before.body.data).toMatchObject({ payment_status: 'unpaid', left_to_pay: 3500 });
    const res = await s.c.post('/api/v1/payments', {
      items: [pay(s.apptId, s.clientId)],
      payments: [cash(2000, 2500), card(1500)],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment taken.');
    const out = res.body.data;
    expect(out.change).toBe(500);
    expect(out.balances).toEqual([
      { appointment_id: s.apptId, client_id: s.clientId, sale_id: null, left_to_pay: 0, status: 'paid' },
    ]);
    expect(out.payments.map((p: { method: string; amount: number; type: string }) => [p.method, p.amount, p.type])).toEqual([
      ['cash', 2000, 'appointment'],
      ['card_payment', 1500, 'appointment'],
    ]);
    expect(out.payments[0]).toMatchObject({
      kind: 'payment',
      currency: 'GBP',
      tendered: 2500,
      change: 500,
      date: '2026-11-22',
      taken_at: '2026-11-22T10:00:00.000Z',
      client: { id: s.clientId, first_name: 'Iryna', last_name: 'Bondar' },
      voided: false,
      refunded: 0,
      source: 'owner',
    });
    expect(out.payments[0].allocations).toEqual([
      { appointment_id: s.apptId, client_id: s.clientId, sale_id: null, amount: 2000, label: 'Haircut, 20 Nov, 10:00' },
    ]);
    expect(new Set(out.payments.map((p: { checkout_id: string }) => p.checkout_id))).toEqual(new Set([out.checkout_id]));
    const after = (await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data;
    expect(after).toMatchObject({ payment_status: 'paid', left_to_pay: 0 });
    expect(after.clients[0]).toMatchObject({ paid_amount: 3500, payment_status: 'paid', left_to_pay: 0 });
    // The same row by id, through tRPC too.
    const one = await s.c.query('payments.get', { id: out.payments[1].id });
    expect(one.body.result.data).toEqual(out.payments[1]);
  });

  it('a partial payment leaves the rest to pay; paying more than is left is refused and writes nothing', async () => {
    const s = await till(h);
    await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [card(1000)] });
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data).toMatchObject({
      payment_status: 'left_to_pay',
      left_to_pay: 2500,
    });
    const over = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(2000), card(1000)] });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ code: 'PAYMENT_OVERPAID', message: 'The payment exceeds what is left to pay (£25.00).' });
    expect(await h.db.select().from(payments)).toHaveLength(1);
    // Cash handed over must cover the amount.
    const short = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(2000, 1000)] });
    expect(short.body.code).toBe('PAYMENT_TENDERED_LOW');
    expect(short.body.message).toBe('The cash handed over (£10.00) is less than the amount (£20.00).');
  });

  it('in Ukrainian: the amounts read in hryvnias', async () => {
    const s = await till(h, 'uk');
    const over = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(9000)] });
    expect(over.body.message).toBe('Сума перевищує те, що залишилося сплатити (35,00\u00a0₴).');
  });

  it('pays an appointment and a sale together (combined), a sale alone, and money for nothing (standalone)', async () => {
    const s = await till(h);
    const sale = await sell(s, [product(s.shampoo, 2)]);
    expect(sale.total).toBe(2500);
    const both = await s.c.post('/api/v1/payments', {
      items: [pay(s.apptId, s.clientId), { sale_id: sale.id }],
      payments: [card(4000), cash(2000)],
    });
    expect(both.status).toBe(200);
    // Card: 3500 to the appointment, 500 to the sale; cash: the other 2000 of the sale.
    expect(both.body.data.payments.map((p: { type: string }) => p.type)).toEqual(['combined', 'sale']);
    expect(both.body.data.payments[0].allocations.map((a: { amount: number; label: string }) => [a.amount, a.label])).toEqual([
      [3500, 'Haircut, 20 Nov, 10:00'],
      [500, 'Sale of 2 items'],
    ]);
    const standalone = await s.c.post('/api/v1/payments', { payments: [cash(700)], note: 'Tip' });
    expect(standalone.body.data.payments[0]).toMatchObject({ type: 'standalone', client: null, note: 'Tip', allocations: [] });
    const types = await s.c.get('/api/v1/payments/standalone');
    expect(types.body.data.map((p: { amount: number }) => p.amount)).toEqual([700]);
    expect((await s.c.get('/api/v1/payments/sale')).body.data.map((p: { amount: number }) => p.amount)).toEqual([2000]);
    expect((await s.c.get('/api/v1/payments/appointment')).body.data).toEqual([]);
    const all = await s.c.get('/api/v1/payments?per_page=2');
    expect(all.body.meta).toMatchObject({ total: 3, page: 1, per_page: 2, last_page: 2 });
    expect((await s.c.get('/api/v1/payments?method=cash')).body.meta.total).toBe(2);
    expect((await s.c.get('/api/v1/payments?search=bond')).body.meta.total).toBe(2);
    expect((await s.c.get('/api/v1/payments?search=tip')).body.meta.total).toBe(1);
    // A deleted sale cannot be paid.
    const other = await sell(s, [product(s.comb)]);
    expect((await s.c.del(`/api/v1/sales/${other.id}`)).status).toBe(200);
    const late = await s.c.post('/api/v1/payments', { items: [{ sale_id: other.id }], payments: [cash(399)] });
    expect(late.body.code).toBe('SALE_DELETED');
  });

  it('dates: today is now, an earlier day is noon in the business zone, a later day is refused', async () => {
    const s = await till(h);
    const past = await s.c.post('/api/v1/payments', { payments: [cash(100)], date: '2026-07-01' });
    expect(past.body.data.payments[0]).toMatchObject({ date: '2026-07-01', taken_at: '2026-07-01T11:00:00.000Z' });
    const future = await s.c.post('/api/v1/payments', { payments: [cash(100)], date: '2026-11-23' });
    expect(future.body.code).toBe('PAYMENT_FUTURE_DATE');
    const empty = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [] });
    expect(empty.body.code).toBe('PAYMENT_EMPTY');
  });

  it('cancelled attendance owes nothing (a payment is refused); a no-show still owes', async () => {
    const s = await till(h);
    await s.c.put(`/api/v1/appointments/${s.apptId}/status`, { client_id: s.clientId, status: 'cancelled' });
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data.payment_status).toBe('free');
    const res = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(100)] });
    expect(res.body).toMatchObject({ code: 'PAYMENT_OVERPAID', message: 'The payment exceeds what is left to pay (£0.00).' });
    await s.c.put(`/api/v1/appointments/${s.apptId}/status`, { client_id: s.clientId, status: 'no_show' });
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data.payment_status).toBe('unpaid');
  });

  it('pays an occurrence of a recurring series: it is detached and paid in one go', async () => {
    const s = await till(h);
    const series = await book(s, s.beard, '2026-11-02', '09:00', {
      recurring: { frequency: 'weekly', start_date: '2026-11-02', end_date: '2026-12-28' },
    });
    const seriesId = (await s.c.get(`/api/v1/appointments/${series}`)).body.data.series_id;
    const occurrence = `${seriesId}_2026-11-16`;
    const res = await s.c.post('/api/v1/payments', { items: [pay(occurrence, s.clientId)], payments: [card(1500)] });
    expect(res.status).toBe(200);
    const stored = res.body.data.balances[0].appointment_id;
    expect(stored).not.toBe(occurrence);
    const row = (await s.c.get(`/api/v1/appointments/${stored}`)).body.data;
    expect(row).toMatchObject({ series_id: seriesId, series_date: '2026-11-16', payment_status: 'paid' });
  });
});

describe('gift vouchers and packages', () => {
  it('a voucher pays as a method: amount left goes down, "paid with voucher", not income; a refund refills it', async () => {
    const s = await till(h);
    const sale = await sell(s, [voucher(s.giftCard)]);
    const code = sale.vouchers[0].code as string;
    const res = await s.c.post('/api/v1/payments', {
      items: [pay(s.apptId, s.clientId)],
      payments: [byVoucher(3500, code.toLowerCase().replace('-', ' '))],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.balances[0].status).toBe('paid_with_voucher');
    expect(res.body.data.payments[0].voucher_code).toBe(code);
    const left = async () =>
      (await h.db.select().from(issuedVouchers).where(eq(issuedVouchers.id, sale.vouchers[0].id)))[0]?.amount_left;
    expect(await left()).toBe(1500);
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data.payment_status).toBe('paid_with_voucher');
    const stats = (await s.c.get('/api/v1/payments/statistic')).body.data;
    expect(stats).toMatchObject({ income: 0, refunds: 0, net: 0, count: 0, vouchers_redeemed: 3500 });

    const another = await book(s, s.cut, '2026-11-21', '10:00');
    const short = await s.c.post('/api/v1/payments', { items: [pay(another, s.clientId)], payments: [byVoucher(3500, code)] });
    expect(short.body).toEqual({ code: 'VOUCHER_INSUFFICIENT', message: 'Only £15.00 left on this voucher.' });
    const unknown = await s.c.post('/api/v1/payments', {
      items: [pay(another, s.clientId)],
      payments: [byVoucher(100, 'AAAA-AAAA')],
    });
    expect(unknown.body.code).toBe('VOUCHER_UNKNOWN');

    const refund = await s.c.post(`/api/v1/payments/refund/${res.body.data.payments[0].id}`, { amount: 1000 });
    expect(refund.status).toBe(200);
    expect(refund.body.data).toMatchObject({ kind: 'refund', amount: -1000, method: 'gift_voucher' });
    expect(await left()).toBe(2500);
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data).toMatchObject({
      payment_status: 'left_to_pay',
      left_to_pay: 1000,
    });
  });

  it('an expired voucher is refused', async () => {
    const s = await till(h);
    const sale = await sell(s, [voucher(s.giftCard)]);
    await h.db
      .update(issuedVouchers)
      .set({ expires_at: new Date('2026-11-01T00:00:00.000Z') })
      .where(eq(issuedVouchers.id, sale.vouchers[0].id));
    const res = await s.c.post('/api/v1/payments', { payments: [byVoucher(100, sale.vouchers[0].code)] });
    expect(res.body).toEqual({ code: 'VOUCHER_EXPIRED', message: 'This gift voucher expired on 2026-10-31.' });
  });

  it('"paid with package" takes a session of the client\'s package; undoing the checkout gives it back', async () => {
    const s = await till(h);
    const sale = await sell(s, [pkg(s.fiveCuts)]);
    const credit = sale.package_credits.find((c: { service: { id: string } }) => c.service.id === s.cut);
    const res = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId, { use_package: true })] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payments: [], balances: [{ status: 'paid_with_package', left_to_pay: 0 }] });
    const used = async () => (await h.db.select().from(packageCredits).where(eq(packageCredits.id, credit.id)))[0]?.used;
    expect(await used()).toBe(1);
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data.payment_status).toBe('paid_with_package');
    // Money on top of a package session is overpaying.
    const more = await s.c.post('/api/v1/payments', { items: [pay(s.apptId, s.clientId)], payments: [cash(100)] });
    expect(more.body.code).toBe('PAYMENT_OVERPAID');
    const undo = await s.c.del(`/api/v1/payments/checkout/${res.body.data.checkout_id}`);
    expect(undo.status).toBe(200);
    expect(await used()).toBe(0);
    expect((await s.c.get(`/api/v1/appointments/${s.apptId}`)).body.data.payment_status).toBe('unpaid');
    expect((await s.c.del(`/api/v1/payments/checkout/${res.body.data.checkout_id}`)).status).toBe(404);
    // No package for a service the client holds none of.
    const beardless = await book(s, s.cut, '2026-11-21', '12:00');
    await h.db.update(packageCredits).set({ used: 5 }).where(eq(packageCredits.id, credit.id));
    const none = await s.c.post('/api/v1/payments', { items: [pay(beardless, s.clientId, { use_package: true })] });
    expect(none.body.code).toBe('PACKAGE_NONE_LEFT');
  });
});
