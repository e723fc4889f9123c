import { invoices } from '@kairos/db';
import { desc, eq, gte, lte, ne, or } from 'drizzle-orm';
import { containsAnyCase, listOutput, paginate } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { invoiceListInput, invoiceOutput } from '../shared/invoices-schemas';
import { toInvoice } from './output';

/**
 * GET /invoices: newest first (date, then number), with filters for status, type,
 * client and a date range; `search` matches the number or the bill-to name.
 * Deleted invoices never appear.
 */

export const list = gated('invoicing')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/invoices',
      summary: 'List invoices (page, per_page, search, status, type, client_id, from, to, is_lite)',
      tags: ['invoices'],
    },
  })
  .input(invoiceListInput)
  .output(listOutput(invoiceOutput))
  .query(({ ctx, input }) => {
    const where = scopeToBusiness(
      invoices,
      ctx.businessId,
      ne(invoices.status, 'deleted'),
      input.status ? eq(invoices.status, input.status) : undefined,
      input.type ? eq(invoices.type, input.type) : undefined,
      input.client_id ? eq(invoices.client_id, input.client_id) : undefined,
      input.from ? gte(invoices.date, input.from) : undefined,
      input.to ? lte(invoices.date, input.to) : undefined,
      input.search
        ? or(containsAnyCase(invoices.number, input.search), containsAnyCase(invoices.bill_to_name, input.search))
        : undefined,
    );
    return paginate(ctx.db, invoices, where, [desc(invoices.date), desc(invoices.seq)], input, toInvoice);
  });
