import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Checkbox, errorText } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import type { Settings } from './use-booking-settings';
import { type ListField, split } from './values';

interface Item {
  id: string;
  name: string;
  deposit?: number;
  currency?: string;
}

/** One kind's checkbox list ("Services", "Classes", …) with its field error. */
export function OfferList({
  field,
  legend,
  items,
  value,
  error,
  idOf,
  onChange,
}: {
  field: ListField;
  legend: string;
  items: Item[];
  value: string;
  error?: string | string[];
  idOf: (name: ListField) => string;
  onChange: (value: string) => void;
}) {
  const { locale } = useLocale();
  const chosen = split(value);
  const message = errorText(error);
  const base = idOf(field);
  const toggle = (id: string, on: boolean) =>
    onChange(
      items
        .filter((i) => (i.id === id ? on : chosen.includes(i.id)))
        .map((i) => i.id)
        .join(','),
    );
  return (
    <fieldset aria-describedby={message ? `${base}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      {items.length === 0 ? <p className="text-sm text-gray-500">{m.ob_none_items()}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {items.map((item, i) => (
          <Checkbox
            key={item.id}
            id={i === 0 ? base : `${base}-${item.id}`}
            checked={chosen.includes(item.id)}
            onChange={(on) => toggle(item.id, on)}
            label={item.name}
            description={
              item.currency !== undefined
                ? item.deposit
                  ? m.ob_deposit({ amount: formatMoney(item.deposit, item.currency, locale) })
                  : m.ob_no_deposit()
                : undefined
            }
          />
        ))}
      </div>
      {message ? (
        <p id={`${base}-error`} className="text-xs font-medium text-red-600" data-field-error>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

export type OfferItems = Settings['offerable'];
