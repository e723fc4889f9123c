import type { GoalProgress } from '@kairos/api/shared';
import { links } from '@kairos/api/shared/links';
import { m } from '@kairos/i18n';
import { Alert, buttonClass, LockIcon } from '@kairos/ui';
import { Link } from 'react-router';
import type { FigureText } from './format';

export const GOALS_PATH = '/account-setup/goals';
export const PLANS_PATH = links.subscriptionDetails();

type GoalType = GoalProgress['type'];
type GoalPeriod = GoalProgress['period'];

const TYPE_LABEL: Record<GoalType, () => string> = {
  income: () => m.wan_goal_type_income(),
  net_income: () => m.wan_goal_type_net_income(),
  appointments: () => m.wan_goal_type_appointments(),
  new_clients: () => m.wan_goal_type_new_clients(),
  returning_clients: () => m.wan_goal_type_returning_clients(),
};
const PERIOD_LABEL: Record<GoalPeriod, () => string> = {
  week: () => m.wan_goal_period_week(),
  month: () => m.wan_goal_period_month(),
  quarter: () => m.wan_goal_period_quarter(),
  year: () => m.wan_goal_period_year(),
};

/** Each goal: its name and period, a progress bar (capped at full; the figure may pass 100 %), the phrase. */
export function GoalList({ goals, text }: { goals: readonly GoalProgress[]; text: FigureText }) {
  if (goals.length === 0) {
    return (
      <p className="text-sm text-gray-500">
        {m.wan_goals_none()}{' '}
        <Link to={GOALS_PATH} className="font-medium text-brand-700 underline">
          {m.wan_goals_set()}
        </Link>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4" data-testid="goal-list">
      {goals.map((g) => {
        const figure = (n: number) => (g.currency ? text.money(n) : text.count(n));
        const name = `${TYPE_LABEL[g.type]()}, ${PERIOD_LABEL[g.period]()}`;
        return (
          <li key={g.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium text-gray-900">{name}</span>
              <span className="text-gray-600 tabular-nums">
                {m.wan_goal_progress({ current: figure(g.current), amount: figure(g.amount) })} · {text.count(g.percent)}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(100, g.percent)}
              aria-valuetext={`${g.percent}%`}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-gray-100"
            >
              <div
                className={g.percent >= 100 ? 'h-full rounded-full bg-emerald-500' : 'h-full rounded-full bg-brand-500'}
                style={{ width: `${Math.min(100, Math.max(0, g.percent))}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-gray-500 italic">{g.phrase}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** Goals on a plan without them: a short note and the way to the plans page. */
export function GoalsPremiumNote() {
  return (
    <Alert
      tone="info"
      title={
        <span className="inline-flex items-center gap-2">
          <LockIcon className="size-4 shrink-0" />
          {m.wan_goals_premium()}
        </span>
      }
      actions={
        <Link to={PLANS_PATH} className={buttonClass('secondary', 'sm')} data-testid="goals-premium">
          {m.shell_see_plans()}
        </Link>
      }
    >
      {m.wan_goals_premium_text()}
    </Alert>
  );
}
