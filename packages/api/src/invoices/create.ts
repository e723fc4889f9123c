import { gated } from '../core/trpc';
import { invoiceDetailOutput, invoiceInput } from '../shared/invoices-schemas';
import { findInvoice } from './find';
import { insertNumbered } from './numbering';
import { invoiceDetail } from './output';
import { manualInvoice } from './write';

/** POST /invoices: a manual invoice, numbered by the insert (numbering.ts), with its items in the same batch. */
export const create = gated('invoicing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/invoices',
      errors: ['INVOICE_NUMBER_TAKEN', 'INVOICE_PAYMENT_NOT_ELIGIBLE'],
      summary: 'Create a manual invoice with its items (numbered from the settings prefix)',
      tags: ['invoices'],
      message: 'invoices_created',
    },
  })
  .input(invoiceInput)
  .output(invoiceDetailOutput)
  .mutation(async ({ ctx, input }) => {
    const { invoice, items } = await manualInvoice(ctx, ctx.locale, input);
    const { id } = await insertNumbered(ctx, invoice, items);
    return invoiceDetail(ctx, await findInvoice(ctx, id));
  });
