import { m } from '@kairos/i18n';
import { Stat } from '@kairos/ui';
import { Delta, type DeltaKind } from './delta';
import type { FigureText } from './format';

export interface FigureProps {
  label: string;
  value: number | null;
  previous: number | null;
  kind: DeltaKind;
  text: FigureText;
  better?: 'up' | 'down';
  testId?: string;
}

const show = (text: FigureText, kind: DeltaKind, v: number | null) =>
  kind === 'money' ? text.money(v) : kind === 'rate' ? text.rate(v) : text.count(v);

/** One figure for a period with its change from the previous period and the previous value. */
export function Figure({ label, value, previous, kind, text, better, testId }: FigureProps) {
  return (
    <Stat
      label={label}
      value={<span data-testid={testId}>{show(text, kind, value)}</span>}
      hint={
        <span className="flex flex-wrap items-center gap-x-2">
          <Delta value={value} previous={previous} kind={kind} text={text} better={better} />
          <span>{m.wan_previous({ value: show(text, kind, previous) })}</span>
        </span>
      }
    />
  );
}

/** A grid of figures (a description list: label, value, change). */
export function FigureGrid({ children }: { children: React.ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</dl>;
}
