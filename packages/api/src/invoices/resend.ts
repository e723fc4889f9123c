import { gated } from '../core/trpc';
import { invoiceDetailOutput } from '../shared/invoices-schemas';
import { idParam } from '../shared/list-schemas';
import { deliver } from './deliver';

/** POST /invoices/{id}/resend: email a sent invoice again (sent_at moves to now). */
export const resend = gated('invoicing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/invoices/{id}/resend',
      errors: ['INVOICE_CANCELLED', 'INVOICE_NOT_SENT', 'INVOICE_NO_EMAIL'],
      summary: 'Email a sent invoice again, with its PDF',
      tags: ['invoices'],
      message: 'invoices_resent',
    },
  })
  .input(idParam)
  .output(invoiceDetailOutput)
  .mutation(({ ctx, input }) => deliver(ctx, input.id, 'resend'));
