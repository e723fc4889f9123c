import { issuedVouchers } from '@kairos/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentOutput } from '../src/appointments/output';
import { answer } from '../src/appointments/target';
import { AppError } from '../src/core/errors';
import { type BusinessScope, loadScope } from '../src/core/scope';
import { takeCheckout } from '../src/payments/ledger';
import { refundPayment, voidCheckout, voidPayment } from '../src/payments/reverse';
import { incomeIn } from '../src/payments/statistic';
import { bookingDue, paymentStatus } from '../src/shared/payment-status';
import { checkoutInput } from '../src/shared/payments-schemas';
import { type Harness, makeHarness } from './support/harness';
import { book, sell } from './support/payments';
import { pkg, type Shop, shop, voucher } from './support/sales';

/**
 * Issue 11 quality bar: for any sequence of charges, partial payments,
 * refunds, voids, discounts, package and voucher uses, left to pay is never
 * negative, the status label matches the ledger, and income − refunds equals
 * the sum of the ledger. FUZZ_RUNS=<n> scales the runs by n/1000.
 */
const RUNS = Math.max(5, Math.round((25 * Number(process.env.FUZZ_RUNS ?? 1000)) / 1000));

let h: Harness;
let s: Shop;
let scope: BusinessScope;
beforeAll(async () => {
  h = await makeHarness();
  s = await shop(h);
  scope = await loadScope(h.db, s.user.business.id, h.clock.now);
});
afterAll(() => h.close());

type Op =
  | { op: 'pay'; method: 'cash' | 'card_payment' | 'gift_voucher'; amount: number }
  | { op: 'split'; a: number; b: number }
  | { op: 'standalone'; amount: number }
  | { op: 'refund'; pick: number; amount: number }
  | { op: 'void'; pick: number }
  | { op: 'undo'; pick: number }
  | { op: 'package' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('pay' as const),
    method: fc.constantFrom('cash', 'card_payment', 'gift_voucher'),
    amount: fc.integer({ min: 1, max: 4000 }),
  }),
  fc.record({ op: fc.constant('split' as const), a: fc.integer({ min: 1, max: 2000 }), b: fc.integer({ min: 1, max: 2000 }) }),
  fc.record({ op: fc.constant('standalone' as const), amount: fc.integer({ min: 1, max: 1000 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('undo' as const), pick: fc.nat() }),
  fc.constant({ op: 'package' as const }),
);

/** The money refusals a sequence may meet; anything else is a failure of the property. */
const EXPECTED = new Set([
  'PAYMENT_OVERPAID',
  'VOUCHER_INSUFFICIENT',
  'REFUND_TOO_LARGE',
  'PAYMENT_NOT_REFUNDABLE',
  'PAYMENT_FULLY_REFUNDED',
  'NOT_FOUND',
  'PACKAGE_NONE_LEFT',
]);

async function attempt(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AppError && EXPECTED.has(e.appCode)) return null;
    throw e;
  }
}

describe('payments ledger properties', () => {
  it('left to pay ≥ 0, the label matches the ledger, income − refunds = the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(op, { minLength: 1, maxLength: 12 }),
        async (discount, ops) => {
          const apptId = await book(s, s.cut, '2026-11-20', '10:00');
          await h.db.run(`UPDATE appointments SET discounted_amount = ${discount} WHERE id = '${apptId}'`);
          const sale = await sell(s, [voucher(s.giftCard), pkg(s.fiveCuts)]);
          const code = sale.vouchers[0].code as string;
          const voucherId = sale.vouchers[0].id as string;
          const item = { appointment_id: apptId, client_id: s.clientId };
          const paymentIds: string[] = [];
          const checkouts: string[] = [];
          for (const o of ops) {
            const checkout = (payments: unknown[], items: unknown[] = [item]) =>
              attempt(async () => {
                const out = await takeCheckout(scope, checkoutInput.parse({ items, payments }), { source: 'owner' });
                paymentIds.push(...out.payments.map((p) => p.id));
                checkouts.push(out.checkout_id);
              });
            if (o.op === 'pay')
              await checkout([
                { method: o.method, amount: o.amount, ...(o.method === 'gift_voucher' ? { voucher_code: code } : {}) },
              ]);
            if (o.op === 'split')
              await checkout([
                { method: 'cash', amount: o.a, tendered: o.a + 50 },
                { method: 'card_payment', amount: o.b },
              ]);
            if (o.op === 'standalone') await checkout([{ method: 'cash', amount: o.amount }], []);
            if (o.op === 'package') await checkout([], [{ ...item, use_package: true }]);
            const picked = paymentIds[o.op === 'refund' || o.op === 'void' ? o.pick % Math.max(1, paymentIds.length) : 0];
            if (o.op === 'refund' && picked) await attempt(() => refundPayment(scope, { id: picked, amount: o.amount }, 'en'));
            if (o.op === 'void' && picked) await attempt(() => voidPayment(scope, picked, 'en'));
            const undo = checkouts[o.op === 'undo' ? o.pick % Math.max(1, checkouts.length) : 0];
            if (o.op === 'undo' && undo) await attempt(() => voidCheckout(scope, undo, 'en'));

            // The appointment as the diary shows it, against the ledger read directly.
            const a = appointmentOutput.parse(await answer(scope, apptId));
            const client = a.clients[0];
            expect(client).toBeDefined();
            if (!client) return;
            expect(a.left_to_pay).toBeGreaterThanOrEqual(0);
            const rows = await h.db.all<{ kind: string; method: string; amount: number }>(
              `SELECT p.kind, p.method, pa.amount FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id WHERE pa.appointment_id = '${apptId}'`,
            );
            const paid = rows.reduce((sum, r) => sum + r.amount, 0);
            const refunded = -rows.filter((r) => r.kind === 'refund').reduce((sum, r) => sum + r.amount, 0);
            const byVoucher = rows.filter((r) => r.method === 'gift_voucher').reduce((sum, r) => sum + r.amount, 0);
            const uses = await h.db.all<{ n: number }>(
              `SELECT count(*) AS n FROM package_uses WHERE appointment_id = '${apptId}' AND returned_at IS NULL`,
            );
            const byPackage = Number(uses[0]?.n ?? 0) > 0;
            const due = bookingDue({ type: 'appointment', price: 3500, quantity: 1, discounted_amount: discount }, 'pending');
            expect(paid).toBeGreaterThanOrEqual(0);
            expect(paid + (byPackage ? due : 0)).toBeLessThanOrEqual(due);
            expect(client.paid_amount).toBe(paid);
            expect(client.payment_status).toBe(paymentStatus({ due, paid, refunded, byVoucher, byPackage }));
            expect(a.left_to_pay).toBe(byPackage ? 0 : due - paid);
            const [v] = await h.db.select().from(issuedVouchers).where(eq(issuedVouchers.id, voucherId));
            const spent = await h.db.all<{ s: number | null }>(
              `SELECT sum(amount) AS s FROM payments WHERE voucher_id = '${voucherId}'`,
            );
            expect(v?.amount_left).toBe(5000 - Number(spent[0]?.s ?? 0));
          }
          // Income − refunds equals the sum of the ledger (vouchers spent are not income).
          const stats = await incomeIn(scope, { startDate: null, endDate: null, from: null, to: null }, true);
          const total = await h.db.all<{ s: number | null }>(
            `SELECT sum(amount) AS s FROM payments WHERE business_id = '${scope.businessId}' AND method <> 'gift_voucher'`,
          );
          expect(stats.income - stats.refunds).toBe(Number(total[0]?.s ?? 0));
          expect(stats.net).toBe(stats.income - stats.refunds);
          expect(stats.by_method.reduce((sum, m) => sum + m.amount, 0)).toBe(stats.net);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
