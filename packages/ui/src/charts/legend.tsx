import { cn } from '../cn';
import { type ChartColor, colorAt } from './colors';

export interface LegendProps {
  categories: readonly string[];
  colors?: readonly ChartColor[];
  labels?: Readonly<Record<string, string>>;
  className?: string;
}

/** The series' names with their colour swatches (a list; the swatches are decoration). */
export function Legend({ categories, colors, labels, className }: LegendProps) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600', className)}>
      {categories.map((c, i) => (
        <li key={c} className="inline-flex items-center gap-1.5">
          <span className={cn('size-2.5 shrink-0 rounded-sm', colorAt(colors, i).bg)} aria-hidden="true" />
          {labels?.[c] ?? c}
        </li>
      ))}
    </ul>
  );
}
