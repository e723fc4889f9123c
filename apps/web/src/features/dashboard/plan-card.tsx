import { TRIAL_DAYS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import { Link } from 'react-router';
import { SubscriptionStateBadge } from '../../lib/billing/labels';
import { daysUntil, formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { User } from '../../lib/trpc';

/** Dashboard widget "trial": the plan, and during the trial the days left. From the user; no request of its own. */
export function PlanCard({ sub, timeZone }: { sub: NonNullable<User['subscription']>; timeZone: string }) {
  const { locale } = useLocale();
  return (
    <Card
      title={m.dash_plan_title()}
      actions={
        <>
          <SubscriptionStateBadge state={sub.state} />
          <Link to="/account-setup/subscription/details" className={buttonClass('secondary', 'sm')}>
            {m.shell_see_plans()}
          </Link>
        </>
      }
    >
      {sub.is_trialing ? (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-3xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="trial-days-left">
                {formatNumber(daysUntil(sub.trial_ends_at), locale)}
              </p>
              <p className="text-sm text-gray-500">{m.dash_trial_days_left_label()}</p>
            </div>
            <p className="text-sm text-gray-600">
              {m.dash_trial_ends({ date: formatDate(sub.trial_ends_at, locale, timeZone) })}
            </p>
          </div>
          <div className="mt-4 h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-brand-500"
              style={{ width: `${Math.min(100, Math.round((daysUntil(sub.trial_ends_at) / TRIAL_DAYS) * 100))}%` }}
            />
          </div>
        </>
      ) : (
        <p className="text-sm text-gray-600">{m.dash_plan_level({ plan: sub.plan_name ?? m.plan_trial() })}</p>
      )}
    </Card>
  );
}
