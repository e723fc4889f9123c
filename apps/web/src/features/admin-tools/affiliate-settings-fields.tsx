import { m } from '@kairos/i18n';
import { AffixField } from '@kairos/ui';
import { fromHundredths, hundredths } from '../../lib/admin-parts';

export const SETTINGS_KEYS = ['fixed_amount', 'percent_amount', 'fixed_discount_amount', 'percent_discount_amount'] as const;
type Key = (typeof SETTINGS_KEYS)[number];
export type SettingsValues = Record<Key, string>;

export const emptySettings: SettingsValues = {
  fixed_amount: '',
  percent_amount: '',
  fixed_discount_amount: '',
  percent_discount_amount: '',
};

/** Stored settings (minor units, basis points) → form text (major units, percent). */
export function settingsValues(s: Record<Key, number | null>): SettingsValues {
  return Object.fromEntries(SETTINGS_KEYS.map((k) => [k, fromHundredths(s[k])])) as SettingsValues;
}

/** Form text → the API's settings (both units are hundredths of what is typed). */
export function settingsInput(v: SettingsValues) {
  return Object.fromEntries(SETTINGS_KEYS.map((k) => [k, hundredths(v[k])]));
}

interface FieldProps {
  id: string;
  value: string;
  error?: string | string[];
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The affiliate's commission and the referred owner's discount, each as a fixed amount (in the currency of
 * the payment: £ or ₴) or a percentage; a blank field keeps the programme's default. One of each pair.
 */
export function AffiliateSettingsFields({ field }: { field: (name: Key) => FieldProps }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <AffixField
        label={m.admt_aff_fixed_amount()}
        inputMode="decimal"
        hint={m.admt_aff_fixed_hint()}
        {...field('fixed_amount')}
      />
      <AffixField label={m.admt_aff_percent_amount()} inputMode="decimal" suffix="%" {...field('percent_amount')} />
      <AffixField
        label={m.admt_aff_fixed_discount()}
        inputMode="decimal"
        hint={m.admt_aff_fixed_hint()}
        {...field('fixed_discount_amount')}
      />
      <AffixField label={m.admt_aff_percent_discount()} inputMode="decimal" suffix="%" {...field('percent_discount_amount')} />
    </div>
  );
}
