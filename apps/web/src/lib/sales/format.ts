import { formatMoney, type SaleLineKind } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import type { Tone } from '@kairos/ui';

export const SALES_LIST = '/sales-and-products/sales';
export const salePath = (id: string) => `${SALES_LIST}/${id}`;
export const CHECKOUT = '/financials/income/checkout';
/** The checkout with the sale builder open ("New sale"). */
export const NEW_SALE = `${CHECKOUT}?new_sale=1`;
export const payForSale = (id: string) => `${CHECKOUT}?sale_id=${encodeURIComponent(id)}`;

export const LINE_KIND: Record<SaleLineKind, () => string> = {
  product: () => m.ws_kind_product(),
  package: () => m.ws_kind_package(),
  gift_voucher: () => m.ws_kind_gift_voucher(),
};

export interface PaidState {
  total: number;
  paid: number;
  left_to_pay: number;
  currency: string;
}

/** A sale's payment state as a badge: paid, left to pay {amount}, unpaid; nothing due is "free". */
export function paidBadge(s: PaidState, locale: Locale): { tone: Tone | 'neutral'; text: string } {
  if (s.total === 0) return { tone: 'neutral', text: m.ws_status_free() };
  if (s.left_to_pay === 0) return { tone: 'success', text: m.ws_status_paid() };
  if (s.paid <= 0) return { tone: 'error', text: m.ws_status_unpaid({ amount: formatMoney(s.left_to_pay, s.currency, locale) }) };
  return { tone: 'warning', text: m.ws_status_left({ amount: formatMoney(s.left_to_pay, s.currency, locale) }) };
}

export { clientName } from '../clients/client';

/** A sale's payment state in a client's Sales tab (`sales/queries.ts salesOfClient`). */
export const SALE_STATUS: Record<string, () => string> = {
  paid: () => m.ws_status_paid(),
  left_to_pay: () => m.ws_related_left(),
  unpaid: () => m.ws_related_unpaid(),
  free: () => m.ws_status_free(),
};

export const SALE_STATUS_TONE: Record<string, 'success' | 'warning' | 'error' | 'neutral'> = {
  paid: 'success',
  left_to_pay: 'warning',
  unpaid: 'error',
  free: 'neutral',
};
