import { gated } from '../core/trpc';
import { invoiceDetailOutput } from '../shared/invoices-schemas';
import { idParam } from '../shared/list-schemas';
import { deliver } from './deliver';

/** POST /invoices/{id}/send: email the invoice with its PDF to the bill-to address (issued → sent). */
export const send = gated('invoicing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/invoices/{id}/send',
      errors: ['INVOICE_CANCELLED', 'INVOICE_ALREADY_SENT', 'INVOICE_NO_EMAIL'],
      summary: 'Email the invoice with its PDF attached to the bill-to address',
      tags: ['invoices'],
      message: 'invoices_sent',
    },
  })
  .input(idParam)
  .output(invoiceDetailOutput)
  .mutation(({ ctx, input }) => deliver(ctx, input.id, 'send'));
