import { m } from '@kairos/i18n';
import { Card } from '@kairos/ui';
import { BarChart } from '@kairos/ui/charts';
import { Link } from 'react-router';
import { type DetailsOf, StatGrid } from '../../lib/analytics/figure';
import { chartTexts, type FigureText } from '../../lib/analytics/format';
import { SimpleTable } from './simple-table';

/** Client info: new, returning, active and retained clients, the top spenders, visits per client. */
export function ClientsTab({ data, text }: { data: DetailsOf<'client_info'>; text: FigureText }) {
  const frequency = data.visit_frequency.map((f) => ({ label: f.label, clients: f.clients }));
  return (
    <>
      <StatGrid
        items={[
          { label: m.wan_new_clients(), value: text.count(data.new_clients), testId: 'figure-ci-new' },
          { label: m.wan_returning_clients(), value: text.count(data.returning_clients) },
          { label: m.wan_active_clients(), value: text.count(data.active_clients), testId: 'figure-ci-active' },
          { label: m.wan_retained_clients(), value: text.count(data.retained_clients) },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={m.wan_top_clients()}>
          <SimpleTable
            caption={m.wan_top_clients()}
            testId="table-top-clients"
            rows={data.top_clients}
            rowKey={(r) => r.id}
            columns={[
              {
                label: m.wan_col_client(),
                cell: (r) => (
                  <Link to={`/clients/${encodeURIComponent(r.id)}`} className="text-brand-700 hover:underline">
                    {r.name}
                  </Link>
                ),
              },
              { label: m.wan_visits(), cell: (r) => text.count(r.visits), numeric: true },
              { label: m.wan_col_spent(), cell: (r) => text.money(r.spent), numeric: true },
            ]}
          />
        </Card>
        <Card title={m.wan_visit_frequency()}>
          <BarChart
            data={frequency}
            index="label"
            categories={['clients']}
            colors={['violet']}
            categoryLabels={{ clients: m.wan_col_clients() }}
            valueFormatter={text.count}
            indexLabel={m.wan_visits()}
            indexFormatter={(label) => m.wan_visit_frequency_label({ label })}
            summary={m.wan_visit_frequency()}
            texts={chartTexts()}
            showLegend={false}
            height={180}
          />
        </Card>
      </div>
    </>
  );
}
