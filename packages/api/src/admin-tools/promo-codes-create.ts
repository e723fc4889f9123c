import { promoCodes } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { audit } from '../admin/audit';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { adminRoute } from './procedure';
import { presentPromoCode } from './promo-codes-list';
import { promoCodeInput, promoCodeOutput } from './promo-schemas';

/**
 * POST /admin/promo-codes. Codes are unique as typed ("Spring" and "SPRING" are two codes); a deleted
 * code keeps its name taken, so a payment that used it stays unambiguous. One guarded INSERT: a lost
 * race is PROMO_CODE_TAKEN too.
 */
export const promoCodesCreate = adminRoute('POST', '/promo-codes', 'Create a promo code', ['PROMO_CODE_TAKEN'])
  .input(promoCodeInput)
  .output(promoCodeOutput)
  .mutation(async ({ ctx, input }) => {
    const fixed = input.discount_type === 'fixed';
    let row: typeof promoCodes.$inferSelect | undefined;
    try {
      [row] = await ctx.db
        .insert(promoCodes)
        .values({
          code: input.code,
          discount_type: input.discount_type,
          amount: fixed ? input.amount : input.amount * 100,
          currency: fixed ? (input.currency ?? null) : null,
          duration: input.duration,
          duration_months: input.duration === 'fixed_period' ? input.duration_months : null,
          max_redemptions: input.max_redemptions,
          expires_at: input.expires_at ? new Date(`${input.expires_at}T23:59:59.999Z`) : null,
          created_by: ctx.user.id,
          created_at: ctx.now,
        })
        .returning();
    } catch (e) {
      if (!uniqueFailed(e, 'promo_codes.code')) throw e;
      throw new AppError('PROMO_CODE_TAKEN', {}, { code: [m.error_promo_code_taken({}, { locale: ctx.locale })] });
    }
    if (!row) throw new AppError('INTERNAL');
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'promo_code.create',
        target_type: 'promo_code',
        target_id: row.id,
        details: { code: row.code },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return presentPromoCode(row);
  });
