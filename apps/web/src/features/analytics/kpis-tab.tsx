import type { KpiFigures } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card } from '@kairos/ui';
import { DonutChart } from '@kairos/ui/charts';
import type { DetailsOf } from '../../lib/analytics/figure';
import { Figure, FigureGrid } from '../../lib/analytics/figure';
import { chartTexts, type FigureText } from '../../lib/analytics/format';

type RateKey = 'rebooking_rate' | 'retention_rate' | 'no_show_rate' | 'cancellation_rate' | 'utilisation';
const RATES: readonly [RateKey, () => string, 'up' | 'down'][] = [
  ['rebooking_rate', () => m.wan_kpi_rebooking(), 'up'],
  ['retention_rate', () => m.wan_kpi_retention(), 'up'],
  ['no_show_rate', () => m.wan_kpi_no_show(), 'down'],
  ['cancellation_rate', () => m.wan_kpi_cancellation(), 'down'],
  ['utilisation', () => m.wan_kpi_utilisation(), 'up'],
];

/** KPIs for the period against the previous one, and new versus returning clients. */
export function KpisTab({ data, text }: { data: DetailsOf<'kpis'>; text: FigureText }) {
  const now: KpiFigures = data.kpis;
  const before: KpiFigures = data.previous_kpis;
  return (
    <>
      <FigureGrid>
        <Figure
          label={m.wan_kpi_avg_spend()}
          value={now.avg_spend_per_visit}
          previous={before.avg_spend_per_visit}
          kind="money"
          text={text}
          testId="kpi-avg_spend_per_visit"
        />
        {RATES.map(([key, label, better]) => (
          <Figure
            key={key}
            label={label()}
            value={now[key]}
            previous={before[key]}
            kind="rate"
            text={text}
            better={better}
            testId={`kpi-${key}`}
          />
        ))}
      </FigureGrid>
      <Card title={m.wan_new_vs_returning()}>
        <DonutChart
          data={[
            { kind: m.wan_new_clients(), clients: now.new_clients },
            { kind: m.wan_returning_clients(), clients: now.returning_clients },
          ]}
          index="kind"
          category="clients"
          colors={['brand', 'emerald']}
          valueFormatter={text.count}
          label={text.count(now.new_clients + now.returning_clients)}
          summary={m.wan_new_vs_returning()}
          indexLabel={m.wan_col_clients()}
          valueLabel={m.wan_kpi_this()}
          texts={chartTexts()}
        />
      </Card>
    </>
  );
}
