import type { SubscriptionDetails } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card, Stat } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SubscriptionStateBadge } from '../../lib/billing/labels';
import { daysUntil, formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { planLabel } from '../../lib/plans';
import { ListSkeleton, LoadError } from '../../lib/records/list-parts';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { AddonsCard } from './addons-card';
import { AutoRenew } from './auto-renew';
import { BillingAlerts } from './billing-alerts';
import { BILLING_PATHS } from './paths';
import { PlanTable } from './plan-table';

/** /account-setup/subscription/details: the plan and its state, auto-renew, add-ons, credits and what plans include. */
export function SubscriptionDetailsPage() {
  const user = useUser();
  const { locale } = useLocale();
  const details = useQuery(trpc.billing.details.queryOptions());
  const sub = details.data;

  return (
    <>
      <PageHeader
        title={m.nav_subscription_details()}
        description={m.bil_details_subtitle()}
        actions={
          sub ? (
            <Link to={BILLING_PATHS.plans} className={buttonClass('primary')} data-testid="bil-choose-plan">
              {sub.plan_id ? m.bil_change_plan() : m.bil_choose_plan()}
            </Link>
          ) : null
        }
      />
      {details.isError ? <LoadError error={details.error} onRetry={() => void details.refetch()} /> : null}
      {details.isPending ? <ListSkeleton rows={3} label={m.bil_loading()} /> : null}
      {sub ? (
        <div className="flex flex-col gap-6">
          <BillingAlerts details={sub} />
          <CurrentPlan sub={sub} />
          <AddonsCard hasPlan={sub.plan_id !== null && sub.valid} />
          <section aria-label={m.bil_credits_title()}>
            <dl className="grid grid-cols-2 gap-4">
              <Stat label={m.dash_sms_credits()} value={formatNumber(user.credits_amount, locale)} />
              <Stat label={m.dash_email_credits()} value={formatNumber(user.email_credits_amount, locale)} />
            </dl>
          </section>
          <Card title={m.bil_features_title()}>
            <PlanTable current={sub.level} />
          </Card>
        </div>
      ) : null}
    </>
  );
}

function CurrentPlan({ sub }: { sub: SubscriptionDetails }) {
  const user = useUser();
  const { locale } = useLocale();
  const date = (iso: string) => formatDate(iso, locale, user.timezone);
  // Once a plan is chosen the trial is no longer what the owner is on (its end is the plan's first renewal below).
  const trialing = !sub.plan_id && (sub.state === 'trial' || Date.parse(sub.trial_ends_at) > Date.now());
  const pending = planLabel(sub.pending_plan_id);
  const periodEnd = sub.ends_at ?? sub.current_period_end;

  return (
    <Card title={m.bil_current_title()} actions={<SubscriptionStateBadge state={sub.state} />}>
      <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <Row label={m.bil_plan_label()} testId="plan-level">
          {planLabel(sub.plan_id) ?? m.bil_no_plan()}
        </Row>
        {sub.plan_id ? null : (
          <Row label={trialing ? m.bil_trial_ends() : m.bil_trial_ended()}>
            {date(sub.trial_ends_at)}
            {trialing ? (
              <>
                {' '}
                <span className="font-normal text-gray-500">({m.bil_days_left({ days: daysUntil(sub.trial_ends_at) })})</span>
              </>
            ) : null}
          </Row>
        )}
        {sub.plan_id && periodEnd ? (
          <Row label={sub.auto_renew ? m.bil_renews_on() : m.bil_runs_until()} testId="bil-period-end">
            {date(periodEnd)}
          </Row>
        ) : null}
        {pending && sub.current_period_end ? (
          <Row label={m.bil_change_plan()} testId="bil-pending-plan">
            {m.bil_pending_plan({ plan: pending, date: date(sub.current_period_end) })}
          </Row>
        ) : null}
        {sub.promo_code ? (
          <Row label={m.bil_promo_applied()}>
            <code>{sub.promo_code}</code>
          </Row>
        ) : null}
      </dl>
      {sub.plan_id && sub.state !== 'lapsed' && periodEnd ? (
        <AutoRenew on={sub.auto_renew} plan={planLabel(sub.plan_id) ?? ''} until={date(periodEnd)} />
      ) : null}
    </Card>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
