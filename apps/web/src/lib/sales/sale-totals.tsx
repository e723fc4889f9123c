// The sale builder's totals: subtotal and discounts (when there are any) and the sale's total.
import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { useLocale } from '../i18n';

export function SaleTotals({
  totals,
  currency,
}: {
  totals: { subtotal: number; discount: number; total: number };
  currency: string;
}) {
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
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
  );
}
