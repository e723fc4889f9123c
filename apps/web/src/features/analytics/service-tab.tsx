import { m } from '@kairos/i18n';
import { Card } from '@kairos/ui';
import { BarChart, BarList } from '@kairos/ui/charts';
import { type DetailsOf, StatGrid } from '../../lib/analytics/figure';
import { chartTexts, type FigureText } from '../../lib/analytics/format';
import { type WeekdayId, weekdayLabel } from '../../lib/settings/labels';
import { SimpleTable } from './simple-table';

/** Minutes as hours with at most one decimal. */
export const hours = (text: FigureText, minutes: number) => text.count(Math.round(minutes / 6) / 10);

/** Service delivery: utilisation of business hours, visits by weekday, per service, class and location. */
export function ServiceTab({ data, text }: { data: DetailsOf<'service_delivery'>; text: FigureText }) {
  const other = m.wan_other();
  const weekdays = data.by_weekday.map((d) => ({
    weekday: weekdayLabel[String(d.weekday) as WeekdayId]?.() ?? String(d.weekday),
    visits: d.visits,
  }));
  return (
    <>
      <StatGrid
        items={[
          {
            label: m.wan_utilisation(),
            value: text.rate(data.utilisation.rate),
            hint: m.wan_utilisation_text({
              booked: hours(text, data.utilisation.booked_minutes),
              open: hours(text, data.utilisation.open_minutes),
            }),
            testId: 'figure-utilisation',
          },
          {
            label: m.wan_visits(),
            value: text.count(data.by_service.reduce((sum, s) => sum + s.visits, 0)),
          },
        ]}
      />
      <Card title={m.wan_by_service()}>
        <SimpleTable
          caption={m.wan_by_service()}
          testId="table-by-service"
          rows={data.by_service}
          rowKey={(r, i) => r.id ?? `other-${i}`}
          columns={[
            { label: m.wan_col_name(), cell: (r) => r.name || other },
            { label: m.wan_visits(), cell: (r) => text.count(r.visits), numeric: true },
            { label: m.wan_attended(), cell: (r) => text.count(r.attended), numeric: true },
            { label: m.wan_cancelled(), cell: (r) => text.count(r.cancelled), numeric: true },
            { label: m.wan_no_show(), cell: (r) => text.count(r.no_show), numeric: true },
            { label: m.wan_col_hours(), cell: (r) => hours(text, r.minutes), numeric: true },
            { label: m.wan_col_value(), cell: (r) => text.money(r.value), numeric: true },
          ]}
        />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={m.wan_by_weekday()}>
          <BarChart
            data={weekdays}
            index="weekday"
            categories={['visits']}
            colors={['emerald']}
            categoryLabels={{ visits: m.wan_visits() }}
            valueFormatter={text.count}
            indexFormatter={(w) => w.slice(0, 2)}
            indexLabel={m.wan_col_weekday()}
            summary={m.wan_by_weekday()}
            texts={chartTexts()}
            showLegend={false}
            height={180}
          />
        </Card>
        <Card title={m.wan_by_location()}>
          {data.by_location.length ? (
            <BarList
              label={m.wan_by_location()}
              data={data.by_location.map((l) => ({ key: l.id ?? 'other', name: l.name || other, value: l.visits }))}
              valueFormatter={text.count}
              color="sky"
            />
          ) : (
            <p className="text-sm text-gray-500">{m.wan_none()}</p>
          )}
        </Card>
      </div>
      <Card title={m.wan_by_class()}>
        <SimpleTable
          caption={m.wan_by_class()}
          rows={data.by_class}
          rowKey={(r, i) => r.id ?? `other-${i}`}
          columns={[
            { label: m.wan_col_name(), cell: (r) => r.name || other },
            { label: m.wan_col_sessions(), cell: (r) => text.count(r.sessions), numeric: true },
            { label: m.wan_col_attendees(), cell: (r) => text.count(r.attendees), numeric: true },
          ]}
        />
      </Card>
    </>
  );
}
