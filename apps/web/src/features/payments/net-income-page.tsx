// biome-ignore-all lint/a11y/noRedundantRoles: the periods table re-displays its elements below sm; explicit roles keep it a table for Safari's screen reader (see PeriodsTable).
import { m } from '@kairos/i18n';
import { Card, cn, SelectField, Stat } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { lastTwelveMonths, todayIn } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { useMoneyText } from '../../lib/payments/money';
import { ListSkeleton, LoadError } from '../../lib/records';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { formatPeriod } from './format';
import { RangeFilters, useRangeParams } from './range';

type NetIncome = RouterOutputs['payments']['netIncome'];
const PERIODS = ['day', 'week', 'month', 'year'] as const;
type Period = (typeof PERIODS)[number];
const PERIOD_LABEL: Record<Period, () => string> = {
  day: () => m.wi_period_day(),
  week: () => m.wi_period_week(),
  month: () => m.wi_period_month(),
  year: () => m.wi_period_year(),
};

/** `/financials/net-income/list`: income − expenses per period (the last twelve months by month by default) and expenses by category. */
export function NetIncomePage() {
  const id = useId();
  const user = useUser();
  const today = todayIn(user.business?.timezone);
  const { params, range, set } = useRangeParams(lastTwelveMonths(today));
  const periodParam = params.get('period');
  const period: Period = (PERIODS as readonly string[]).includes(periodParam ?? '') ? (periodParam as Period) : 'month';
  const query = useQuery({
    ...trpc.payments.netIncome.queryOptions({ start_date: range.start, end_date: range.end, period }),
    enabled: !range.invalid,
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title={m.wi_nav_net_income()} description={m.wi_net_subtitle()} />
      <RangeFilters range={range} onChange={set}>
        <SelectField
          id={`${id}-period`}
          label={m.wi_period()}
          value={period}
          onChange={(e) => set({ period: e.target.value === 'month' ? null : e.target.value })}
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABEL[p]()}
            </option>
          ))}
        </SelectField>
      </RangeFilters>
      {range.invalid ? null : query.isPending ? (
        <ListSkeleton rows={4} label={m.web_loading()} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className={cn('flex flex-col gap-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <NetTotals data={query.data} />
          <PeriodsTable data={query.data} period={period} />
          <Categories data={query.data} />
        </div>
      )}
    </>
  );
}

function NetTotals({ data }: { data: NetIncome }) {
  const money = useMoneyText();
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="net-totals">
      <Stat
        label={m.wi_net_income_col()}
        value={<span data-testid="net-income-total">{money(data.income, data.currency)}</span>}
      />
      <Stat
        label={m.wi_net_expenses_col()}
        value={<span data-testid="net-expenses-total">{money(data.expenses, data.currency)}</span>}
      />
      <Stat
        label={m.wi_net_net_col()}
        value={
          <span className={data.net < 0 ? 'text-red-600' : undefined} data-testid="net-net-total">
            {money(data.net, data.currency)}
          </span>
        }
      />
    </dl>
  );
}

/**
 * One row per period: income and expenses as two bars on one scale (so they compare at a glance),
 * the figures beside them; the bars are decoration, the numbers are the table. Below `sm` (375 px
 * phones) each period is a small block instead of a row: the period, then income, expenses and net
 * income one under the other with their names, so nothing scrolls sideways whatever the amounts'
 * length. The column headers stay for screen readers, and explicit roles keep the table a table for
 * them after the display change (Safari drops table semantics from re-displayed table elements).
 */
function PeriodsTable({ data, period }: { data: NetIncome; period: Period }) {
  const money = useMoneyText();
  const { locale } = useLocale();
  const max = Math.max(1, ...data.periods.flatMap((p) => [p.income, p.expenses]));
  const pct = (n: number) => `${Math.max(0, (n / max) * 100)}%`;
  const figure = 'flex items-baseline justify-between gap-3 sm:table-cell sm:py-2 sm:text-right';
  const name = (text: string) => (
    <span aria-hidden="true" className="text-gray-500 sm:hidden">
      {text}
    </span>
  );
  return (
    <Card title={m.wi_net_by_period()}>
      {data.periods.length === 0 ? (
        <p className="text-sm text-gray-500">{m.wi_net_empty()}</p>
      ) : (
        <div>
          <table role="table" className="block w-full text-left text-sm sm:table" data-testid="net-periods">
            <caption className="sr-only">{m.wi_net_by_period()}</caption>
            <thead role="rowgroup" className="sr-only text-xs font-medium tracking-wide text-gray-500 uppercase sm:not-sr-only">
              <tr role="row">
                <th scope="col" role="columnheader" className="py-2 pr-3 font-medium">
                  {m.wi_period()}
                </th>
                <th scope="col" role="columnheader" className="hidden py-2 pr-3 font-medium sm:table-cell">
                  <span className="sr-only">{m.wi_net_chart()}</span>
                </th>
                <th scope="col" role="columnheader" className="py-2 pr-3 text-right font-medium">
                  {m.wi_net_income_col()}
                </th>
                <th scope="col" role="columnheader" className="py-2 pr-3 text-right font-medium">
                  {m.wi_net_expenses_col()}
                </th>
                <th scope="col" role="columnheader" className="py-2 text-right font-medium">
                  {m.wi_net_net_col()}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="block divide-y divide-gray-100 sm:table-row-group">
              {data.periods.map((p) => (
                <tr key={p.start} role="row" className="flex flex-col gap-0.5 py-2 sm:table-row sm:py-0" data-testid="net-period">
                  <th
                    scope="row"
                    role="rowheader"
                    className="font-medium whitespace-nowrap text-gray-900 sm:py-2 sm:pr-3 sm:font-normal sm:text-gray-800"
                  >
                    {formatPeriod(p.start, period, locale)}
                  </th>
                  <td className="hidden w-2/5 py-2 pr-3 sm:table-cell" aria-hidden="true">
                    <div className="flex flex-col gap-1">
                      <div className="h-2 rounded-full bg-emerald-500" style={{ width: pct(p.income) }} />
                      <div className="h-2 rounded-full bg-rose-400" style={{ width: pct(p.expenses) }} />
                    </div>
                  </td>
                  <td role="cell" className={cn(figure, 'text-gray-700 tabular-nums sm:pr-3')}>
                    {name(m.wi_net_income_col())}
                    <span>{money(p.income, data.currency)}</span>
                  </td>
                  <td role="cell" className={cn(figure, 'text-gray-700 tabular-nums sm:pr-3')}>
                    {name(m.wi_net_expenses_col())}
                    <span>{money(p.expenses, data.currency)}</span>
                  </td>
                  <td role="cell" className={cn(figure, 'font-medium tabular-nums')}>
                    {name(m.wi_net_net_col())}
                    <span className={p.net < 0 ? 'text-red-600' : 'text-gray-900'}>{money(p.net, data.currency)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 hidden items-center gap-4 text-xs text-gray-500 sm:flex" aria-hidden="true">
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-full bg-emerald-500" /> {m.wi_net_income_col()}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-full bg-rose-400" /> {m.wi_net_expenses_col()}
            </span>
          </p>
        </div>
      )}
    </Card>
  );
}

function Categories({ data }: { data: NetIncome }) {
  const money = useMoneyText();
  // The server sends category keys; their names in the reader's language come from GET /data/expense-categories.
  const names = useQuery({ ...trpc.reference.expenseCategories.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const nameOf = (key: string) => names.data?.find((c) => c.key === key)?.name ?? key;
  const max = Math.max(1, ...data.by_category.map((c) => c.amount));
  return (
    <Card title={m.wi_net_by_category()}>
      {data.by_category.length === 0 ? (
        <p className="text-sm text-gray-500">{m.wi_net_no_expenses()}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="net-categories">
          {data.by_category.map((c) => (
            <li key={c.category} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 wrap-anywhere text-gray-700">{nameOf(c.category)}</span>
                <span className="shrink-0 font-medium text-gray-900 tabular-nums">{money(c.amount, data.currency)}</span>
              </div>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                <div className="h-full rounded-full bg-rose-400" style={{ width: `${(c.amount / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
