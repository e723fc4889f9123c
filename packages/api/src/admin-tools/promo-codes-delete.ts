import { promoCodes } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { audit } from '../admin/audit';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { adminRoute } from './procedure';

/** DELETE /admin/promo-codes/{id}: soft (deleted_at); a deleted code no longer applies at subscribe time. */
export const promoCodesDelete = adminRoute('DELETE', '/promo-codes/{id}', 'Delete a promo code')
  .input(idParam)
  .output(z.object({ id: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const rows = await ctx.db
      .update(promoCodes)
      .set({ deleted_at: ctx.now })
      .where(and(eq(promoCodes.id, input.id), isNull(promoCodes.deleted_at)))
      .returning({ id: promoCodes.id });
    if (!rows.length) throw new AppError('NOT_FOUND');
    await audit(
      ctx.db,
      { actor_user_id: ctx.user.id, action: 'promo_code.delete', target_type: 'promo_code', target_id: input.id, ip: ctx.ip },
      ctx.now,
    );
    return { id: input.id };
  });
