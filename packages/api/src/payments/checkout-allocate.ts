/** The checkout's allocation on the server: the shared plan (shared/checkout-allocate.ts) with the ledger's refusals. */
import { AppError } from '../core/errors';
import { type Allocation, planAllocations } from '../shared/checkout-allocate';
import type { CheckoutData, Item } from './checkout-items';

export { type Allocation, changeOf, typeOf } from '../shared/checkout-allocate';

type PaymentInput = CheckoutData['payments'][number];

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
  const plan = planAllocations(items, amounts);
  if (items.length > 0 && plan.unallocated > 0) throw new AppError('PAYMENT_OVERPAID', { amount: plan.totalLeft, currency });
  return plan.allocations;
}
