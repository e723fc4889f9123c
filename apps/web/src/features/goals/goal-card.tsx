import type { GoalProgress } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, Card, cn } from '@kairos/ui';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, useWriteAccess } from '../../lib/records';
import { CATEGORY_LABEL, currentText, PERIOD_LABEL, TYPE_LABEL } from './labels';

/** One goal: its figures in the current period, a progress bar, the motivation phrase, edit and delete. */
export function GoalCard({ goal, onEdit, onDelete }: { goal: GoalProgress; onEdit: () => void; onDelete: () => void }) {
  const { locale } = useLocale();
  const access = useWriteAccess();
  const label = TYPE_LABEL[goal.type]();
  const shown = Math.min(100, goal.percent);
  const range = m.wgo_period_range({
    start: formatDate(goal.period_start, locale, 'UTC'),
    end: formatDate(goal.period_end, locale, 'UTC'),
  });
  return (
    <Card>
      <article className="flex flex-col gap-3" aria-label={label} data-testid={`goal-${goal.type}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">
              {CATEGORY_LABEL[goal.category]()} · {PERIOD_LABEL[goal.period]()}
            </p>
            <h2 className="text-lg font-semibold text-gray-900">{label}</h2>
            <p className="text-xs text-gray-500">{range}</p>
          </div>
          <p className="text-2xl font-semibold text-gray-900 tabular-nums">{goal.percent}%</p>
        </div>
        <div
          role="progressbar"
          aria-label={m.wgo_progress_label({ type: label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          aria-valuetext={`${goal.percent}% · ${currentText(goal, locale)}`}
          className="h-2.5 overflow-hidden rounded-full bg-gray-100"
        >
          <div
            className={cn('h-full rounded-full', goal.percent >= 100 ? 'bg-emerald-500' : 'bg-brand-500')}
            style={{ width: `${shown}%` }}
          />
        </div>
        <p className="text-sm text-gray-700 tabular-nums">{currentText(goal, locale)}</p>
        <p className="text-sm text-gray-600 italic">{goal.phrase}</p>
        <div className="flex flex-wrap gap-2">
          <BlockedHint access={access}>
            <Button variant="secondary" size="sm" onClick={onEdit} disabled={access.blocked}>
              {m.wgo_edit()}
            </Button>
          </BlockedHint>
          <BlockedHint access={access}>
            <Button variant="ghost" size="sm" onClick={onDelete} disabled={access.blocked}>
              {m.wgo_delete()}
            </Button>
          </BlockedHint>
        </div>
      </article>
    </Card>
  );
}
