import * as z from 'zod';
import { authedProcedure } from '../core/trpc';
import { categoryName } from '../expenses/output';
import { EXPENSE_CATEGORIES } from '../shared/expenses-schemas';

/** GET /data/expense-categories: the fixed category keys with their names in the caller's language, in list order. */
export const expenseCategories = authedProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/data/expense-categories', summary: 'Expense categories', tags: ['data'] },
  })
  .input(z.object({}).optional())
  .output(z.array(z.object({ key: z.enum(EXPENSE_CATEGORIES), name: z.string() })))
  .query(({ ctx }) => EXPENSE_CATEGORIES.map((key) => ({ key, name: categoryName(key, ctx.locale) })));
