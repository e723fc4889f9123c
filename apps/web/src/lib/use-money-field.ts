import type { Locale } from '@kairos/i18n';
import { moneyAffix } from '@kairos/ui';
import { useLocale } from './i18n';
import { useUser } from './viewer';

/** The language tag a money field places the symbol for. */
export const moneyLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/**
 * The currency a form's money fields are in (the record's own, else the
 * business's): `money` is the kit's MoneyField props (symbol where the
 * language writes it), `affix` the same placement for an AffixField.
 */
export function useMoneyField(recordCurrency: string | null | undefined) {
  const { locale } = useLocale();
  const user = useUser();
  const currency = recordCurrency ?? user.business?.currency ?? 'UAH';
  const money = { currency, locale: moneyLocale(locale) };
  return { currency, money, affix: moneyAffix(currency, money.locale) };
}
