// The sale builder: picks what a sale is made of, line by line, and shows what it comes to.
import { m } from '@kairos/i18n';
import { useId, useRef } from 'react';
import { SaleItemPicker } from './sale-item-picker';
import { useSaleItems } from './sale-items';
import { SaleLineRow } from './sale-line-row';
import { newSaleLine, quantityOf, type SaleBuilderLine, type SaleItem, saleTotals } from './sale-lines';
import { SaleTotals } from './sale-totals';

export interface SaleBuilderProps {
  /** The lines (controlled). */
  value: SaleBuilderLine[];
  onChange: (lines: SaleBuilderLine[]) => void;
  /** The business's currency (ISO 4217), for amounts and the money fields. */
  currency: string;
  /** The client the sale is for; packages can only be sold to a client (the builder says so when none is chosen). */
  clientId?: string | null;
  /** Field errors from `sales.create` (keys `lines`, `lines.N.quantity`, `lines.N.discount_amount`, …), shown under the rows. */
  errors?: Record<string, string[]>;
  disabled?: boolean;
  /** Prefix for the controls' ids (two builders on a page). */
  id?: string;
}

/**
 * Picks what a sale is made of (docs/product/sales.md): products, packages and gift vouchers
 * found by name in one search box (arrow keys and Enter, like every picker),
 * each with its quantity and an optional discount — one of the business's
 * discounts or an amount off — and shows each line's total and the sale's
 * total as the sale will be saved. Controlled: the checkout keeps the lines
 * and sends them with `saleLinesInput` through `useCreateSale`.
 */
export function SaleBuilder({ value, onChange, currency, clientId, errors = {}, disabled, id }: SaleBuilderProps) {
  const autoId = useId();
  const base = id ?? `sale-${autoId.replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { items, discounts, loading, failed } = useSaleItems();
  const totals = saleTotals(value, discounts, currency);

  const add = (item: SaleItem) => {
    const same = value.findIndex((l) => l.kind === item.kind && l.item_id === item.id && !l.discount);
    if (same >= 0) {
      // Picking an item already on the sale adds one more of it.
      onChange(value.map((l, i) => (i === same ? { ...l, quantity: String((quantityOf(l.quantity) || 0) + 1) } : l)));
    } else onChange([...value, newSaleLine(item)]);
    inputRef.current?.focus();
  };
  const update = (index: number, patch: Partial<SaleBuilderLine>) =>
    onChange(value.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const needsClient = !clientId && value.some((l) => l.kind === 'package');
  const linesError = errors.lines?.join(' ');
  const clientError = errors.client_id?.join(' ');

  return (
    <div className="flex flex-col gap-4" data-testid="sale-builder">
      <SaleItemPicker
        id={`${base}-item`}
        inputRef={inputRef}
        items={items}
        loading={loading}
        failed={failed}
        disabled={disabled}
        onPick={add}
      />

      {value.length ? (
        <ul className="flex flex-col gap-3" aria-label={m.ws_lines()}>
          {value.map((line, i) => (
            <SaleLineRow
              key={line.key}
              line={line}
              row={totals.lines[i] ?? { amount: 0, off: 0, total: 0 }}
              discounts={discounts}
              currency={currency}
              idPrefix={base}
              disabled={disabled}
              errorOf={(field) => errors[`lines.${i}.${field}`]}
              onUpdate={(patch) => update(i, patch)}
              onRemove={() => remove(i)}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">
          {m.ws_no_lines()}
        </p>
      )}

      {linesError ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {linesError}
        </p>
      ) : null}
      {needsClient || clientError ? (
        <p role={clientError ? 'alert' : undefined} className="text-sm font-medium text-amber-700">
          {clientError ?? m.ws_package_needs_client()}
        </p>
      ) : null}

      {value.length ? <SaleTotals totals={totals} currency={currency} /> : null}
    </div>
  );
}
