import { TRIAL_DAYS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Card, Stat } from '@kairos/ui';
import { daysUntil, formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useUser } from '../../lib/viewer';
import { PageHeader } from '../shell/page-header';
import { PlanTable } from './plan-table';
import { levelLabel, SubscriptionStateBadge } from './subscription-labels';

/** A read-only view of the subscription and the plans; paying for a plan is not part of this version. */
export function SubscriptionDetailsPage() {
  const user = useUser();
  const { locale } = useLocale();
  const sub = user.subscription;
  const tz = user.business?.timezone;
  const level = sub?.level ?? 'trial';

  return (
    <>
      <PageHeader title={m.nav_subscription_details()} description={m.sub_subtitle()} />
      <div className="flex flex-col gap-6">
        {sub?.has_incomplete_payment ? (
          <Alert tone="warning" role="status">
            {m.sub_incomplete_payment()}
          </Alert>
        ) : null}
        <Card title={m.sub_current_title()} actions={sub ? <SubscriptionStateBadge state={sub.state} /> : null}>
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-gray-500">{m.sub_plan_label()}</dt>
              <dd className="mt-0.5 font-medium text-gray-900" data-testid="plan-level">
                {sub?.plan_name ?? levelLabel[level]()}
              </dd>
            </div>
            {sub ? (
              <div>
                <dt className="text-gray-500">{sub.is_trialing ? m.sub_trial_ends_label() : m.sub_trial_ended_label()}</dt>
                <dd className="mt-0.5 font-medium text-gray-900">
                  {formatDate(sub.trial_ends_at, locale, tz)}
                  {sub.is_trialing ? (
                    <span className="ml-1.5 font-normal text-gray-500">
                      ({m.sub_days_left({ days: formatNumber(daysUntil(sub.trial_ends_at), locale) })})
                    </span>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {sub?.ends_at ? (
              <div>
                <dt className="text-gray-500">{m.sub_ends_label()}</dt>
                <dd className="mt-0.5 font-medium text-gray-900">{formatDate(sub.ends_at, locale, tz)}</dd>
              </div>
            ) : null}
          </dl>
        </Card>

        <dl className="grid grid-cols-2 gap-4">
          <Stat label={m.dash_sms_credits()} value={formatNumber(user.credits_amount, locale)} />
          <Stat label={m.dash_email_credits()} value={formatNumber(user.email_credits_amount, locale)} />
        </dl>

        <Card title={m.sub_plans_title()} description={m.sub_plans_description({ days: TRIAL_DAYS })}>
          <Alert tone="info" className="mb-4">
            {m.sub_no_payments_yet()}
          </Alert>
          <PlanTable current={level} />
        </Card>
      </div>
    </>
  );
}
