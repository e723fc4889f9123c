import { type AnalyticsOutput, toMajor } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import { AreaChart, BarChart } from '@kairos/ui/charts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Figure, FigureGrid } from '../../lib/analytics/figure';
import { chartTexts, type FigureText, useFigureText } from '../../lib/analytics/format';
import { GOALS_PATH, GoalList, GoalsPremiumNote } from '../../lib/analytics/goal-progress';
import { ListSkeleton, LoadError } from '../../lib/records';
import { trpc } from '../../lib/trpc';

type Range = { start_date: string; end_date: string };

const BUCKET: Record<AnalyticsOutput['bucket'], () => string> = {
  day: () => m.wan_bucket_day(),
  week: () => m.wan_bucket_week(),
  month: () => m.wan_bucket_month(),
};

/** "The numbers" (every plan): the period's figures against the previous period, the series as charts, goals. */
export function NumbersTab({ range }: { range: Range }) {
  const query = useQuery({ ...trpc.analytics.overview.queryOptions(range), placeholderData: keepPreviousData });
  if (query.isPending) return <ListSkeleton label={m.wan_loading()} rows={4} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Numbers data={query.data} />;
}

function Numbers({ data }: { data: AnalyticsOutput }) {
  const text = useFigureText(data.currency);
  const now = data.numbers;
  const before = data.previous_numbers;
  const fig = (key: keyof typeof now, label: string, kind: 'money' | 'count' = 'count', better?: 'down') => (
    <Figure
      key={key}
      label={label}
      value={now[key]}
      previous={before[key]}
      kind={kind}
      text={text}
      better={better}
      testId={`figure-${key}`}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      <Compared data={data} text={text} />
      <FigureGrid>
        {fig('income', m.wan_income(), 'money')}
        {fig('expenses', m.wan_expenses(), 'money', 'down')}
        {fig('profit', m.wan_profit(), 'money')}
        {fig('appointments', m.wan_appointments())}
        {fig('visits', m.wan_visits())}
        {fig('attended', m.wan_attended())}
        {fig('cancelled', m.wan_cancelled(), 'count', 'down')}
        {fig('no_show', m.wan_no_show(), 'count', 'down')}
        {fig('new_clients', m.wan_new_clients())}
        {fig('active_clients', m.wan_active_clients())}
        {fig('class_sessions', m.wan_class_sessions())}
        {fig('sales', m.wan_sales())}
      </FigureGrid>
      <SeriesCharts data={data} text={text} />
      <Card
        title={m.wan_goals_title()}
        actions={
          data.goals ? (
            <Link to={GOALS_PATH} className={buttonClass('secondary', 'sm')}>
              {m.wan_goals_set()}
            </Link>
          ) : null
        }
      >
        {data.goals ? <GoalList goals={data.goals} text={text} /> : <GoalsPremiumNote />}
      </Card>
    </div>
  );
}

/** "1 – 30 Nov 2026, compared with 2 – 31 Oct 2026". */
export function Compared({ data, text }: { data: { period: Range; previous: Range }; text: FigureText }) {
  return (
    <p className="text-sm text-gray-600" data-testid="analytics-compared">
      {m.wan_compared({ period: text.range(data.period), previous: text.range(data.previous) })}
    </p>
  );
}

function SeriesCharts({ data, text }: { data: AnalyticsOutput; text: FigureText }) {
  const bucket = BUCKET[data.bucket]();
  const common = {
    data: data.series,
    index: 'date',
    indexFormatter: (d: string) => text.date(d),
    indexLabel: m.wan_col_date(),
    texts: chartTexts(),
  };
  const moneyTitle = m.wan_chart_money({ bucket });
  const visitsTitle = m.wan_chart_visits({ bucket });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={moneyTitle}>
        <AreaChart
          {...common}
          categories={['income', 'expenses']}
          colors={['brand', 'amber']}
          categoryLabels={{ income: m.wan_income(), expenses: m.wan_expenses() }}
          valueFormatter={text.money}
          axisFormatter={(v) => compactMajor(v, data.currency, text)}
          summary={moneyTitle}
        />
      </Card>
      <Card title={visitsTitle}>
        <BarChart
          {...common}
          categories={['visits', 'new_clients']}
          colors={['emerald', 'sky']}
          categoryLabels={{ visits: m.wan_visits(), new_clients: m.wan_new_clients() }}
          valueFormatter={text.count}
          summary={visitsTitle}
        />
      </Card>
    </div>
  );
}

/** An axis tick for money: the major amount, compact ("1.2K"), without the currency. */
function compactMajor(minor: number, currency: string, text: FigureText): string {
  return new Intl.NumberFormat(text.locale === 'uk' ? 'uk-UA' : 'en-GB', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(Number(toMajor(minor, currency)));
}
