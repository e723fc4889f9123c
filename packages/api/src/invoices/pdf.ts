import { fileOutput } from '../clients/export';
import { gated } from '../core/trpc';
import { idParam } from '../shared/list-schemas';
import { invoicePdfFile } from './document';
import { findInvoice } from './find';

/** GET /invoices/{id}/pdf: the invoice as a PDF download named after its number, in the invoice's language. */
export const pdf = gated('invoicing')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/invoices/{id}/pdf',
      summary: 'The invoice as a PDF (application/pdf, named after its number)',
      tags: ['invoices'],
      file: true,
    },
  })
  .input(idParam)
  .output(fileOutput)
  .query(async ({ ctx, input }) => invoicePdfFile(ctx, await findInvoice(ctx, input.id)));
