import { router } from '../core/trpc';
import { create } from './create';
import { remove } from './delete';
import { exportExpenses } from './export';
import { mileageRates } from './rates';
import { get, list } from './read';
import { removeReceipt } from './remove-receipt';
import { statistic } from './statistic';
import { update } from './update';

/**
 * Expenses and mileage trips (docs/product/expenses.md): CRUD with recurring copies, the
 * statistic, the export, the mileage levels. Receipt upload and download
 * carry bytes, so they are plain HTTP routes beside these (http/receipt-routes.ts, the calls in receipts.ts).
 */
export const expensesRouter = router({
  list,
  get,
  create,
  update,
  remove,
  statistic,
  export: exportExpenses,
  mileageRates,
  removeReceipt,
});
