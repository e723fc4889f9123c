import { subscriptionAddons } from '@kairos/db';
import { scopeToBusiness } from '../core/tenant';
import {
  ADDON_IDS,
  ADDONS,
  type AddonId,
  PLAN_IDS,
  type PlanId,
  parsePlanId,
  planDisplayName,
  planPrice,
} from '../shared/billing';
import { addonsOutput, plansOutput } from '../shared/billing-schemas';
import { PLAN_FEATURES } from '../shared/plans';
import { billingOf } from './account';
import { subscriptionProcedure } from './procedure';

/** docs/product/billing.md: lite is pay as you go (0 included), business 100 and premium 200 SMS a month. */
const SMS_PER_MONTH = { lite: 0, business: 100, premium: 200 } as const;

/** GET /subscription/plans: every plan in the owner's billing currency, the current one marked. */
export const plans = subscriptionProcedure('GET', '/plans', 'Plans and prices')
  .output(plansOutput)
  .query(({ ctx }) => {
    const { currency } = billingOf(ctx.business);
    return {
      data: PLAN_IDS.map((id: PlanId) => {
        const { plan, billing } = parsePlanId(id) as NonNullable<ReturnType<typeof parsePlanId>>;
        const price = planPrice(id, currency);
        return {
          id,
          name: planDisplayName(id),
          level: plan,
          billing,
          price,
          price_per_month: billing === 'annual' ? Math.round(price / 12) : price,
          currency,
          sms_per_month: SMS_PER_MONTH[plan],
          is_current: ctx.subscriptionRow.plan_id === id && ctx.subscription.valid,
        };
      }),
    };
  });

/** GET /subscription/addons: what can be added to the current plan, and what already runs. */
export const addons = subscriptionProcedure('GET', '/addons', 'Add-ons')
  .output(addonsOutput)
  .query(async ({ ctx }) => {
    const { currency } = billingOf(ctx.business);
    const rows = await ctx.db.select().from(subscriptionAddons).where(scopeToBusiness(subscriptionAddons, ctx.businessId));
    const level = ctx.subscription.level;
    return {
      data: ADDON_IDS.map((id: AddonId) => {
        const row = rows.find((r) => r.addon === id);
        return {
          id,
          price: ADDONS[id].price[currency],
          currency,
          included_in_plan: level === 'trial' || PLAN_FEATURES[level].has(ADDONS[id].feature),
          status: row?.status ?? 'none',
          ends_at: row?.ends_at?.toISOString() ?? null,
        };
      }),
    };
  });
