/**
 * The checkout's allocation plan (pure, shared by the server's ledger and the web's checkout summary): each payment
 * in turn to the items in order, each item up to what it has left; the payment's type from what it paid for; the
 * change to hand back. The summary the owner sees before taking a payment is this plan, so it shows what the ledger
 * will record.
 */
import type { PaymentType } from './payments-schemas';

/** One thing a checkout pays for, as the allocation sees it. */
export interface AllocationItem {
  appointmentId: string | null;
  clientId: string | null;
  saleId: string | null;
  /** What it has left to pay (a negative figure counts as nothing). */
  left: number;
  /** Paid with a package session: takes no money. */
  usePackage: boolean;
}

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

/** The plan: one list of allocations per payment, what the items had left in all, and what no item took. */
export interface AllocationPlan {
  allocations: Allocation[][];
  totalLeft: number;
  unallocated: number;
}

/**
 * Each payment in turn to the items paid in money (not by a package session), in order, each up to what it has
 * left. What is paid over what the items have left is `unallocated` (the server refuses it as PAYMENT_OVERPAID).
 */
export function planAllocations(items: readonly AllocationItem[], amounts: readonly number[]): AllocationPlan {
  const money = items.filter((i) => !i.usePackage);
  const left = money.map((i) => Math.max(0, i.left));
  const totalLeft = left.reduce((s, l) => s + l, 0);
  let unallocated = 0;
  const allocations = amounts.map((amount) => {
    let rest = amount;
    const allocs: Allocation[] = [];
    money.forEach((i, k) => {
      const take = Math.min(rest, left[k] ?? 0);
      if (take <= 0) return;
      left[k] = (left[k] ?? 0) - take;
      rest -= take;
      allocs.push({ appointment_id: i.appointmentId, client_id: i.clientId, sale_id: i.saleId, amount: take });
    });
    unallocated += Math.max(0, rest);
    return allocs;
  });
  return { allocations, totalLeft, unallocated };
}

/** The checkout's groups (docs/product/payments.md): what the payments give to appointments, to sales, and what no item takes. */
export function allocationGroups(plan: AllocationPlan): { appointments: number; sales: number; unallocated: number } {
  let appointments = 0;
  let sales = 0;
  for (const a of plan.allocations.flat()) {
    if (a.appointment_id) appointments += a.amount;
    else if (a.sale_id) sales += a.amount;
  }
  return { appointments, sales, unallocated: plan.unallocated };
}

/** The change handed back: what was tendered in cash over each cash amount. */
export function changeOf(payments: readonly { method: string; amount: number; tendered?: number | undefined | null }[]): number {
  return payments.reduce(
    (s, p) => s + (p.method === 'cash' && p.tendered !== undefined && p.tendered !== null ? p.tendered - p.amount : 0),
    0,
  );
}
