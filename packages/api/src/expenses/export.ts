import { expenses } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import * as z from 'zod';
import { fileOutput } from '../clients/export';
import type { Cell } from '../core/files';
import { todayOf } from '../core/scope';
import { gated } from '../core/trpc';
import { tableFile } from '../render/table-file';
import { expenseFilters, hundredthsText } from '../shared/expenses-schemas';
import { toMajor } from '../shared/money';
import { translateKey } from '../shared/validation';
import { categoryName, type ExpenseRow, receiptFileName } from './output';
import { expenseOrder, expenseWhere } from './read';

const COLUMNS = [
  'date',
  'type',
  'category',
  'supplier',
  'amount',
  'currency',
  'notes',
  'from',
  'to',
  'distance',
  'unit',
  'cost_per_unit',
  'recurring',
  'receipt',
] as const;

function cells(r: ExpenseRow, locale: Locale): Cell[] {
  const t = (key: string) => translateKey(key, {}, locale);
  return [
    r.date,
    t(`exp_type_${r.type}`),
    categoryName(r.category, locale),
    r.supplier,
    Number(toMajor(r.amount, r.currency)),
    r.currency,
    r.notes,
    r.from_location,
    r.to_location,
    r.distance_hundredths === null ? null : Number(hundredthsText(r.distance_hundredths)),
    r.distance_unit ? t(`exp_unit_${r.distance_unit}`) : null,
    r.cost_per_unit === null ? null : Number(toMajor(r.cost_per_unit, r.currency)),
    r.frequency ? t(`exp_frequency_${r.frequency}`) : null,
    r.receipt_key && r.receipt_type ? receiptFileName(r.receipt_name, r.receipt_type) : null,
  ];
}

/**
 * POST /expenses/export: the filtered list (date range, category, type,
 * search) as CSV or XLSX, headers in the caller's language, amounts in major
 * units. Text cells that could start a formula are quoted in CSV (core/files).
 * Blocked in read-only mode like every export.
 */
export const exportExpenses = gated('expenses', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/expenses/export',
      summary: 'Export expenses as CSV or XLSX',
      tags: ['expenses'],
      file: true,
    },
  })
  .input(expenseFilters.extend({ format: z.enum(['csv', 'xlsx']).default('csv'), search: z.string().trim().max(100).optional() }))
  .output(fileOutput)
  .mutation(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select()
      .from(expenses)
      .where(expenseWhere(ctx.businessId, input))
      .orderBy(...expenseOrder);
    const table = {
      headers: COLUMNS.map((c) => translateKey(`exp_col_${c}`, {}, ctx.locale)),
      rows: rows.map((r) => cells(r, ctx.locale)),
    };
    const today = todayOf(ctx);
    return tableFile(table, input.format, `${m.exp_export_file({}, { locale: ctx.locale })}-${today}`);
  });
