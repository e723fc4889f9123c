import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import type { FigureText } from './format';

export type DeltaKind = 'count' | 'money' | 'rate';

/**
 * The change from the previous period: an arrow and the change (a percentage for counts and money, percentage
 * points for rates) with a sentence for screen readers. `better` says which way is good (no-shows: down).
 */
export function Delta({
  value,
  previous,
  kind,
  text,
  better = 'up',
}: {
  value: number | null;
  previous: number | null;
  kind: DeltaKind;
  text: FigureText;
  better?: 'up' | 'down';
}) {
  if (value === null || previous === null) return null;
  const diff = value - previous;
  if (diff === 0) return <Change tone="same" arrow="→" label={m.wan_delta_same()} shown="" />;
  const change =
    kind === 'rate'
      ? m.wan_points({ value: text.rate(Math.abs(diff)).replace(/\s?%$/, '') })
      : previous === 0
        ? null
        : text.rate(Math.round((Math.abs(diff) / Math.abs(previous)) * 10_000));
  const up = diff > 0;
  const tone = up === (better === 'up') ? 'good' : 'bad';
  if (change === null) return <Change tone={tone} arrow={up ? '↑' : '↓'} label={m.wan_delta_new()} shown="" />;
  return (
    <Change
      tone={tone}
      arrow={up ? '↑' : '↓'}
      label={up ? m.wan_delta_up({ change }) : m.wan_delta_down({ change })}
      shown={change}
    />
  );
}

function Change({ tone, arrow, label, shown }: { tone: 'good' | 'bad' | 'same'; arrow: string; label: string; shown: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium tabular-nums',
        tone === 'good' ? 'text-emerald-700' : tone === 'bad' ? 'text-red-700' : 'text-gray-500',
      )}
      data-testid="delta"
    >
      <span aria-hidden="true">
        {arrow} {shown}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
