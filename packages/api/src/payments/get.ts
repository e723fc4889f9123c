import { payments } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { paymentOutput } from '../shared/payments-schemas';
import { presentPayments } from './present';

/** GET /payments/{id}: one ledger row (payment, refund or void) with what it pays for. */
export const get = gated('income')
  .meta({
    rest: { method: 'GET', path: '/api/v1/payments/{id}', summary: 'One payment, refund or void', tags: ['payments'] },
  })
  .input(z.object({ id: z.string().min(1).max(64) }))
  .output(paymentOutput)
  .query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(scopeToBusiness(payments, ctx.businessId, eq(payments.id, input.id)));
    const [out] = await presentPayments(ctx, rows, ctx.locale);
    if (!out) throw new AppError('NOT_FOUND');
    return out;
  });
