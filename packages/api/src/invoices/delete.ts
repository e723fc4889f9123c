import { invoices } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { idParam } from '../shared/list-schemas';
import { findInvoice } from './find';

/**
 * DELETE /invoices/{id}: only a manual invoice that was never sent (a mistake the client
 * never saw). It disappears from every list and read, but its row stays as `deleted`, so
 * its number is never issued again (the next seq is still max + 1). A sent or automatic
 * invoice is cancelled instead (INVOICE_NOT_DELETABLE says so).
 */
export const destroy = gated('invoicing', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/invoices/{id}',
      errors: ['INVOICE_NOT_DELETABLE'],
      summary: 'Delete a manual invoice that has never been sent (its number is not reused)',
      tags: ['invoices'],
      message: 'invoices_deleted',
    },
  })
  .input(idParam)
  .output(z.object({ id: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const row = await findInvoice(ctx, input.id);
    if (row.status !== 'issued' || row.type !== 'manual') throw new AppError('INVOICE_NOT_DELETABLE');
    const done = await ctx.db
      .update(invoices)
      .set({ status: 'deleted', updated_at: ctx.now })
      .where(scopeToBusiness(invoices, ctx.businessId, and(eq(invoices.id, row.id), eq(invoices.status, 'issued'))))
      .returning({ id: invoices.id });
    if (!done.length) throw new AppError('INVOICE_NOT_DELETABLE');
    return { id: row.id };
  });
