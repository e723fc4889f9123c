import { subscriptionAddons } from '@kairos/db';
import { ADDON_STATUSES } from '@kairos/db/enums';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { ADDONS, type AddonId } from '../shared/billing';
import { addonInput } from '../shared/billing-schemas';
import { PLAN_FEATURES } from '../shared/plans';
import { billingOf, freshSubscription } from './account';
import { subscriptionProcedure } from './procedure';
import { billingCall, kairosStripe, stripePriceId } from './stripe-billing';
import { hasRunningPlan } from './subscribe';

const addonAnswer = z.object({ id: z.string(), status: z.enum(ADDON_STATUSES), ends_at: z.string().nullable() });

/**
 * POST /subscription/addon {addon_id}: a Stripe subscription item on the plan's subscription, charged now
 * (prorated to the period end). Refused when the plan already has the feature (ADDON_INCLUDED). GBP only:
 * LiqPay has one amount per subscription (docs/DECISIONS.md "Subscriptions").
 */
export const addon = subscriptionProcedure('POST', '/addon', 'Add an add-on', undefined, [
  'ADDON_INCLUDED',
  'ALREADY_ON_PLAN',
  'NO_SUBSCRIPTION',
  'CARD_REQUIRED',
  'BILLING_UNAVAILABLE',
  'BILLING_PROVIDER_FAILED',
])
  .input(addonInput)
  .output(addonAnswer)
  .mutation(async ({ ctx, input }) => {
    const id = input.addon_id as AddonId;
    const s = await freshSubscription(ctx, ctx.businessId);
    if (!hasRunningPlan(s, ctx.subscription)) throw new AppError('NO_SUBSCRIPTION');
    const level = ctx.subscription.level;
    if (level === 'trial' || PLAN_FEATURES[level].has(ADDONS[id].feature)) throw new AppError('ADDON_INCLUDED');
    const existing = await ctx.db.query.subscriptionAddons.findFirst({
      where: scopeToBusiness(subscriptionAddons, ctx.businessId, eq(subscriptionAddons.addon, id)),
    });
    if (existing?.status === 'active') throw new AppError('ALREADY_ON_PLAN');
    const { currency, provider } = billingOf(ctx.business);
    if (provider !== 'stripe') throw new AppError('BILLING_UNAVAILABLE');
    const stripe = kairosStripe(ctx.services.config);
    const item = await billingCall(
      stripe.subscriptionItems.create({
        subscription: s.provider_subscription_id as string,
        price: await stripePriceId(stripe, { addon: id }, currency),
        metadata: { addon_id: id },
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      }),
    );
    const row = { status: 'active' as const, provider_ref: item.id, ends_at: null, updated_at: ctx.now };
    await ctx.db
      .insert(subscriptionAddons)
      .values({ business_id: ctx.businessId, addon: id, ...row })
      .onConflictDoUpdate({ target: [subscriptionAddons.business_id, subscriptionAddons.addon], set: row });
    return { id, status: 'active', ends_at: null };
  });

/** POST /subscription/addon/cancel {addon_id}: no further charges; the feature stays to the end of the paid period. */
export const cancelAddon = subscriptionProcedure('POST', '/addon/cancel', 'Cancel an add-on', undefined, ['NO_SUBSCRIPTION'])
  .input(addonInput)
  .output(addonAnswer)
  .mutation(async ({ ctx, input }) => {
    const where = scopeToBusiness(subscriptionAddons, ctx.businessId, eq(subscriptionAddons.addon, input.addon_id));
    const row = await ctx.db.query.subscriptionAddons.findFirst({ where });
    if (row?.status !== 'active' || !row) throw new AppError('NOT_FOUND');
    if (row.provider_ref) {
      await billingCall(
        kairosStripe(ctx.services.config).subscriptionItems.del(row.provider_ref, { proration_behavior: 'none' }),
      );
    }
    const endsAt =
      ctx.subscriptionRow.current_period_end && ctx.subscriptionRow.current_period_end > ctx.now
        ? ctx.subscriptionRow.current_period_end
        : ctx.now;
    await ctx.db.update(subscriptionAddons).set({ status: 'cancelled', ends_at: endsAt, updated_at: ctx.now }).where(where);
    return { id: row.addon, status: 'cancelled', ends_at: endsAt.toISOString() };
  });
