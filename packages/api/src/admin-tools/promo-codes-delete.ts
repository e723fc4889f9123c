import { promoCodes } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { adminRoute, auditAction } from './procedure';

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
    await auditAction(ctx, 'promo_code.delete', { type: 'promo_code', id: input.id });
    return { id: input.id };
  });
