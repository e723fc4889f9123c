import { expenses } from '@kairos/db';
import { log } from '../core/log';
import { type BusinessScope, scopeSettings } from '../core/scope';
import type { Services } from '../core/services';
import { findOwned } from '../core/tenant';
import type { ExpenseRow } from './output';

/** The tax year's start (settings): 6 April for GB businesses, 1 January otherwise, unless the owner changed it. */
export async function taxYearStart(scope: BusinessScope): Promise<{ month: number; day: number }> {
  const settings = await scopeSettings(scope);
  return { month: settings.tax.tax_year_start_month, day: settings.tax.tax_year_start_day };
}

/** One of the business's expenses by id; another business's reads as NOT_FOUND. */
export const findExpense = (ctx: BusinessScope, id: string): Promise<ExpenseRow> =>
  findOwned(ctx.db, expenses, ctx.businessId, id);

/** Removes stored receipt files after their rows are gone; a failure is logged, never undoes the delete. */
export async function dropReceipts(store: Services['receipts'], keys: (string | null)[]): Promise<void> {
  if (!store) return;
  await Promise.all(
    keys
      .filter((k): k is string => !!k)
      .map((k) => store.delete(k).catch((e) => log.error('[receipts] could not delete', { key: k, error: e }))),
  );
}
