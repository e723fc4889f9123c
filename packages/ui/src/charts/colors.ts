/**
 * Chart colours, Tremor Raw style: a name per series, each mapped to Tailwind classes written out in full (so
 * Tailwind's scanner emits them and their CSS variables) and the variable itself for SVG attributes.
 */
export const CHART_COLORS = {
  brand: { bg: 'bg-brand-500', text: 'text-brand-500', value: 'var(--color-brand-500)' },
  emerald: { bg: 'bg-emerald-500', text: 'text-emerald-500', value: 'var(--color-emerald-500)' },
  amber: { bg: 'bg-amber-500', text: 'text-amber-500', value: 'var(--color-amber-500)' },
  rose: { bg: 'bg-rose-500', text: 'text-rose-500', value: 'var(--color-rose-500)' },
  sky: { bg: 'bg-sky-500', text: 'text-sky-500', value: 'var(--color-sky-500)' },
  violet: { bg: 'bg-violet-500', text: 'text-violet-500', value: 'var(--color-violet-500)' },
  gray: { bg: 'bg-gray-400', text: 'text-gray-400', value: 'var(--color-gray-400)' },
} as const;

export type ChartColor = keyof typeof CHART_COLORS;
export const DEFAULT_COLORS: readonly ChartColor[] = ['brand', 'emerald', 'amber', 'rose', 'sky', 'violet', 'gray'];

/** The colour of the i-th category: the caller's list, else the default order, repeating. */
export function colorAt(colors: readonly ChartColor[] | undefined, i: number): (typeof CHART_COLORS)[ChartColor] {
  const list = colors?.length ? colors : DEFAULT_COLORS;
  return CHART_COLORS[list[i % list.length] ?? 'brand'];
}

export type ValueFormatter = (value: number) => string;
export const plainNumber: ValueFormatter = (value) => String(value);

/** Row data of a chart: the index key (a label) and one number per category. */
export type ChartRow = Record<string, string | number | null | undefined>;

export const numberOf = (row: ChartRow, key: string): number => {
  const v = row[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
};
