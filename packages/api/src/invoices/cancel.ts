import { invoices } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { invoiceDetailOutput } from '../shared/invoices-schemas';
import { idParam } from '../shared/list-schemas';
import { findInvoice } from './find';
import { invoiceDetail } from './output';

/**
 * POST /invoices/{id}/cancel: issued or sent → cancelled. The invoice keeps its number and
 * stays in the list (its PDF says CANCELLED); it can no longer be sent, edited or deleted.
 * Cancelling a cancelled invoice changes nothing and answers it as it is.
 */
export const cancel = gated('invoicing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/invoices/{id}/cancel',
      summary: 'Cancel an invoice (it keeps its number and cannot be sent afterwards)',
      tags: ['invoices'],
      message: 'invoices_cancelled',
    },
  })
  .input(idParam)
  .output(invoiceDetailOutput)
  .mutation(async ({ ctx, input }) => {
    const row = await findInvoice(ctx, input.id);
    if (row.status !== 'cancelled') {
      await ctx.db
        .update(invoices)
        .set({ status: 'cancelled', cancelled_at: ctx.now, updated_at: ctx.now })
        .where(
          scopeToBusiness(invoices, ctx.businessId, and(eq(invoices.id, row.id), inArray(invoices.status, ['issued', 'sent']))),
        );
    }
    const saved = await findInvoice(ctx, row.id);
    if (saved.status !== 'cancelled') throw new AppError('INTERNAL');
    return invoiceDetail(ctx, saved);
  });
