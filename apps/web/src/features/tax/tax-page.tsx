import { hasFeature } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Card, cn, SelectField, Stat } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { formatDay } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { useMoneyText } from '../../lib/payments/money';
import { ListSkeleton, LoadError } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { accessViewer, useUser } from '../../lib/viewer';
import { HowWeGotThis } from './how-we-got-this';
import { SERIOUS, type TaxEstimate, WARNING_TEXT, yearLabel } from './labels';

const SETTINGS = '/account-setup/customisation/tax_settings';

/** `/financials/tax`: the estimate of tax to put aside for a year (premium), with how it was worked out. */
export function TaxPage() {
  const user = useUser();
  const allowed = hasFeature(accessViewer(user), 'tax');
  return (
    <>
      <PageHeader title={m.wtx_nav_tax()} description={m.wtx_subtitle()} />
      {allowed ? <Estimate /> : <BlockedFeatureNotice feature="tax" />}
    </>
  );
}

function Estimate() {
  const [params, setParams] = useSearchParams();
  const yearParam = Number(params.get('year'));
  const year = Number.isInteger(yearParam) && yearParam > 0 ? yearParam : undefined;
  const query = useQuery({ ...trpc.tax.estimate.queryOptions({ year }), placeholderData: keepPreviousData });
  const setYear = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('year', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <Alert tone="info" title={m.wtx_not_advice_title()}>
        {m.wtx_not_advice()}
      </Alert>
      {query.isPending ? (
        <ListSkeleton rows={4} label={m.web_loading()} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className={cn('flex flex-col gap-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <YearAndRegime data={query.data} onYear={setYear} />
          <Figures data={query.data} />
          <Warnings data={query.data} />
          <HowWeGotThis data={query.data} />
        </div>
      )}
    </div>
  );
}

function YearAndRegime({ data, onYear }: { data: TaxEstimate; onYear: (year: string) => void }) {
  const { locale } = useLocale();
  const day = (date: string) => formatDay(date, locale);
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-56">
          <SelectField id="tax-year" label={m.wtx_year()} value={String(data.year)} onChange={(e) => onYear(e.target.value)}>
            {data.years.map((y) => (
              <option key={y} value={String(y)}>
                {yearLabel(data.regime, y)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="text-sm text-gray-600 sm:text-right">
          <p data-testid="tax-period">
            {data.label} · {m.wtx_period({ start: day(data.start_date), end: day(data.end_date) })}
          </p>
          <p className="mt-1" data-testid="tax-regime">
            {data.regime === 'uk' ? m.wtx_regime_uk() : m.wtx_regime_ua({ group: String(data.ua_group ?? 3) })}
            {' · '}
            <Link to={SETTINGS} className="text-brand-700 underline hover:text-brand-800">
              {m.wtx_change_settings()}
            </Link>
          </p>
        </div>
      </div>
    </Card>
  );
}

function Figures({ data }: { data: TaxEstimate }) {
  const { locale } = useLocale();
  const money = useMoneyText();
  const cur = (minor: number) => money(minor, data.currency);
  return (
    <div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4" data-testid="tax-figures">
        <Stat label={m.wtx_income()} value={<span data-testid="tax-income">{cur(data.income)}</span>} />
        <Stat label={m.wtx_expenses()} value={<span data-testid="tax-expenses">{cur(data.expenses)}</span>} />
        <Stat
          label={m.wtx_profit()}
          value={
            <span className={data.profit < 0 ? 'text-red-600' : undefined} data-testid="tax-profit">
              {cur(data.profit)}
            </span>
          }
        />
        <Stat
          label={m.wtx_total()}
          value={
            <span className="text-brand-700" data-testid="tax-total">
              {cur(data.total)}
            </span>
          }
          hint={
            <span data-testid="tax-traded">
              {data.months_traded > 0
                ? m.wtx_traded({ months: data.months_traded, date: formatDay(data.traded_since, locale) })
                : m.wtx_not_traded({ date: formatDay(data.trading_since, locale) })}
            </span>
          }
        />
      </dl>
      <p className="mt-3 text-sm text-gray-600" data-testid="tax-includes">
        {data.regime === 'ua' ? m.wtx_includes_ua() : m.wtx_includes_uk()}
      </p>
    </div>
  );
}

function Warnings({ data }: { data: TaxEstimate }) {
  if (data.warnings.length === 0) return null;
  const serious = data.warnings.filter((w) => SERIOUS.includes(w));
  const notes = data.warnings.filter((w) => !SERIOUS.includes(w));
  const currency = data.regime === 'ua' ? 'UAH' : 'GBP';
  return (
    <div className="flex flex-col gap-3" data-testid="tax-warnings">
      {serious.map((w) => (
        <Alert key={w} tone="warning">
          {WARNING_TEXT[w](currency)}
        </Alert>
      ))}
      {notes.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-gray-600">
          {notes.map((w) => (
            <li key={w}>{WARNING_TEXT[w](currency)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
