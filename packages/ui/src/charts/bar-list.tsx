import { cn } from '../cn';
import { CHART_COLORS, type ChartColor, plainNumber, type ValueFormatter } from './colors';

export interface BarListItem {
  key?: string;
  name: string;
  value: number;
}

export interface BarListProps {
  data: readonly BarListItem[];
  valueFormatter?: ValueFormatter;
  color?: ChartColor;
  /** Read before the list, e.g. "Income by service". */
  label: string;
  className?: string;
}

/**
 * Tremor-style bar list: names with horizontal bars in proportion to the largest value and the value as text.
 * It is a list whose text carries every number, so it needs no separate table.
 */
export function BarList({ data, valueFormatter = plainNumber, color = 'brand', label, className }: BarListProps) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-1.5', className)}>
      {data.map((item, i) => (
        <li key={item.key ?? `${item.name}-${i}`} className="flex items-center gap-3 text-sm">
          <div className="relative min-w-0 flex-1">
            <div
              className={cn('absolute inset-y-0 left-0 rounded opacity-20', CHART_COLORS[color].bg)}
              style={{ width: `${max > 0 ? Math.max(1, (Math.max(0, item.value) / max) * 100) : 0}%` }}
              aria-hidden="true"
            />
            <span className="relative block truncate px-2 py-1 text-gray-800" title={item.name}>
              {item.name}
            </span>
          </div>
          <span className="shrink-0 font-medium text-gray-900 tabular-nums">{valueFormatter(item.value)}</span>
        </li>
      ))}
    </ul>
  );
}
