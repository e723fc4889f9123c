import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { pay } from './support/money';
import { book, byVoucher, card, cash, sell, till } from './support/payments';
import { pkg, product, voucher } from './support/sales';

/**
 * Left to pay is one rule (shared/payment-status.ts `hasStarted`): the dashboard, the Left to pay page and the
 * checkout give the same figure for the same client at the same moment.
 */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Row = { appointment_id: string | null; sale_id: string | null; left_to_pay: number };

describe('left to pay: one rule on the three screens', () => {
  it('a client with paid, part-paid, future, cancelled, package, discounted, voucher, old and recurring bookings', async () => {
    // Now: Sunday 22 November 2026, 10:00 in London.
    const s = await till(h); // a haircut (35.00) on Friday 20 November, 10:00
    const checkout = (items: unknown[], payments: unknown[] = []) => s.c.post('/api/v1/payments', { items, payments });
    await checkout([pay(s.apptId, s.clientId)], [cash(1000)]); // 25.00 left
    // Future (Wednesday) and later today: not owed yet.
    const future = await book(s, s.cut, '2026-11-25', '10:00');
    const laterToday = await book(s, s.cut, '2026-11-22', '15:00');
    // Cancelled: owes nothing.
    const cancelled = await book(s, s.cut, '2026-11-18', '10:00');
    await s.c.put(`/api/v1/appointments/${cancelled}/status`, { client_id: s.clientId, status: 'cancelled' });
    // Paid with a package session (the package itself paid in full by card).
    const sale = await sell(s, [pkg(s.fiveCuts)]);
    await checkout([{ sale_id: sale.id }], [card(15000)]);
    const viaPackage = await book(s, s.cut, '2026-11-19', '10:00');
    expect((await checkout([pay(viaPackage, s.clientId, { use_package: true })])).status).toBe(200);
    // A fixed 5.00 discount: owes 30.00.
    const off = (await s.c.post('/api/v1/discounts', { name: 'Off', type: 'fixed', value: 500 })).body.data.id;
    await book(s, s.cut, '2026-11-17', '10:00', { discount_id: off });
    // A no-show owes it all (15.00).
    const noShow = await book(s, s.beard, '2026-11-16', '10:00');
    await s.c.put(`/api/v1/appointments/${noShow}/status`, { client_id: s.clientId, status: 'no_show' });
    // Over a year ago and never paid: still owed (35.00).
    await book(s, s.cut, '2025-09-01', '10:00');
    // Part paid with a gift voucher (20.00 of 35.00).
    const bought = await sell(s, [voucher(s.giftCard)]);
    await checkout([{ sale_id: bought.id }], [cash(4500)]);
    const byGift = await book(s, s.cut, '2026-11-21', '10:00');
    await checkout([pay(byGift, s.clientId)], [byVoucher(2000, bought.vouchers[0].code)]);
    // A deposit taken before it started this morning (10.00 of 35.00).
    const deposit = await book(s, s.cut, '2026-11-22', '08:00');
    await checkout([pay(deposit, s.clientId)], [cash(1000)]);
    // A weekly beard trim since 2 November: 2, 9 and 16 November have started, 9 November cancelled.
    await book(s, s.beard, '2026-11-02', '09:00', {
      recurring: { frequency: 'weekly', start_date: '2026-11-02', end_date: '2026-12-28' },
    });
    const diary = (await s.c.get('/api/v1/appointments?from=2026-11-09&to=2026-11-09')).body.data;
    await s.c.put(`/api/v1/appointments/${diary[0].id}/status`, { client_id: s.clientId, status: 'cancelled' });
    // A shampoo sold and not paid (12.50).
    await sell(s, [product(s.shampoo)]);

    const owed = {
      appointments: 2500 + 3000 + 1500 + 3500 + 1500 + 2500 + 2 * 1500,
      sales: 1250,
    };
    const figures = async () => {
      const dashboard = (await s.c.get('/api/v1/data/statistic')).body.data.left_to_pay;
      const page = (await s.c.get('/api/v1/payments/left-to-pay/statistic')).body.data;
      const pageRows: Row[] = [
        ...(await s.c.get('/api/v1/payments/left-to-pay/appointment?per_page=100')).body.data,
        ...(await s.c.get('/api/v1/payments/left-to-pay/sale?per_page=100')).body.data,
      ];
      const desk = (await s.c.get(`/api/v1/payments/left-to-pay/clients/${s.clientId}`)).body.data ?? {};
      const sum = (rows: Row[]) => rows.reduce((t, r) => t + r.left_to_pay, 0);
      return {
        dashboard: [dashboard.total, dashboard.appointments, dashboard.sales],
        page: [page.total, page.appointments.amount, page.sales.amount],
        pageRows: sum(pageRows),
        checkout: [desk.total, desk.appointments?.amount, desk.sales?.amount],
        checkoutRows: sum(desk.owed ?? []),
        upcoming: (desk.upcoming ?? []).map((r: Row) => [r.appointment_id, r.left_to_pay]),
        offered: (desk.owed ?? []).map((r: Row) => r.appointment_id ?? r.sale_id),
      };
    };
    const before = await figures();
    const total = owed.appointments + owed.sales;
    expect(before.dashboard).toEqual([total, owed.appointments, owed.sales]);
    expect(before.page).toEqual([total, owed.appointments, owed.sales]);
    expect(before.checkout).toEqual([total, owed.appointments, owed.sales]);
    expect(before.pageRows).toBe(total);
    expect(before.checkoutRows).toBe(total);
    expect(before.upcoming).toEqual([[laterToday, 3500]]);
    expect(before.offered).not.toContain(future);
    expect(before.offered).not.toContain(laterToday);

    // At 15:00 the appointment later today has started: it is owed on all three at once.
    h.advance(5 * 3_600_000);
    const after = await figures();
    expect(after.dashboard[0]).toBe(total + 3500);
    expect(after.page[0]).toBe(total + 3500);
    expect(after.checkout[0]).toBe(total + 3500);
    expect(after.checkoutRows).toBe(total + 3500);
    expect(after.upcoming).toEqual([]);
  });

  it("another business's client is not found", async () => {
    const a = await till(h);
    const b = await till(h);
    const res = await b.c.get(`/api/v1/payments/left-to-pay/clients/${a.clientId}`);
    expect(res.status).toBe(404);
  });
});
