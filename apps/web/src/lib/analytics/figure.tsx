import type { AnalyticsDetails, AnalyticsTab } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import type { ReactNode } from 'react';
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

/**
 * A labelled figure in a description list; the value stays on one line (a smaller size on a phone, so "25,00 грн"
 * fits half of 375 px). `plain` drops the box, for figures inside a card.
 */
export function FigureBox({
  label,
  value,
  hint,
  testId,
  plain = false,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  testId?: string;
  plain?: boolean;
}) {
  return (
    <div className={cn('min-w-0', !plain && 'rounded-xl border border-gray-200 bg-white px-4 py-3 shadow-xs sm:px-5 sm:py-4')}>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd
        className="mt-1 text-xl font-semibold tracking-tight whitespace-nowrap text-gray-900 tabular-nums sm:text-2xl"
        data-testid={testId}
      >
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-gray-500">{hint}</dd> : null}
    </div>
  );
}

/** One figure for a period with its change from the previous period and the previous value. */
export function Figure({ label, value, previous, kind, text, better, testId, plain }: FigureProps & { plain?: boolean }) {
  return (
    <FigureBox
      label={label}
      value={show(text, kind, value)}
      testId={testId}
      plain={plain}
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

export type DetailsOf<T extends AnalyticsTab> = Extract<AnalyticsDetails, { tab: T }>;

/** Plain figures without a comparison (a tab's headline numbers). */
export function StatGrid({ items }: { items: readonly { label: string; value: string; hint?: ReactNode; testId?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((s) => (
        <FigureBox key={s.label} label={s.label} value={s.value} hint={s.hint} testId={s.testId} />
      ))}
    </dl>
  );
}
