/**
 * The checkout's items in the order the server allocates them (appointments, then sales, then the sale being made)
 * and the shared allocation plan over them (`@kairos/api/shared` checkout-allocate: the same function the ledger
 * records with), so the summary shows what the server will record.
 */
import { type AllocationItem, allocationGroups, type CheckoutInput, planAllocations } from '@kairos/api/shared';
import type { Selection } from './checkout-items';
import type { Candidate } from './use-candidates';

/** What the plan needs of a ticked candidate. */
export type PlanCandidate = Pick<Candidate, 'key' | 'kind' | 'appointment_id' | 'client_id' | 'sale_id' | 'left'>;

/** Ticked candidates in the order the checkout sends them: appointments first, then sales. */
export function inCheckoutOrder<C extends PlanCandidate>(chosen: readonly C[]): C[] {
  return [...chosen.filter((c) => c.kind === 'appointment'), ...chosen.filter((c) => c.kind === 'sale')];
}

/** The id the sale being made stands under until it is created. */
export const NEW_SALE = 'new-sale';

/** The allocation items of a checkout: the ticked candidates in order, then the sale being made (its total left, when it has one). */
export function checkoutItems(chosen: readonly PlanCandidate[], selection: Selection, saleTotal: number): AllocationItem[] {
  const items: AllocationItem[] = inCheckoutOrder(chosen).map((c) => ({
    appointmentId: c.kind === 'appointment' ? c.appointment_id : null,
    clientId: c.client_id,
    saleId: c.kind === 'sale' ? c.sale_id : null,
    left: c.left,
    usePackage: c.kind === 'appointment' && !!selection.get(c.key)?.use_package,
  }));
  if (saleTotal > 0) items.push({ appointmentId: null, clientId: null, saleId: NEW_SALE, left: saleTotal, usePackage: false });
  return items;
}

/** What the checkout's items have left to pay in all (what is due now). */
export const checkoutDue = (chosen: readonly PlanCandidate[], selection: Selection, saleTotal: number): number =>
  planAllocations(checkoutItems(chosen, selection, saleTotal), []).totalLeft;

/** What the payments give to appointments and to sales, and what no item takes (shown as paid over). */
export function checkoutSummary(
  chosen: readonly PlanCandidate[],
  selection: Selection,
  saleTotal: number,
  amounts: readonly number[],
) {
  return allocationGroups(planAllocations(checkoutItems(chosen, selection, saleTotal), amounts));
}

/** The checkout's `items` as the page sends them: the ticked candidates in order, then the sale made (`saleId`). */
export function checkoutInputItems(
  chosen: readonly PlanCandidate[],
  selection: Selection,
  saleId: string | null,
): NonNullable<CheckoutInput['items']> {
  const items: NonNullable<CheckoutInput['items']> = [];
  for (const c of inCheckoutOrder(chosen)) {
    if (c.kind === 'appointment' && c.appointment_id && c.client_id)
      items.push({
        appointment_id: c.appointment_id,
        client_id: c.client_id,
        use_package: !!selection.get(c.key)?.use_package,
      });
    else if (c.kind === 'sale' && c.sale_id) items.push({ sale_id: c.sale_id });
  }
  if (saleId) items.push({ sale_id: saleId });
  return items;
}
