// One line of the sale builder: the item, its quantity, its discount (or an amount off), its total and a remove button.
import { formatMoney, SALE_QUANTITY_MAX } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { AffixField, Badge, Button, MoneyField, SelectField } from '@kairos/ui';
import { useLocale } from '../i18n';
import { recordIcons } from '../records';
import { moneyLocale } from '../use-money-field';
import { AMOUNT_OFF, type DiscountOption, KIND_LABEL, type SaleBuilderLine } from './sale-lines';

export interface SaleLineRowProps {
  line: SaleBuilderLine;
  /** What the line comes to (minor units): before and after its discount. */
  row: { amount: number; off: number; total: number };
  discounts: readonly DiscountOption[];
  currency: string;
  /** Prefix for the row's control ids. */
  idPrefix: string;
  disabled?: boolean;
  /** The field's errors from `sales.create` (`item_id`, `quantity`, `discount_id`, `discount_amount`). */
  errorOf: (field: string) => string[] | undefined;
  onUpdate: (patch: Partial<SaleBuilderLine>) => void;
  onRemove: () => void;
}

export function SaleLineRow({
  line,
  row,
  discounts,
  currency,
  idPrefix,
  disabled,
  errorOf,
  onUpdate,
  onRemove,
}: SaleLineRowProps) {
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const fieldId = (f: string) => `${idPrefix}-${line.key}-${f}`;
  return (
    <li
      data-testid="sale-line"
      className="grid grid-cols-2 items-start gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_6.5rem_11rem_auto]"
    >
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-medium break-words text-gray-900">{line.name}</p>
        <p className="text-xs text-gray-500">
          <Badge>{KIND_LABEL[line.kind]()}</Badge> {m.ws_unit_price({ price: money(line.unit_price) })}
        </p>
        {errorOf('item_id') ? (
          <p className="mt-1 text-sm font-medium text-red-600" role="alert">
            {errorOf('item_id')?.join(' ')}
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
        error={errorOf('quantity')}
        max={SALE_QUANTITY_MAX}
        onChange={(e) => onUpdate({ quantity: e.target.value })}
      />
      <div className="flex flex-col gap-2">
        <SelectField
          id={fieldId('discount')}
          label={m.ws_discount()}
          disabled={disabled}
          value={line.discount}
          error={errorOf('discount_id')}
          onChange={(e) => onUpdate({ discount: e.target.value })}
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
            error={errorOf('discount_amount')}
            onChange={(e) => onUpdate({ discount_amount: e.target.value })}
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
          onClick={onRemove}
        >
          <recordIcons.TrashIcon className="size-4" />
        </Button>
      </div>
    </li>
  );
}
