import { discount, formatMoney, hasFeature, SALE_QUANTITY_MAX, type SaleInputDraft, type SaleLineKind } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { AffixField, Badge, Button, Combobox, Field, MoneyField, SelectField } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { recordIcons } from '../../lib/records';
import { queryClient, trpc } from '../../lib/trpc';
import { accessViewer, useUser } from '../../lib/viewer';
import { minorOf } from '../catalogue/money';
import { moneyLocale } from '../catalogue/use-money-field';

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

interface Item {
  kind: SaleLineKind;
  id: string;
  name: string;
  price: number;
  currency: string;
  /** A product's stock (null: not tracked). */
  stock: number | null;
}

const KIND_LABEL: Record<SaleLineKind, () => string> = {
  product: () => m.ws_kind_product(),
  package: () => m.ws_kind_package(),
  gift_voucher: () => m.ws_kind_gift_voucher(),
};

let nextKey = 0;

/** A new line for a picked item: quantity 1, no discount. */
export function newSaleLine(item: Pick<Item, 'kind' | 'id' | 'name' | 'price'>): SaleBuilderLine {
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

/** Whole number typed in a quantity box, or NaN (the server's schema reports it). */
const quantityOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

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
    const amount = Number.isSafeInteger(q) && q > 0 ? l.unit_price * q : 0;
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

/** `sales.create` as a mutation; a made sale refreshes the sales lists, the client's tabs and the package balances. */
export function useCreateSale() {
  return useMutation(
    trpc.sales.create.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.sales.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.clients.related.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.giftVouchers.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.packages.get.pathKey() });
      },
    }),
  );
}

/** The business's products, packages and gift vouchers on sale (packages and vouchers only on plans that have them). */
function useItems() {
  const user = useUser();
  const viewer = accessViewer(user);
  const packagesOn = hasFeature(viewer, 'packages');
  const vouchersOn = hasFeature(viewer, 'gift_vouchers');
  const productsQ = useQuery({ ...trpc.products.list.queryOptions({ is_lite: true }), staleTime: 30_000 });
  const packagesQ = useQuery({ ...trpc.packages.list.queryOptions({ is_lite: true }), enabled: packagesOn, staleTime: 30_000 });
  const vouchersQ = useQuery({
    ...trpc.giftVouchers.list.queryOptions({ is_lite: true, without_expiried: true }),
    enabled: vouchersOn,
    staleTime: 30_000,
  });
  const discountsQ = useQuery({ ...trpc.discounts.list.queryOptions({ is_lite: true }), staleTime: 30_000 });
  const items: Item[] = [
    ...(productsQ.data?.items ?? []).map((p) => ({
      kind: 'product' as const,
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      stock: p.stock,
    })),
    ...(packagesOn ? (packagesQ.data?.items ?? []) : []).map((p) => ({
      kind: 'package' as const,
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      stock: null,
    })),
    ...(vouchersOn ? (vouchersQ.data?.items ?? []) : []).map((v) => ({
      kind: 'gift_voucher' as const,
      id: v.id,
      name: v.name,
      price: v.price,
      currency: v.currency,
      stock: null,
    })),
  ];
  const discounts: DiscountOption[] = (discountsQ.data?.items ?? []).map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    value: d.value,
  }));
  const loading = productsQ.isPending || (packagesOn && packagesQ.isPending) || (vouchersOn && vouchersQ.isPending);
  const failed = productsQ.isError || packagesQ.isError || vouchersQ.isError;
  return { items, discounts, loading, failed };
}

/**
 * Picks what a sale is made of (SPEC 3): products, packages and gift vouchers
 * found by name in one search box (arrow keys and Enter, like every picker),
 * each with its quantity and an optional discount — one of the business's
 * discounts or an amount off — and shows each line's total and the sale's
 * total as the sale will be saved. Controlled: the checkout keeps the lines
 * and sends them with `saleLinesInput` through `useCreateSale`.
 */
export function SaleBuilder({ value, onChange, currency, clientId, errors = {}, disabled, id }: SaleBuilderProps) {
  const { locale } = useLocale();
  const autoId = useId();
  const base = id ?? `sale-${autoId.replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const { items, discounts, loading, failed } = useItems();
  const typed = text.trim().toLocaleLowerCase(locale);
  const results = items.filter((i) => !typed || i.name.toLocaleLowerCase(locale).includes(typed)).slice(0, 30);
  const totals = saleTotals(value, discounts, currency);
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const add = (item: Item) => {
    const same = value.findIndex((l) => l.kind === item.kind && l.item_id === item.id && !l.discount);
    if (same >= 0) {
      // Picking an item already on the sale adds one more of it.
      onChange(value.map((l, i) => (i === same ? { ...l, quantity: String((quantityOf(l.quantity) || 0) + 1) } : l)));
    } else onChange([...value, newSaleLine(item)]);
    setText('');
    inputRef.current?.focus();
  };
  const update = (index: number, patch: Partial<SaleBuilderLine>) =>
    onChange(value.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  let status: string | null = null;
  if (failed) status = m.web_connection_error();
  else if (loading && !results.length) status = m.ws_items_loading();
  else if (!results.length) status = typed ? m.ws_items_none({ search: text.trim() }) : m.ws_items_empty();

  const needsClient = !clientId && value.some((l) => l.kind === 'package');
  const linesError = errors.lines?.join(' ');
  const clientError = errors.client_id?.join(' ');
  const errorOf = (i: number, field: string) => errors[`lines.${i}.${field}`];

  return (
    <div className="flex flex-col gap-4" data-testid="sale-builder">
      <Field id={`${base}-item`} label={m.ws_add_item()} hint={m.ws_add_item_hint()}>
        <Combobox
          id={`${base}-item`}
          inputRef={inputRef}
          type="search"
          listLabel={m.ws_add_item()}
          placeholder={m.ws_search_items()}
          disabled={disabled}
          inputValue={text}
          onInputChange={setText}
          options={results}
          optionKey={(i) => `${i.kind}:${i.id}`}
          onSelect={add}
          busy={loading}
          status={status}
          statusTone={failed ? 'error' : 'muted'}
          announcement={results.length ? m.ws_items_found({ count: results.length }) : ''}
          renderOption={(i) => (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{i.name}</span>
                <span className="block truncate text-xs text-gray-500">
                  {KIND_LABEL[i.kind]()}
                  {i.stock !== null ? ` · ${m.ws_in_stock({ count: i.stock })}` : ''}
                </span>
              </span>
              <span className="shrink-0 text-sm text-gray-700 tabular-nums">{formatMoney(i.price, i.currency, locale)}</span>
            </>
          )}
        />
      </Field>

      {value.length ? (
        <ul className="flex flex-col gap-3" aria-label={m.ws_lines()}>
          {value.map((line, i) => {
            const row = totals.lines[i] ?? { amount: 0, off: 0, total: 0 };
            const fieldId = (f: string) => `${base}-${line.key}-${f}`;
            return (
              <li
                key={line.key}
                data-testid="sale-line"
                className="grid grid-cols-2 items-start gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_6.5rem_11rem_auto]"
              >
                <div className="col-span-2 min-w-0 sm:col-span-1">
                  <p className="font-medium break-words text-gray-900">{line.name}</p>
                  <p className="text-xs text-gray-500">
                    <Badge>{KIND_LABEL[line.kind]()}</Badge> {m.ws_unit_price({ price: money(line.unit_price) })}
                  </p>
                  {errorOf(i, 'item_id') ? (
                    <p className="mt-1 text-sm font-medium text-red-600" role="alert">
                      {errorOf(i, 'item_id')?.join(' ')}
                    </p>
                  ) : null}
                </div>
                <AffixField
                  id={fieldId('quantity')}
                  label={m.ws_quantity()}
                  inputMode="numeric"
                  autoComplete="off"
                  suffix="×"
                  disabled={disabled}
                  value={line.quantity}
                  error={errorOf(i, 'quantity')}
                  max={SALE_QUANTITY_MAX}
                  onChange={(e) => update(i, { quantity: e.target.value })}
                />
                <div className="flex flex-col gap-2">
                  <SelectField
                    id={fieldId('discount')}
                    label={m.ws_discount()}
                    disabled={disabled}
                    value={line.discount}
                    error={errorOf(i, 'discount_id')}
                    onChange={(e) => update(i, { discount: e.target.value })}
                  >
                    <option value="">{m.ws_no_discount()}</option>
                    {discounts.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                    <option value={AMOUNT_OFF}>{m.ws_amount_off()}</option>
                  </SelectField>
                  {line.discount === AMOUNT_OFF ? (
                    <MoneyField
                      id={fieldId('discount_amount')}
                      label={m.ws_amount_off_label()}
                      currency={currency}
                      locale={moneyLocale(locale)}
                      disabled={disabled}
                      value={line.discount_amount}
                      error={errorOf(i, 'discount_amount')}
                      onChange={(e) => update(i, { discount_amount: e.target.value })}
                    />
                  ) : null}
                </div>
                <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end sm:pt-6">
                  <p className="text-right text-sm tabular-nums" data-testid="sale-line-total">
                    {row.off > 0 ? <span className="block text-xs text-gray-500 line-through">{money(row.amount)}</span> : null}
                    <span className="font-semibold text-gray-900">{money(row.total)}</span>
                  </p>
                  <Button
                    variant="ghost"
                    className="px-2.5 text-gray-500 hover:text-red-700"
                    aria-label={m.ws_remove_line({ name: line.name })}
                    disabled={disabled}
                    onClick={() => remove(i)}
                  >
                    <recordIcons.TrashIcon className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
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

      {value.length ? (
        <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="sale-totals">
          {totals.discount > 0 ? (
            <>
              <dt className="text-gray-500">{m.ws_subtotal()}</dt>
              <dd className="text-right tabular-nums">{money(totals.subtotal)}</dd>
              <dt className="text-gray-500">{m.ws_discounts()}</dt>
              <dd className="text-right tabular-nums">−{money(totals.discount)}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-gray-900">{m.ws_total()}</dt>
          <dd className="text-right font-semibold text-gray-900 tabular-nums" data-testid="sale-total">
            {money(totals.total)}
          </dd>
        </dl>
      ) : null}
    </div>
  );
}
