import { cards, promoCodes } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { scopeToBusiness } from '../core/tenant';
import { subscriptionDetailsOutput } from '../shared/billing-schemas';
import { DATA_RETENTION_DAYS } from '../shared/plans';
import { billingOf } from './account';
import { subscriptionProcedure } from './procedure';

const DAY = 86_400_000;

/** GET /subscription/details: the plan, its state, auto-renew, what is pending and when a lapsed account's data goes. */
export const details = subscriptionProcedure('GET', '/details', 'The subscription')
  .output(subscriptionDetailsOutput)
  .query(async ({ ctx }) => {
    const s = ctx.subscriptionRow;
    const [card, promo] = await Promise.all([
      ctx.db.query.cards.findFirst({ where: scopeToBusiness(cards, ctx.businessId), columns: { id: true } }),
      s.promo_code_id
        ? ctx.db.query.promoCodes.findFirst({ where: eq(promoCodes.id, s.promo_code_id), columns: { code: true } })
        : undefined,
    ]);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      plan_id: s.plan_id,
      plan_name: s.plan_name,
      level: ctx.subscription.level,
      state: ctx.subscription.state,
      valid: ctx.subscription.valid,
      auto_renew: Boolean(s.plan_id) && !s.ends_at,
      provider: s.provider,
      currency: billingOf(ctx.business).currency,
      trial_ends_at: s.trial_ends_at.toISOString(),
      current_period_end: iso(s.current_period_end),
      ends_at: iso(s.ends_at),
      pending_plan_id: s.pending_plan_id,
      payment_failed_at: iso(s.payment_failed_at),
      has_incomplete_payment: ctx.subscription.has_incomplete_payment || Boolean(s.payment_failed_at),
      deletion_at: s.lapsed_at ? new Date(s.lapsed_at.getTime() + DATA_RETENTION_DAYS * DAY).toISOString() : null,
      promo_code: promo?.code ?? null,
      has_card: Boolean(card),
    };
  });
