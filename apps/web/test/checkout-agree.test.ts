import { planAllocations, typeOf } from '@kairos/api/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from '../../../packages/api/test/support/harness';
import { makeHarness } from '../../../packages/api/test/support/harness';
import { pay } from '../../../packages/api/test/support/money';
import { book, byVoucher, card, cash, sell, type Till, till } from '../../../packages/api/test/support/payments';
import { pkg, product, voucher } from '../../../packages/api/test/support/sales';
import type { Selection } from '../src/features/payments/checkout-items';
import {
  checkoutDue,
  checkoutInputItems,
  checkoutItems,
  checkoutSummary,
  NEW_SALE,
  type PlanCandidate,
} from '../src/features/payments/checkout-plan';

/**
 * The checkout's summary shows what the server records: the web's plan (checkout-plan.ts, over the candidates the
 * server offers the client) and the ledger's allocations of the same checkout are the same, payment by payment.
 */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Row = {
  kind: 'appointment' | 'sale';
  appointment_id: string | null;
  sale_id: string | null;
  client: { id: string } | null;
  left_to_pay: number;
};
type Recorded = { type: string; allocations: { appointment_id: string | null; sale_id: string | null; amount: number }[] };

/** The candidates the checkout offers the client, in the page's order (owed appointments, later today, sales). */
async function candidates(s: Till): Promise<PlanCandidate[]> {
  const desk = (await s.c.get(`/api/v1/payments/left-to-pay/clients/${s.clientId}`)).body.data;
  const of = (r: Row): PlanCandidate => ({
    key: r.kind === 'appointment' ? `a:${r.appointment_id}:${r.client?.id}` : `s:${r.sale_id}`,
    kind: r.kind,
    appointment_id: r.appointment_id,
    client_id: r.client?.id ?? null,
    sale_id: r.sale_id,
    left: r.left_to_pay,
  });
  const owed: Row[] = desk.owed;
  return [
    ...owed.filter((r) => r.kind === 'appointment').map(of),
    ...(desk.upcoming as Row[]).map(of),
    ...owed.filter((r) => r.kind === 'sale').map(of),
  ];
}

/**
 * Ticks `ids` (appointments or sales) among the candidates, takes `payments`, and checks the web's plan against what
 * the server recorded. `made` is a sale made at the checkout (the page creates it first, then pays it last).
 */
async function agree(
  s: Till,
  ids: string[],
  payments: { method: string; amount: number; voucher_code?: string }[],
  opts: { packaged?: string[]; made?: { id: string; total: number } } = {},
) {
  const all = await candidates(s);
  const chosen = all.filter((c) => ids.includes(c.appointment_id ?? c.sale_id ?? ''));
  expect(chosen).toHaveLength(ids.length);
  const selection: Selection = new Map(
    chosen.map((c) => [c.key, { use_package: !!c.appointment_id && !!opts.packaged?.includes(c.appointment_id) }]),
  );
  const saleTotal = opts.made?.total ?? 0;
  const amounts = payments.map((p) => p.amount);
  const plan = planAllocations(checkoutItems(chosen, selection, saleTotal), amounts);
  const summary = checkoutSummary(chosen, selection, saleTotal, amounts);
  const due = checkoutDue(chosen, selection, saleTotal);

  const res = await s.c.post('/api/v1/payments', {
    client_id: s.clientId,
    items: checkoutInputItems(chosen, selection, opts.made?.id ?? null),
    payments,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const recorded: Recorded[] = res.body.data.payments;
  const planned = plan.allocations.map((allocs) =>
    allocs.map((a) => ({
      appointment_id: a.appointment_id,
      sale_id: a.sale_id === NEW_SALE ? (opts.made?.id ?? null) : a.sale_id,
      amount: a.amount,
    })),
  );
  expect(
    recorded.map((p) => p.allocations.map(({ appointment_id, sale_id, amount }) => ({ appointment_id, sale_id, amount }))),
  ).toEqual(planned);
  expect(recorded.map((p) => p.type)).toEqual(plan.allocations.map((a) => typeOf(a)));
  const flat = recorded.flatMap((p) => p.allocations);
  expect(summary).toEqual({
    appointments: flat.filter((a) => a.appointment_id).reduce((t, a) => t + a.amount, 0),
    sales: flat.filter((a) => a.sale_id).reduce((t, a) => t + a.amount, 0),
    unallocated: 0,
  });
  // What the summary showed as due is what the items had left: the server's balances drop by what it allocated.
  const leftAfter = (res.body.data.balances as { left_to_pay: number }[]).reduce((t, b) => t + b.left_to_pay, 0);
  expect(leftAfter).toBe(due - flat.reduce((t, a) => t + a.amount, 0));
  return { summary, recorded };
}

describe('the checkout summary and the ledger agree', () => {
  it('a discounted booking, a part-paid deposit and a sale, paid by card then cash in part', async () => {
    const s = await till(h); // Now: Sunday 22 November 2026, 10:00 in London.
    const off = (await s.c.post('/api/v1/discounts', { name: 'Off', type: 'percentage', value: 1500 })).body.data.id;
    const discounted = await book(s, s.cut, '2026-11-17', '10:00', { discount_id: off }); // 35.00 less 15%: 29.75
    const deposit = await book(s, s.cut, '2026-11-22', '08:00');
    expect((await s.c.post('/api/v1/payments', { items: [pay(deposit, s.clientId)], payments: [cash(1000)] })).status).toBe(200);
    const sale = await sell(s, [product(s.shampoo)]); // 12.50
    const { summary } = await agree(s, [discounted, deposit, sale.id], [card(2000), cash(4000)]);
    expect(summary).toEqual({ appointments: 2975 + 2500, sales: 525, unallocated: 0 });
  });

  it('a package session beside money, and a gift voucher then cash', async () => {
    const s = await till(h);
    const bought = await sell(s, [pkg(s.fiveCuts), voucher(s.giftCard)]);
    expect((await s.c.post('/api/v1/payments', { items: [{ sale_id: bought.id }], payments: [card(19500)] })).status).toBe(200);
    const viaPackage = await book(s, s.cut, '2026-11-19', '10:00');
    const beard = await book(s, s.beard, '2026-11-21', '10:00');
    const code = bought.vouchers[0].code;
    const { summary } = await agree(s, [viaPackage, beard, s.apptId], [byVoucher(2000, code), cash(2500)], {
      packaged: [viaPackage],
    });
    expect(summary).toEqual({ appointments: 4500, sales: 0, unallocated: 0 });
  });

  it('a sale made at the checkout is paid last, after the bookings ticked', async () => {
    const s = await till(h);
    const made = await sell(s, [product(s.shampoo, 2), product(s.comb)]); // what the page creates before paying
    const { summary } = await agree(s, [s.apptId], [cash(3500 + 2899)], { made: { id: made.id, total: made.total } });
    expect(summary).toEqual({ appointments: 3500, sales: 2899, unallocated: 0 });
  });

  it('paying over what is left: the summary shows it over, the server refuses it', async () => {
    const s = await till(h);
    const all = await candidates(s);
    const chosen = all.filter((c) => c.appointment_id === s.apptId);
    const selection: Selection = new Map(chosen.map((c) => [c.key, { use_package: false }]));
    expect(checkoutSummary(chosen, selection, 0, [3000, 1000])).toEqual({ appointments: 3500, sales: 0, unallocated: 500 });
    const res = await s.c.post('/api/v1/payments', {
      items: checkoutInputItems(chosen, selection, null),
      payments: [cash(3000), cash(1000)],
    });
    expect(res.body.code).toBe('PAYMENT_OVERPAID');
  });
});
