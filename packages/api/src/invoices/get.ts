import { gated } from '../core/trpc';
import { invoiceDetailOutput } from '../shared/invoices-schemas';
import { idParam } from '../shared/list-schemas';
import { findInvoice } from './find';
import { invoiceDetail } from './output';

/** GET /invoices/{id}: one invoice with its items. */
export const get = gated('invoicing')
  .meta({ rest: { method: 'GET', path: '/api/v1/invoices/{id}', summary: 'One invoice with its items', tags: ['invoices'] } })
  .input(idParam)
  .output(invoiceDetailOutput)
  .query(async ({ ctx, input }) => invoiceDetail(ctx, await findInvoice(ctx, input.id)));
