import type { PaymentStatus } from './payments-schemas';

/**
 * docs/product/payments.md payment status, computed from the ledger (never stored): the one
 * rule the server and the web app share. Amounts are minor units.
 *
 * - `due`: what is owed (price × quantity − discount; 0 for blocked time, a
 *   cancelled attendance or a free service).
 * - `paid`: money kept towards it (payments − refunds − voids), never below 0.
 * - `refunded`: refunds given back towards it (positive).
 * - `byVoucher`: the part of `paid` that came from gift vouchers.
 * - `byPackage`: a package session pays for it.
 *
 * Precedence (docs/DECISIONS.md "Payments ledger"): paid with package; then
 * for nothing due, free (or paid, when money was kept anyway); paid in full
 * all by voucher → paid with voucher; paid in full → paid; partly paid →
 * left to pay; nothing kept but something refunded → refunded; else unpaid.
 */
export interface PaymentFacts {
  due: number;
  paid: number;
  refunded: number;
  byVoucher: number;
  byPackage: boolean;
}

export function paymentStatus(f: PaymentFacts): PaymentStatus {
  if (f.byPackage) return 'paid_with_package';
  if (f.due <= 0) return f.paid > 0 ? 'paid' : f.refunded > 0 ? 'refunded' : 'free';
  if (f.paid >= f.due) return f.byVoucher >= f.due ? 'paid_with_voucher' : 'paid';
  if (f.paid > 0) return 'left_to_pay';
  return f.refunded > 0 ? 'refunded' : 'unpaid';
}

/** What is still owed: due − paid, never negative; nothing when a package pays. */
export function leftToPay(f: Pick<PaymentFacts, 'due' | 'paid' | 'byPackage'>): number {
  if (f.byPackage) return 0;
  return Math.max(0, f.due - f.paid);
}

/**
 * One status for several bookings (an appointment's or a session's clients):
 * none → no bookings; all alike → that; otherwise left to pay while anything
 * is owed and something was paid, unpaid while nothing was, else paid.
 */
export function combinedStatus(parts: readonly { status: PaymentStatus; left: number; paid: number }[]): PaymentStatus {
  const first = parts[0];
  if (!first) return 'no_bookings';
  if (parts.every((p) => p.status === first.status)) return first.status;
  const left = parts.reduce((s, p) => s + p.left, 0);
  if (left === 0) return 'paid';
  const anyPaid = parts.some((p) => p.paid > 0 || p.status === 'paid_with_package');
  return anyPaid ? 'left_to_pay' : 'unpaid';
}

/**
 * LEFT TO PAY, the one rule (docs/DECISIONS.md "Left to pay"): what was booked and not yet paid, counted the same
 * by the dashboard, the Left to pay page and the checkout (payments/left-to-pay-sql.ts is this rule in SQL):
 * - each client's place in an appointment or class session, **from its start**: a booking later than now is not
 *   owed yet (the checkout offers today's for paying in advance, apart); however long ago it started;
 * - it owes `bookingDue` (price × quantity − discount; a cancelled attendance and blocked time nothing, a no-show
 *   all of it) less what the ledger keeps for it (payments, deposits and gift-voucher spends, less refunds and
 *   voids); a package session pays it all;
 * - each sale not deleted owes its total less what was paid towards it.
 * `hasStarted` is the first clause (start ≤ now, epoch ms); `bookingDue` and `leftToPay` the second.
 */
export const hasStarted = (start: number, now: number): boolean => start <= now;

/**
 * What one client owes for an appointment or class session: price × quantity −
 * the discount (each client of a session owes the session's price); nothing
 * for blocked time or a cancelled attendance. A no-show still owes.
 */
export function bookingDue(
  a: { type: 'appointment' | 'blocked' | 'class_session'; price: number; quantity: number; discounted_amount: number },
  attendance: 'pending' | 'attended' | 'cancelled' | 'no_show',
): number {
  if (a.type === 'blocked' || attendance === 'cancelled') return 0;
  return Math.max(0, a.price * a.quantity - a.discounted_amount);
}
