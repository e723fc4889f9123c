import type { ReactNode } from 'react';
import { ChartFrame } from './chart-table';
import { type ChartColor, type ChartRow, colorAt, plainNumber, type ValueFormatter } from './colors';
import { Legend } from './legend';

/** What every cartesian chart takes (Tremor's API: data, index, categories, colors, valueFormatter). */
export interface CartesianChartProps {
  data: readonly ChartRow[];
  /** The key of each row's label (a date, a name). */
  index: string;
  /** The keys of the numbers to draw, one series each. */
  categories: readonly string[];
  colors?: readonly ChartColor[];
  /** Tooltip and table text of a value. */
  valueFormatter?: ValueFormatter;
  /** The y axis's tick text (short: "1.2K"); defaults to a compact number. */
  axisFormatter?: ValueFormatter;
  /** The x axis's, tooltip's and table's text of an index value. */
  indexFormatter?: (value: string) => string;
  /** Human names of the categories (legend, tooltip, table). */
  categoryLabels?: Readonly<Record<string, string>>;
  /** Read by screen readers instead of the picture, e.g. "Income and expenses by week". */
  summary: string;
  /** The table's first column heading. */
  indexLabel: string;
  texts: { showTable: string; hideTable: string };
  height?: number;
  showLegend?: boolean;
  className?: string;
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
export const compactNumber: ValueFormatter = (v) => compact.format(v);

/** Axis ticks and text styles shared by the cartesian charts: few ticks, small grey text. */
export const AXIS = {
  tick: { fontSize: 11, fill: 'var(--color-gray-500)' },
  tickLine: false,
  axisLine: false,
} as const;

/** The frame (summary, table toggle) and legend around a cartesian chart. */
export function CartesianFrame({ props, children }: { props: CartesianChartProps; children: ReactNode }) {
  const { data, index, categories, valueFormatter = plainNumber, indexFormatter, categoryLabels } = props;
  return (
    <ChartFrame
      className={props.className}
      summary={props.summary}
      showTableLabel={props.texts.showTable}
      hideTableLabel={props.texts.hideTable}
      table={{
        data,
        index,
        categories,
        valueFormatter,
        indexFormatter,
        categoryLabels,
        indexLabel: props.indexLabel,
        caption: props.summary,
      }}
    >
      {props.showLegend === false ? null : (
        <Legend categories={categories} colors={props.colors} labels={categoryLabels} className="mb-2 justify-end" />
      )}
      <div style={{ height: props.height ?? 220 }} className="w-full">
        {children}
      </div>
    </ChartFrame>
  );
}

/** Tooltip content: the index's text and each category's value with its colour. */
export function ChartTooltip({
  active,
  payload,
  label,
  props,
}: {
  active?: boolean;
  payload?: readonly { dataKey?: unknown; value?: unknown }[];
  label?: unknown;
  props: CartesianChartProps;
}) {
  if (!active || !payload?.length) return null;
  const format = props.valueFormatter ?? plainNumber;
  const title = props.indexFormatter ? props.indexFormatter(String(label)) : String(label);
  return (
    <div className="rounded-md border border-gray-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="mb-1 font-medium text-gray-900">{title}</p>
      {payload.map((p) => {
        const key = String(p.dataKey);
        const i = props.categories.indexOf(key);
        return (
          <p key={key} className="flex items-center gap-2 text-gray-700">
            <span className={`size-2 rounded-sm ${colorAt(props.colors, i).bg}`} aria-hidden="true" />
            <span>{props.categoryLabels?.[key] ?? key}</span>
            <span className="ml-auto pl-3 font-medium text-gray-900 tabular-nums">{format(Number(p.value) || 0)}</span>
          </p>
        );
      })}
    </div>
  );
}
