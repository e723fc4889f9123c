import { invoices } from '@kairos/db';
import { desc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import { likeContains, listOutput, paginate } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { invoiceListInput, invoiceOutput } from '../shared/invoices-schemas';
import { toInvoice } from './output';

/**
 * GET /invoices: newest first (date, then number), with filters for status, type,
 * client and a date range; `search` matches the number or the bill-to name.
 * Deleted invoices never appear.
 */
const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('uk') + s.slice(1).toLocaleLowerCase('uk');
/** `%text%` as typed (likeContains lowercases), with LIKE's wildcards escaped. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    // SQLite's lower() folds ASCII only: a Cyrillic name is matched as typed, lowercased and capitalised.
    const terms = input.search
      ? [...new Set([input.search, input.search.toLocaleLowerCase('uk'), capitalise(input.search)])]
      : [];
    const where = scopeToBusiness(
      invoices,
      ctx.businessId,
      ne(invoices.status, 'deleted'),
      input.status ? eq(invoices.status, input.status) : undefined,
      input.type ? eq(invoices.type, input.type) : undefined,
      input.client_id ? eq(invoices.client_id, input.client_id) : undefined,
      input.from ? gte(invoices.date, input.from) : undefined,
      input.to ? lte(invoices.date, input.to) : undefined,
      terms.length
        ? or(
            sql`lower(${invoices.number}) LIKE ${likeContains(terms[0] as string)} ESCAPE '\\'`,
            ...terms.map((t) => sql`${invoices.bill_to_name} LIKE ${likeText(t)} ESCAPE '\\'`),
          )
        : undefined,
    );
    return paginate(ctx.db, invoices, where, [desc(invoices.date), desc(invoices.seq)], input, toInvoice);
  });
