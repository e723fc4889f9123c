import { affiliates, promoCodes, users } from '@kairos/db';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';
import type { BillingCurrency } from '../shared/billing';
import { applyDiscount } from '../shared/money-math';

/** A discount on a plan, from a promo code typed at subscribe time or the referring affiliate's terms. */
export interface PlanDiscount {
  /** Stable id of the provider's coupon. */
  key: string;
  promo_code_id: string | null;
  type: 'fixed' | 'percent';
  /** Minor units (fixed) or basis points (percent). */
  amount: number;
  /** Payments it discounts: 1 (one time), n (fixed period), null (on going). */
  payments: number | null;
}

/**
 * A typed promo code: exact, case-sensitive match (SQLite compares BINARY), not deleted, not expired, not used
 * up, and for a fixed amount in the owner's billing currency. Otherwise PROMO_CODE_INVALID.
 */
export async function promoDiscount(
  ctx: Pick<Ctx, 'db' | 'now'>,
  code: string,
  currency: BillingCurrency,
): Promise<PlanDiscount> {
  const promo = await ctx.db.query.promoCodes.findFirst({
    where: and(
      eq(promoCodes.code, code),
      isNull(promoCodes.deleted_at),
      or(isNull(promoCodes.expires_at), gt(promoCodes.expires_at, ctx.now)),
      or(isNull(promoCodes.max_redemptions), lt(promoCodes.redemptions, promoCodes.max_redemptions)),
    ),
  });
  if (!promo || (promo.discount_type === 'fixed' && promo.currency && promo.currency !== currency)) {
    throw new AppError('PROMO_CODE_INVALID');
  }
  const payments = promo.duration === 'one_time' ? 1 : promo.duration === 'fixed_period' ? (promo.duration_months ?? 1) : null;
  return { key: `kairos_promo_${promo.id}`, promo_code_id: promo.id, type: promo.discount_type, amount: promo.amount, payments };
}

/** Counts one redemption with a guarded UPDATE: two owners racing for the last one, only one gets it. */
export async function redeemPromo(ctx: Pick<Ctx, 'db' | 'now'>, promoId: string): Promise<void> {
  const rows = await ctx.db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        isNull(promoCodes.deleted_at),
        or(isNull(promoCodes.max_redemptions), lt(promoCodes.redemptions, promoCodes.max_redemptions)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!rows.length) throw new AppError('PROMO_CODE_INVALID');
}

/** Gives a redemption back when the provider then refused the subscription. */
export async function unredeemPromo(ctx: Pick<Ctx, 'db'>, promoId: string): Promise<void> {
  await ctx.db
    .update(promoCodes)
    .set({ redemptions: sql`max(${promoCodes.redemptions} - 1, 0)` })
    .where(eq(promoCodes.id, promoId));
}

/** The referring affiliate's discount for the people they bring (on going), if an admin set one. */
export async function affiliateDiscount(ctx: Pick<Ctx, 'db'>, userId: string): Promise<PlanDiscount | null> {
  const [row] = await ctx.db
    .select({ id: affiliates.user_id, fixed: affiliates.fixed_discount_amount, percent: affiliates.percent_discount_amount })
    .from(users)
    .innerJoin(affiliates, eq(affiliates.user_id, users.referred_by_affiliate_id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const base = { key: `kairos_aff_${row.id}`, promo_code_id: null, payments: null };
  if (row.fixed && row.fixed > 0) return { ...base, key: `${base.key}_f${row.fixed}`, type: 'fixed', amount: row.fixed };
  if (row.percent && row.percent > 0)
    return { ...base, key: `${base.key}_p${row.percent}`, type: 'percent', amount: row.percent };
  return null;
}

/** A price after a discount (LiqPay, where we charge the discounted amount ourselves). */
export function discounted(price: number, d: PlanDiscount | null): number {
  if (!d) return price;
  return applyDiscount(price, { type: d.type === 'percent' ? 'percentage' : 'fixed', value: d.amount });
}
