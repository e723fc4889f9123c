import { products } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { asc, isNotNull, isNull } from 'drizzle-orm';
import { fileOutput } from '../clients/export';
import type { Cell } from '../core/files';
import { todayOf } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { tableFile } from '../render/table-file';
import { exportInput } from '../shared/list-schemas';
import { toMajor } from '../shared/money';

type ProductRow = typeof products.$inferSelect;

/** Export columns: title in the caller's language, and the cell of a row. Money as major units ("12.50"). */
const COLUMNS: { title: (l: Locale) => string; cell: (r: ProductRow) => Cell }[] = [
  { title: (l) => m.products_column_name({}, { locale: l }), cell: (r) => r.name },
  { title: (l) => m.products_column_description({}, { locale: l }), cell: (r) => r.description },
  { title: (l) => m.products_column_price({}, { locale: l }), cell: (r) => Number(toMajor(r.price, r.currency)) },
  {
    title: (l) => m.products_column_cost_price({}, { locale: l }),
    cell: (r) => (r.cost_price === null ? null : Number(toMajor(r.cost_price, r.currency))),
  },
  { title: (l) => m.products_column_currency({}, { locale: l }), cell: (r) => r.currency },
  { title: (l) => m.products_column_stock({}, { locale: l }), cell: (r) => r.stock },
];

/** POST /products/export: the active (or archived) products as CSV or XLSX with translated headers. Blocked in read-only mode. */
export const exportProducts = gated('products', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/products/export',
      summary: 'Export products as CSV or XLSX',
      tags: ['products'],
      file: true,
    },
  })
  .input(exportInput)
  .output(fileOutput)
  .mutation(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select()
      .from(products)
      .where(
        scopeToBusiness(
          products,
          ctx.businessId,
          input.archived ? isNotNull(products.archived_at) : isNull(products.archived_at),
        ),
      )
      .orderBy(asc(products.sort_key), asc(products.id));
    const table = {
      headers: COLUMNS.map((c) => c.title(ctx.locale)),
      rows: rows.map((r) => COLUMNS.map((c) => c.cell(r))),
    };
    const date = todayOf(ctx);
    return tableFile(table, input.format, `${m.products_export_file({}, { locale: ctx.locale })}-${date}`);
  });
