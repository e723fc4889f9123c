import { promoCodes } from '@kairos/db';
import { desc, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { listOutput, paginate } from '../core/list';
import { adminRoute, iso, pageInput } from './procedure';
import { promoCodeOutput } from './promo-schemas';

type PromoRow = typeof promoCodes.$inferSelect;

export function presentPromoCode(row: PromoRow): z.infer<typeof promoCodeOutput> {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discount_type,
    amount: row.amount,
    currency: row.currency,
    duration: row.duration,
    duration_months: row.duration_months,
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    expires_at: iso(row.expires_at),
    created_at: row.created_at.toISOString(),
  };
}

/** GET /admin/promo-codes: the codes not deleted, newest first, paged. */
export const promoCodesList = adminRoute('GET', '/promo-codes', 'Promo codes')
  .input(pageInput)
  .output(listOutput(promoCodeOutput))
  .query(({ ctx, input }) =>
    paginate(
      ctx.db,
      promoCodes,
      isNull(promoCodes.deleted_at),
      [desc(promoCodes.created_at), desc(promoCodes.id)],
      input,
      presentPromoCode,
    ),
  );
