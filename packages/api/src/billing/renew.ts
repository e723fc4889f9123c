import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { autoRenewInput } from '../shared/billing-schemas';
import type { SubscriptionSummary } from '../shared/plans';
import { freshSubscription } from './account';
import { atSecond } from './apply';
import { liqpayBillingRequest } from './liqpay-billing';
import { subscriptionProcedure } from './procedure';
import { billingCall, kairosStripe } from './stripe-billing';
import { hasRunningPlan, stripePeriod } from './subscribe';

const renewOutput = z.object({ auto_renew: z.boolean(), ends_at: z.string().nullable() });

/**
 * Auto-renew off (cancel): the plan runs to the end of the paid period (Stripe cancel_at_period_end; LiqPay
 * 'unsubscribe'), ends_at set. On again (resume) before ends_at: Stripe only; a LiqPay owner subscribes again.
 */
async function setAutoRenew(
  ctx: BusinessScope,
  config: Services['config'],
  summary: Pick<SubscriptionSummary, 'state'>,
  on: boolean,
) {
  const s = await freshSubscription(ctx, ctx.businessId);
  if (!hasRunningPlan(s, summary)) throw new AppError('NO_SUBSCRIPTION');
  const id = s.provider_subscription_id as string;
  let endsAt: Date | null = null;
  if (s.provider === 'liqpay') {
    if (on) throw new AppError('SUBSCRIPTION_NOT_ACTIVATED');
    await liqpayBillingRequest(config, { action: 'unsubscribe', order_id: id });
    endsAt = s.current_period_end ?? (s.trial_ends_at > ctx.now ? s.trial_ends_at : ctx.now);
  } else {
    const updated = await billingCall(kairosStripe(config).subscriptions.update(id, { cancel_at_period_end: !on }));
    const period = stripePeriod(updated);
    endsAt = on ? null : updated.cancel_at ? new Date(updated.cancel_at * 1000) : (period.end ?? s.current_period_end ?? ctx.now);
  }
  await ctx.db
    .update(subscriptions)
    .set({ ends_at: endsAt, provider_state_at: atSecond(ctx.now) })
    .where(eq(subscriptions.business_id, ctx.businessId));
  return { auto_renew: on, ends_at: endsAt?.toISOString() ?? null };
}

/** POST /subscription/cancel */
export const cancel = subscriptionProcedure('POST', '/cancel', 'Turn auto-renew off', undefined, ['NO_SUBSCRIPTION'])
  .output(renewOutput)
  .mutation(({ ctx }) => setAutoRenew(ctx, ctx.services.config, ctx.subscription, false));

/** POST /subscription/resume */
export const resume = subscriptionProcedure('POST', '/resume', 'Turn auto-renew on again', undefined, [
  'NO_SUBSCRIPTION',
  'SUBSCRIPTION_NOT_ACTIVATED',
])
  .output(renewOutput)
  .mutation(({ ctx }) => setAutoRenew(ctx, ctx.services.config, ctx.subscription, true));

/** PUT /user/auto-renew {auto_renew} */
export const autoRenew = subscriptionProcedure('PUT', '/user/auto-renew', 'Auto-renew on or off', undefined, [
  'NO_SUBSCRIPTION',
  'SUBSCRIPTION_NOT_ACTIVATED',
])
  .input(autoRenewInput)
  .output(renewOutput)
  .mutation(({ ctx, input }) => setAutoRenew(ctx, ctx.services.config, ctx.subscription, input.auto_renew));
