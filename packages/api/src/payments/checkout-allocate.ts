/** The checkout's allocation plan (pure): each payment in turn to the items in order, the payment's type, the change to hand back. */
import { AppError } from '../core/errors';
import type { PaymentType } from '../shared/payments-schemas';
import type { CheckoutData, Item } from './checkout-items';

type PaymentInput = CheckoutData['payments'][number];

/** Part of one payment kept towards one item. */
export interface Allocation {
  appointment_id: string | null;
  client_id: string | null;
  sale_id: string | null;
  amount: number;
}

/** A payment's type from what it was allocated to. */
export const typeOf = (allocs: readonly { appointment_id: string | null; sale_id: string | null }[]): PaymentType => {
  const appt = allocs.some((a) => a.appointment_id);
  const sale = allocs.some((a) => a.sale_id);
  return appt && sale ? 'combined' : appt ? 'appointment' : sale ? 'sale' : 'standalone';
};

/** Cash: what was handed over covers the amount. */
export function checkTendered(payments: readonly PaymentInput[], currency: string): void {
  for (const p of payments) {
    if (p.method === 'cash' && p.tendered !== undefined && p.tendered < p.amount)
      throw new AppError('PAYMENT_TENDERED_LOW', { tendered: p.tendered, amount: p.amount, currency });
  }
}

/**
 * Each payment in turn to the items paid in money (not by a package session),
 * in order, each up to what it has left; one list of allocations per payment.
 * More paid than the items have left is PAYMENT_OVERPAID.
 */
export function allocate(items: readonly Item[], amounts: readonly number[], currency: string): Allocation[][] {
  const money = items.filter((i) => !i.usePackage);
  const left = money.map((i) => Math.max(0, i.left));
  const totalLeft = left.reduce((s, l) => s + l, 0);
  const totalPaid = amounts.reduce((s, a) => s + a, 0);
  if (items.length > 0 && totalPaid > totalLeft) throw new AppError('PAYMENT_OVERPAID', { amount: totalLeft, currency });
  return amounts.map((amount) => {
    let rest = amount;
    const allocs: Allocation[] = [];
    money.forEach((i, k) => {
      const take = Math.min(rest, left[k] ?? 0);
      if (take === 0) return;
      left[k] = (left[k] ?? 0) - take;
      rest -= take;
      allocs.push({ appointment_id: i.appointmentId, client_id: i.clientId, sale_id: i.saleId, amount: take });
    });
    return allocs;
  });
}

/** The change handed back: what was tendered in cash over each cash amount. */
export function changeOf(payments: readonly PaymentInput[]): number {
  return payments.reduce((s, p) => s + (p.method === 'cash' && p.tendered !== undefined ? p.tendered - p.amount : 0), 0);
}
