import { useLocale } from '../../lib/i18n';
import { useUser } from '../../lib/viewer';
import { moneyAffix } from './money';

/**
 * The currency a form's money fields are in (the record's own, else the
 * business's) and the field props that show its symbol where the language
 * writes it (before or after the amount).
 */
export function useMoneyField(recordCurrency: string | null | undefined) {
  const { locale } = useLocale();
  const user = useUser();
  const currency = recordCurrency ?? user.business?.currency ?? 'UAH';
  return { currency, affix: moneyAffix(currency, locale) };
}
