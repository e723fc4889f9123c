import { formatMoney } from '@kairos/api/shared';
import { clientName } from '../clients/client';
import { useLocale } from '../i18n';
import { useUser } from '../viewer';

/** Formats minor units in the business's currency (or the row's own) in the reader's language. */
export function useMoneyText(): (minor: number, currency?: string) => string {
  const { locale } = useLocale();
  const user = useUser();
  const fallback = user.business?.currency ?? 'UAH';
  return (minor, currency) => formatMoney(minor, currency ?? fallback, locale);
}

/** "Олена Коваль" from a client row, or the dash for none. */
export const personName = (c: { first_name: string; last_name: string } | null | undefined): string => (c ? clientName(c) : '—');
