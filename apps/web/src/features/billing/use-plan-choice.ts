import { formatMoney, PLAN_RANK, type PlanOutput, parsePlanId, type SubscriptionDetails } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorInfo } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { goToProvider } from '../../lib/go-to-provider';
import { useLocale } from '../../lib/i18n';
import { planLabel } from '../../lib/plans';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { refreshBilling, useBillingAction } from './actions';

export interface Outcome {
  ok: boolean;
  /** The server's message under the spec's failure text (empty when it says the same). */
  detail: string;
}

/** A plan change goes up now (prorated) or down at the end of the period. */
export function isUpgrade(from: string | null, to: string): boolean {
  const a = from ? parsePlanId(from) : null;
  const b = parsePlanId(to);
  return !!a && !!b && PLAN_RANK[b.plan] > PLAN_RANK[a.plan];
}

/**
 * Subscribing (no running plan: trial, lapsed) or swapping (a plan runs). Subscribing answers at once
 * ("Subscription plan was activated successfully!") or sends the browser to the provider's page.
 */
export function usePlanChoice(details: SubscriptionDetails) {
  const user = useUser();
  const { locale } = useLocale();
  const subscribe = useMutation(trpc.billing.subscribe.mutationOptions());
  const swap = useMutation(trpc.billing.swap.mutationOptions());
  const act = useBillingAction();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const swapping = details.plan_id !== null && details.state !== 'lapsed';

  const startSubscription = async (plan: PlanOutput, promo: string) => {
    setOutcome(null);
    setBusyPlan(plan.id);
    try {
      const result = await subscribe.mutateAsync({ plan_id: plan.id, promo_code: promo.trim() || undefined });
      if (result.status === 'redirect' && result.redirect) return goToProvider(result.redirect);
      await refreshBilling();
      setOutcome({ ok: true, detail: '' });
    } catch (error) {
      const message = errorInfo(error).message;
      setOutcome({ ok: false, detail: message === m.bil_not_activated() ? '' : message });
    } finally {
      setBusyPlan(null);
    }
  };

  const changePlan = (plan: PlanOutput) =>
    act(
      () => swap.mutateAsync({ plan_id: plan.id }),
      (r) => {
        const name = planLabel(plan.id) ?? plan.name;
        if (r.change !== 'upgrade')
          return m.bil_swapped_later({ plan: name, date: formatDate(r.effective_at, locale, user.timezone) });
        if (r.charged) return m.bil_swapped_charged({ plan: name, amount: formatMoney(r.charged, plan.currency, locale) });
        return m.bil_swapped_now({ plan: name });
      },
    );

  return { swapping, outcome, busyPlan, startSubscription, changePlan, pendingSwap: swap.isPending };
}
