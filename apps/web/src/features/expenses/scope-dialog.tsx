// Editing or deleting a copy of a recurring expense asks "Only this one" or "This and all future ones" (docs/product/expenses.md).
import { m } from '@kairos/i18n';
import { type ScopeWords, type SeriesScope, useScopeDialog } from '../../lib/scope-dialog';

export type ExpenseScope = SeriesScope;

const EXPENSE_WORDS: ScopeWords = {
  updateTitle: m.wexp_scope_update_title,
  updateDescription: m.wexp_scope_update_description,
  deleteTitle: m.wexp_scope_delete_title,
  deleteDescription: m.wexp_scope_delete_description,
  thisOne: m.wexp_scope_this,
  future: m.wexp_scope_future,
  cancel: m.wexp_cancel,
  close: m.wexp_close,
  testId: 'expense-scope',
};

/** The appointments' scope dialog with the expense's own words; resolves null when cancelled. */
export const useExpenseScope = () => useScopeDialog(EXPENSE_WORDS);
