// A sale's lines as the builder edits them: a new line, what the lines come to, and the API input they make.
import { discount, type SaleInputDraft, type SaleLineKind } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { minorOf } from '../money';
import { numberOf } from '../number-text';

/**
 * One line of the sale being made, as the builder edits it. `quantity` and
 * `discount_amount` are the text as typed (the amount in major units);
 * `saleLinesInput` turns them into the API's integers.
 */
export interface SaleBuilderLine {
  /** Keeps a row's controls (and focus) while the list changes. */
  key: string;
  kind: SaleLineKind;
  item_id: string;
  /** The item's name and price (minor units) when picked, to show the line without another lookup. */
  name: string;
  unit_price: number;
  quantity: string;
  /** '' no discount; a discount's id; or AMOUNT_OFF for a fixed amount typed in `discount_amount`. */
  discount: string;
  discount_amount: string;
}

/** The discount choice that means "an amount off, typed". */
export const AMOUNT_OFF = 'amount';

export interface SaleItem {
  kind: SaleLineKind;
  id: string;
  name: string;
  price: number;
  currency: string;
  /** A product's stock (null: not tracked). */
  stock: number | null;
}

export const KIND_LABEL: Record<SaleLineKind, () => string> = {
  product: () => m.ws_kind_product(),
  package: () => m.ws_kind_package(),
  gift_voucher: () => m.ws_kind_gift_voucher(),
};

let nextKey = 0;

/** A new line for a picked item: quantity 1, no discount. */
export function newSaleLine(item: Pick<SaleItem, 'kind' | 'id' | 'name' | 'price'>): SaleBuilderLine {
  nextKey += 1;
  return {
    key: `sale-line-${nextKey}`,
    kind: item.kind,
    item_id: item.id,
    name: item.name,
    unit_price: item.price,
    quantity: '1',
    discount: '',
    discount_amount: '',
  };
}

/** A quantity box's number (lib/number-text.ts: empty → undefined, "-1" → -1, "abc" → NaN); the schema says what is wrong. */
export const quantityOf = numberOf;

/** The builder's lines as `sales.create` takes them (`{ client_id, lines, notes }`'s `lines`). */
export function saleLinesInput(lines: readonly SaleBuilderLine[], currency: string): NonNullable<SaleInputDraft['lines']> {
  return lines.map((l) => ({
    kind: l.kind,
    item_id: l.item_id,
    quantity: quantityOf(l.quantity),
    discount_id: l.discount && l.discount !== AMOUNT_OFF ? l.discount : null,
    discount_amount: l.discount === AMOUNT_OFF ? (minorOf(l.discount_amount, currency) ?? 0) : null,
  }));
}

export interface DiscountOption {
  id: string;
  name: string;
  type: 'percentage' | 'fixed';
  value: number;
}

/**
 * What each line and the sale come to, with the server's own discount
 * calculation (`discount()` from money-math), so the figures shown are the
 * ones the sale will be saved with. Lines not yet valid count as 0.
 */
export function saleTotals(lines: readonly SaleBuilderLine[], discounts: readonly DiscountOption[], currency: string) {
  const rows = lines.map((l) => {
    const q = quantityOf(l.quantity);
    const amount = q !== undefined && Number.isSafeInteger(q) && q > 0 ? l.unit_price * q : 0;
    let off = 0;
    if (l.discount === AMOUNT_OFF) {
      const typed = minorOf(l.discount_amount, currency) ?? 0;
      off = Number.isSafeInteger(typed) ? Math.max(0, Math.min(typed, amount)) : 0;
    } else if (l.discount) {
      const rule = discounts.find((d) => d.id === l.discount);
      off = rule ? discount(amount, rule) : 0;
    }
    return { amount, off, total: amount - off };
  });
  const sum = (k: 'amount' | 'off' | 'total') => rows.reduce((s, r) => s + r[k], 0);
  return { lines: rows, subtotal: sum('amount'), discount: sum('off'), total: sum('total') };
}
