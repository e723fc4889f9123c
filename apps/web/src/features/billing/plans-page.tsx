import { type Billing, type PlanOutput, parsePlanId, type SubscriptionDetails } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Card, ConfirmDialog, TextField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { levelLabel, planLabel } from '../../lib/plans';
import { ListSkeleton, LoadError } from '../../lib/records/list-parts';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { AddCardButton } from './add-card-button';
import { useCardReturn } from './card-return';
import { PlansFaq } from './faq';
import { LinkAlert } from './link-alert';
import { BILLING_PATHS } from './paths';
import { BillingToggle, PlanCard } from './plan-cards';
import { PlanTable } from './plan-table';
import { isUpgrade, usePlanChoice } from './use-plan-choice';

/** /account-setup/subscription/plans: monthly or annual, the three plans, a promo code, what each includes, the FAQ. */
export function PlansPage() {
  useCardReturn();
  const details = useQuery(trpc.billing.details.queryOptions());
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const failed = details.error ?? plans.error;
  return (
    <>
      <PageHeader
        title={m.bil_plans_title()}
        description={details.data?.currency === 'UAH' ? m.bil_plans_uah() : m.bil_plans_gbp()}
      />
      {failed ? <LoadError error={failed} onRetry={() => void Promise.all([details.refetch(), plans.refetch()])} /> : null}
      {details.data && plans.data ? (
        <PlanChoice details={details.data} plans={plans.data.data} />
      ) : failed ? null : (
        <ListSkeleton rows={3} label={m.bil_loading()} />
      )}
    </>
  );
}

function PlanChoice({ details, plans }: { details: SubscriptionDetails; plans: PlanOutput[] }) {
  const user = useUser();
  const { locale } = useLocale();
  const [billing, setBilling] = useState<Billing>(parsePlanId(details.plan_id ?? '')?.billing ?? 'monthly');
  const [promo, setPromo] = useState('');
  const [confirmSwap, setConfirmSwap] = useState<PlanOutput | null>(null);
  const choice = usePlanChoice(details);
  const date = (iso: string) => formatDate(iso, locale, user.timezone);
  const trialing = Date.parse(details.trial_ends_at) > Date.now();
  const needsCard = details.provider !== 'liqpay' && details.currency === 'GBP' && !details.has_card;
  const shown = plans.filter((p) => p.billing === billing);

  const actionFor = (plan: PlanOutput) => {
    const name = levelLabel[plan.level]();
    if (plan.is_current && choice.swapping)
      return { label: m.bil_current_plan(), disabled: true, busy: false, run: () => undefined };
    if (choice.swapping)
      return { label: m.bil_switch({ plan: name }), disabled: false, busy: false, run: () => setConfirmSwap(plan) };
    return {
      label: m.bil_subscribe({ plan: name }),
      disabled: needsCard || choice.busyPlan !== null,
      busy: choice.busyPlan === plan.id,
      run: () => void choice.startSubscription(plan, promo),
    };
  };

  return (
    <div className="flex flex-col gap-6">
      {choice.outcome?.ok ? (
        <LinkAlert tone="success" title={m.bil_activated()} to={BILLING_PATHS.details} action={m.nav_subscription_details()} />
      ) : null}
      {choice.outcome && !choice.outcome.ok ? (
        <Alert tone="error" role="alert" title={m.bil_not_activated()}>
          {choice.outcome.detail || null}
        </Alert>
      ) : null}
      {!choice.swapping && trialing ? <Alert tone="info">{m.bil_trial_note({ date: date(details.trial_ends_at) })}</Alert> : null}
      {!choice.swapping && needsCard ? (
        <Alert
          tone="warning"
          role="status"
          title={m.bil_card_needed()}
          actions={<AddCardButton returnTo={BILLING_PATHS.plans} />}
        />
      ) : null}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <BillingToggle value={billing} onChange={setBilling} />
        {choice.swapping ? null : (
          <TextField
            id="bil-promo"
            label={m.bil_promo_label()}
            hint={m.bil_promo_hint()}
            value={promo}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={40}
            onChange={(e) => setPromo(e.target.value)}
            className="sm:w-64"
          />
        )}
      </div>

      <ul className="grid gap-4 md:grid-cols-3" aria-label={m.bil_plans_title()}>
        {shown.map((plan) => (
          <PlanCard key={plan.id} plan={plan} action={actionFor(plan)} />
        ))}
      </ul>

      <Card title={m.bil_features_title()}>
        <PlanTable current={details.level} />
      </Card>
      <PlansFaq />

      <ConfirmDialog
        open={confirmSwap !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmSwap(null))}
        title={confirmSwap ? m.bil_swap_title({ plan: planLabel(confirmSwap.id) ?? confirmSwap.name }) : ''}
        description={
          confirmSwap && isUpgrade(details.plan_id, confirmSwap.id)
            ? m.bil_swap_upgrade()
            : m.bil_swap_downgrade({ date: details.current_period_end ? date(details.current_period_end) : '' })
        }
        confirmLabel={m.bil_swap_confirm()}
        cancelLabel={m.bil_cancel()}
        closeLabel={m.web_close()}
        tone="primary"
        onConfirm={() => (confirmSwap ? choice.changePlan(confirmSwap) : undefined)}
      />
    </div>
  );
}
