import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { cn } from '../cn';
import { ChartFrame, PICTURE_ONLY } from './chart-table';
import { type ChartColor, type ChartRow, colorAt, numberOf, plainNumber, type ValueFormatter } from './colors';
import { Legend } from './legend';

export interface DonutChartProps {
  data: readonly ChartRow[];
  /** The key of each slice's name. */
  index: string;
  /** The key of each slice's value. */
  category: string;
  colors?: readonly ChartColor[];
  valueFormatter?: ValueFormatter;
  /** The text in the middle (e.g. the total); none when absent. */
  label?: string;
  summary: string;
  indexLabel: string;
  valueLabel: string;
  texts: { showTable: string; hideTable: string };
  className?: string;
}

/** Tremor-style donut: the share of each row, with a legend and the total in the middle. */
export function DonutChart(props: DonutChartProps) {
  const { data, index, category, colors, valueFormatter = plainNumber } = props;
  const names = data.map((row) => String(row[index] ?? ''));
  return (
    <ChartFrame
      className={props.className}
      summary={props.summary}
      showTableLabel={props.texts.showTable}
      hideTableLabel={props.texts.hideTable}
      table={{
        data,
        index,
        categories: [category],
        categoryLabels: { [category]: props.valueLabel },
        valueFormatter,
        indexLabel: props.indexLabel,
        caption: props.summary,
      }}
    >
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <div className="relative size-40 shrink-0">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart {...PICTURE_ONLY}>
              <Pie
                data={data.map((row) => ({ name: String(row[index] ?? ''), value: numberOf(row, category) }))}
                dataKey="value"
                nameKey="name"
                innerRadius="70%"
                outerRadius="100%"
                stroke="white"
                strokeWidth={1}
                isAnimationActive={false}
                // The pie's own layer is a focus stop too (Recharts' rootTabIndex, 0 by default), apart from the
                // chart's accessibility layer: out of the tab order like the rest of the hidden picture.
                rootTabIndex={-1}
              >
                {data.map((row, i) => (
                  <Cell key={String(row[index])} fill={colorAt(colors, i).value} />
                ))}
              </Pie>
              <Tooltip
                content={({ active, payload }) => {
                  const p = payload?.[0];
                  if (!active || !p) return null;
                  return (
                    <div className="rounded-md border border-gray-200 bg-white px-3 py-2 text-xs shadow-md">
                      <span className="text-gray-700">{String(p.name)}</span>{' '}
                      <span className="font-medium text-gray-900 tabular-nums">{valueFormatter(Number(p.value) || 0)}</span>
                    </div>
                  );
                }}
              />
            </PieChart>
          </ResponsiveContainer>
          {props.label ? (
            <span
              className={cn(
                'pointer-events-none absolute inset-0 flex items-center justify-center px-6 text-center text-sm font-semibold text-gray-900 tabular-nums',
              )}
            >
              {props.label}
            </span>
          ) : null}
        </div>
        <Legend categories={names} colors={colors} className="flex-col sm:flex-col" />
      </div>
    </ChartFrame>
  );
}
