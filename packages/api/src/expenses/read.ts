import { expenses } from '@kairos/db';
import { and, desc, eq, gte, lte, or, type SQL, sum } from 'drizzle-orm';
import * as z from 'zod';
import { containsAnyCase, listOutput, paginate } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { type ExpenseListInput, expenseFilters, expenseListInput } from '../shared/expenses-schemas';
import { expenseOutput, toExpense } from './output';
import { findExpense } from './scope';

/** The filters of the list, the export and the statistic, as one condition (always the caller's business). */
export function expenseWhere(businessId: string, f: Partial<ExpenseListInput>): SQL {
  const search = f.search?.trim();
  return scopeToBusiness(
    expenses,
    businessId,
    f.from ? gte(expenses.date, f.from) : undefined,
    f.to ? lte(expenses.date, f.to) : undefined,
    f.category ? eq(expenses.category, f.category) : undefined,
    f.type ? eq(expenses.type, f.type) : undefined,
    search
      ? or(
          containsAnyCase(expenses.supplier, search),
          containsAnyCase(expenses.notes, search),
          containsAnyCase(expenses.from_location, search),
          containsAnyCase(expenses.to_location, search),
        )
      : undefined,
  );
}

export const expenseOrder = [desc(expenses.date), desc(expenses.created_at), desc(expenses.id)];

/** GET /expenses: newest first; page, search (supplier, notes, from, to), date range, category and type; the filtered total. */
export const list = gated('expenses')
  .meta({ rest: { method: 'GET', path: '/api/v1/expenses', summary: 'List expenses and mileage trips', tags: ['expenses'] } })
  .input(expenseListInput)
  .output(listOutput(expenseOutput).extend({ total_amount: z.number().int(), currency: z.string() }))
  .query(async ({ ctx, input }) => {
    const where = expenseWhere(ctx.businessId, input);
    const [page, [totals]] = await Promise.all([
      paginate(ctx.db, expenses, where, expenseOrder, { ...input, archived: false }, (r) => toExpense(r, ctx.locale)),
      ctx.db
        .select({ total: sum(expenses.amount) })
        .from(expenses)
        .where(and(where, eq(expenses.currency, ctx.business.currency))),
    ]);
    return { ...page, total_amount: Number(totals?.total ?? 0), currency: ctx.business.currency };
  });

/** GET /expenses/{id}. */
export const get = gated('expenses')
  .meta({ rest: { method: 'GET', path: '/api/v1/expenses/{id}', summary: 'One expense', tags: ['expenses'] } })
  .input(z.object({ id: z.string().min(1).max(64) }))
  .output(expenseOutput)
  .query(async ({ ctx, input }) => toExpense(await findExpense(ctx, input.id), ctx.locale));

export { expenseFilters };
