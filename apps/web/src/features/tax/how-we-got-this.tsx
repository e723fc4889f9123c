import { type Locale, m } from '@kairos/i18n';
import { Card } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { useMoneyText } from '../../lib/payments/money';
import { LINE_LABEL, type TaxEstimate, yearLabel } from './labels';

type Line = TaxEstimate['lines'][number];

/** Basis points as the reader writes a percentage: 2000 → "20%" / "20 %", 600 → "6%". */
export const percentOf = (basisPoints: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );

/**
 * "How we got this": each line of the estimate with its working (rate × base, a monthly charge's
 * months, a deduction's base) and amount, then the total and the sources of the rates. A list of
 * rows that stacks on a phone; the working stays next to its line.
 */
export function HowWeGotThis({ data }: { data: TaxEstimate }) {
  const { locale } = useLocale();
  const money = useMoneyText();
  const cur = (minor: number) => money(minor, data.currency);
  const working = (l: Line): string => {
    if (l.key === 'uk_class2')
      return l.amount > 0 ? m.wtx_work_class2({ weekly: cur(l.base), weeks: l.weeks ?? 0 }) : m.wtx_work_class2_none();
    if (l.deduction) return m.wtx_work_deduction({ base: cur(l.base) });
    const rate = percentOf(l.rate ?? 0, locale);
    if (l.months !== null) return m.wtx_work_months({ rate, months: l.months, base: cur(l.base) });
    return m.wtx_work_rate({ rate, base: cur(l.base) });
  };
  return (
    <Card title={m.wtx_how_title()} description={data.regime === 'uk' ? m.wtx_how_uk() : m.wtx_how_ua()}>
      <ul className="divide-y divide-gray-100" data-testid="tax-lines">
        {data.lines.map((l) => (
          <li
            key={l.key}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4"
            data-testid={`tax-line-${l.key}`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900">{LINE_LABEL[l.key]()}</p>
              <p className="text-sm text-gray-500">{working(l)}</p>
            </div>
            <p className={l.deduction ? 'text-gray-500 tabular-nums' : 'font-medium text-gray-900 tabular-nums'}>
              {l.deduction ? `−${cur(l.amount)}` : cur(l.amount)}
            </p>
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-4 pt-3 font-semibold text-gray-900">
          <span>{m.wtx_total_row()}</span>
          <span className="tabular-nums" data-testid="tax-lines-total">
            {cur(data.total)}
          </span>
        </li>
      </ul>
      <div className="mt-5 border-t border-gray-100 pt-4 text-sm">
        <p className="font-medium text-gray-700">{m.wtx_sources({ year: yearLabel(data.regime, data.table_year) })}</p>
        <ul className="mt-2 flex flex-col gap-1.5" data-testid="tax-sources">
          {data.sources.map((s) => (
            <li key={s.url} className="wrap-anywhere">
              <a href={s.url} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline hover:text-brand-800">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
