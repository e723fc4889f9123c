// An items gift voucher's services and products, each with how many of it, and what they are worth.
import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, SelectField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { numberOf } from '../../lib/number-text';
import { QuantityLines } from '../../lib/quantity-lines';
import type { RecordForm } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { PRODUCTS_FORM, type VoucherItem } from './records';

export interface ItemLine {
  /** Keeps a row's controls (and focus) while the item in it changes. */
  key: string;
  type: 'service' | 'product';
  id: string;
  quantity: string;
}

let nextKey = 0;
export const newItemLine = (type: ItemLine['type'], id: string, quantity = '1'): ItemLine => ({
  key: `item-${nextKey++}`,
  type,
  id,
  quantity,
});

export interface ItemOption {
  type: ItemLine['type'];
  id: string;
  name: string;
  price: number;
  currency: string;
}

const refOf = (o: { type: string; id: string }) => `${o.type}:${o.id}`;

/**
 * The business's active services and products, plus any archived one the
 * voucher already holds, for the picker and for the voucher's value.
 */
export function useItemOptions(held: VoucherItem[] = []) {
  const services = useQuery(trpc.services.list.queryOptions({ is_lite: true }));
  const products = useQuery(trpc.products.list.queryOptions({ is_lite: true }));
  const active: ItemOption[] = [
    ...(services.data?.items ?? []).map((s) => ({
      type: 'service' as const,
      id: s.id,
      name: s.name,
      price: s.price,
      currency: s.currency,
    })),
    ...(products.data?.items ?? []).map((p) => ({
      type: 'product' as const,
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
    })),
  ];
  const options = [
    ...active,
    ...held
      .filter((h) => !active.some((o) => o.type === h.type && o.id === h.id))
      .map((h) => ({ type: h.type, id: h.id, name: h.name, price: h.price, currency: h.currency })),
  ];
  return { options, loaded: services.isSuccess && products.isSuccess };
}

/** What the lines are worth at today's prices (minor units). */
export function linesValue(lines: ItemLine[], options: ItemOption[]): number {
  const byRef = new Map(options.map((o) => [refOf(o), o]));
  return lines.reduce((sum, l) => sum + (byRef.get(refOf(l))?.price ?? 0) * (numberOf(l.quantity) || 0), 0);
}

/** An items voucher's services and products (at least one), each with how many of it. */
export function VoucherItemsEditor({
  form,
  lines,
  options,
  loaded,
  currency,
}: {
  form: RecordForm;
  lines: ItemLine[];
  options: ItemOption[];
  loaded: boolean;
  currency: string;
}) {
  const { locale } = useLocale();
  const all = form.bind('included');
  const byRef = new Map(options.map((o) => [refOf(o), o]));
  const unused = options.filter((o) => !lines.some((l) => refOf(l) === refOf(o)));
  const setLines = (next: ItemLine[]) => form.setValue('included', next);
  const add = () => {
    const next = unused[0];
    if (next) setLines([...lines, newItemLine(next.type, next.id)]);
    window.requestAnimationFrame(() => document.getElementById(form.idOf(`included.${lines.length}.id`))?.focus());
  };
  const remove = (index: number) => {
    setLines(lines.filter((_, i) => i !== index));
    window.requestAnimationFrame(() => document.getElementById(`${all.id}-add`)?.focus());
  };
  const choose = (index: number, ref: string) => {
    const o = byRef.get(ref);
    if (o) setLines(lines.map((l, i) => (i === index ? { ...l, type: o.type, id: o.id } : l)));
  };
  const worth = linesValue(lines, options);
  const services = options.filter((o) => o.type === 'service');
  const products = options.filter((o) => o.type === 'product');
  const optionsFor = (line: ItemLine, list: ItemOption[]) =>
    list
      .filter((o) => refOf(o) === refOf(line) || !lines.some((l) => refOf(l) === refOf(o)))
      .map((o) => (
        <option key={refOf(o)} value={refOf(o)}>
          {o.name} · {formatMoney(o.price, o.currency, locale)}
        </option>
      ));

  return (
    <Card title={m.wp_voucher_section_items()} description={m.wp_voucher_items_hint()}>
      <QuantityLines
        lines={lines}
        rowTestId="voucher-item"
        columnsClassName="sm:grid-cols-[1fr_8rem_auto]"
        renderChoice={(line, i) => {
          const bound = form.bind(`included.${i}.id`);
          return (
            <SelectField
              id={bound.id}
              error={bound.error}
              label={m.wp_voucher_item()}
              fieldClassName="col-span-2 sm:col-span-1"
              value={refOf(line)}
              onChange={(e) => choose(i, e.target.value)}
            >
              {services.length ? <optgroup label={m.wp_group_services()}>{optionsFor(line, services)}</optgroup> : null}
              {products.length ? <optgroup label={m.wp_group_products()}>{optionsFor(line, products)}</optgroup> : null}
            </SelectField>
          );
        }}
        quantityLabel={m.wp_voucher_quantity()}
        quantityField={(i) => form.field(`included.${i}.quantity`)}
        removeLabel={(line, i) => m.wp_voucher_remove_item({ name: byRef.get(refOf(line))?.name || String(i + 1) })}
        onRemove={remove}
        all={all}
        addLabel={m.wp_voucher_add_item()}
        canAdd={unused.length > 0}
        onAdd={add}
        notice={
          loaded && options.length === 0 && lines.length === 0 ? (
            <p className="text-sm text-gray-600">
              {m.wp_voucher_no_items()}{' '}
              <Link to={PRODUCTS_FORM} className="font-medium text-brand-700 underline">
                {m.wp_products_add()}
              </Link>
            </p>
          ) : null
        }
        summary={
          <p className="text-sm text-gray-600" data-testid="voucher-items-worth">
            {m.wp_voucher_worth({ amount: formatMoney(worth, currency, locale) })}
          </p>
        }
      />
    </Card>
  );
}
