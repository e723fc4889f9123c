import { invoiceItems, invoices } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { Statement } from '../core/records';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { invoiceDetailOutput, invoiceInput } from '../shared/invoices-schemas';
import { idParam } from '../shared/list-schemas';
import { findInvoice } from './find';
import { invoiceDetail } from './output';
import { manualInvoice } from './write';

/**
 * PUT /invoices/{id}: a manual invoice is changed only until it is sent (after that the
 * client holds it; cancel and issue a new one). Number and seq stay. The row, the old items'
 * removal and the new items are one batch whose every statement requires the invoice to be
 * still `issued`, so a send that wins the race leaves the invoice exactly as it was sent.
 */
export const update = gated('invoicing', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/invoices/{id}',
      errors: ['INVOICE_NOT_EDITABLE', 'INVOICE_NUMBER_TAKEN'],
      summary: 'Change a manual invoice that has not been sent',
      tags: ['invoices'],
      message: 'invoices_updated',
    },
  })
  .input(invoiceInput.and(idParam))
  .output(invoiceDetailOutput)
  .mutation(async ({ ctx, input }) => {
    const row = await findInvoice(ctx, input.id);
    if (row.status !== 'issued' || row.type !== 'manual') throw new AppError('INVOICE_NOT_EDITABLE');
    const { invoice, items } = await manualInvoice(ctx, ctx.locale, input);
    const { type: _type, payment_id: _payment, ...values } = invoice;
    const editable = sql`EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.id} = ${row.id} AND ${invoices.business_id} = ${ctx.businessId} AND ${invoices.status} = 'issued')`;
    const statements: Statement[] = [
      ctx.db
        .update(invoices)
        .set({ ...values, updated_at: ctx.now })
        .where(scopeToBusiness(invoices, ctx.businessId, and(eq(invoices.id, row.id), eq(invoices.status, 'issued')))),
      ctx.db
        .delete(invoiceItems)
        .where(scopeToBusiness(invoiceItems, ctx.businessId, eq(invoiceItems.invoice_id, row.id), editable)),
      ...items.map((item, position) =>
        ctx.db.run(sql`INSERT INTO ${invoiceItems} (id, invoice_id, business_id, position, description, quantity, unit_price, amount)
          SELECT ${crypto.randomUUID()}, ${row.id}, ${ctx.businessId}, ${position}, ${item.description}, ${item.quantity},
                 ${item.unit_price}, ${item.amount}
          WHERE ${editable}`),
      ),
    ];
    await ctx.db.batch(statements as [Statement, ...Statement[]]);
    const saved = await findInvoice(ctx, row.id);
    // Every statement required `issued`: a send or cancel that came first means nothing above was written.
    if (saved.status !== 'issued') throw new AppError('INVOICE_NOT_EDITABLE');
    return invoiceDetail(ctx, saved);
  });
