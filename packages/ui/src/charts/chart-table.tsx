import { useId, useState } from 'react';
import { cn } from '../cn';
import { ScrollArea } from '../scroll-area';
import { type ChartRow, numberOf, type ValueFormatter } from './colors';

export interface ChartTableProps {
  data: readonly ChartRow[];
  index: string;
  categories: readonly string[];
  /** Column headings: the index's and each category's (defaults to the keys). */
  indexLabel: string;
  categoryLabels?: Readonly<Record<string, string>>;
  valueFormatter: ValueFormatter;
  /** The index column's text for a row (e.g. a formatted date); defaults to the value as is. */
  indexFormatter?: (value: string) => string;
  caption: string;
}

/** The chart's numbers as a plain table: what a screen reader reads instead of the picture. */
export function ChartTable({
  data,
  index,
  categories,
  indexLabel,
  categoryLabels,
  valueFormatter,
  indexFormatter = (v) => v,
  caption,
  className,
}: ChartTableProps & { className?: string }) {
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-xs text-gray-500">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {indexLabel}
          </th>
          {categories.map((c) => (
            <th key={c} scope="col" className="py-1.5 pl-3 text-right font-medium">
              {categoryLabels?.[c] ?? c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {data.map((row) => (
          <tr key={String(row[index])}>
            <th scope="row" className="py-1.5 pr-3 font-normal text-gray-700">
              {indexFormatter(String(row[index] ?? ''))}
            </th>
            {categories.map((c) => (
              <td key={c} className="py-1.5 pl-3 text-right text-gray-900 tabular-nums">
                {valueFormatter(numberOf(row, c))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What every Recharts chart inside a `ChartFrame` is given. Recharts 3 makes its SVG a focus stop (tabindex=0,
 * role=application, arrow keys move its tooltip) by default; inside the frame's aria-hidden picture that is a
 * stop a screen reader cannot see (axe aria-hidden-focus). Keyboard and screen-reader users get the table.
 */
export const PICTURE_ONLY = { accessibilityLayer: false } as const;

/**
 * A chart's frame: the picture (hidden from screen readers, which get `summary` and the table) and a
 * "show as table" toggle that puts the same table on screen for everyone.
 */
export function ChartFrame({
  summary,
  table,
  showTableLabel,
  hideTableLabel,
  className,
  children,
}: {
  summary: string;
  table: ChartTableProps;
  showTableLabel: string;
  hideTableLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <figure className={cn('min-w-0', className)}>
      {open ? null : (
        <div role="img" aria-label={summary}>
          <div aria-hidden="true">{children}</div>
        </div>
      )}
      {open ? (
        <ScrollArea id={id} label={summary}>
          <ChartTable {...table} />
        </ScrollArea>
      ) : (
        <div id={id} className="sr-only">
          <ChartTable {...table} />
        </div>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="mt-2 text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {open ? hideTableLabel : showTableLabel}
      </button>
    </figure>
  );
}
