import { expenses } from '@kairos/db';
import { gated } from '../core/trpc';
import { expenseInput } from '../shared/expenses-schemas';
import { assertMileageAllowed } from './guards';
import { expenseOutput, toExpense } from './output';
import { findExpense } from './scope';
import { insertCopies, rowValues, runBatch, seriesDates } from './write';

/**
 * POST /expenses. A recurring expense (weekly, monthly or yearly until
 * `repeat_until`, 12 months of copies by default, at most 2 years) is stored
 * as one row per date sharing a series id, all in one batch; the answer is
 * the first. Mileage trips need the mileage_tracking feature.
 */
export const create = gated('expenses', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/expenses',
      summary: 'Add an expense or a mileage trip (recurring ones are stored once per date)',
      tags: ['expenses'],
      message: 'exp_created',
    },
  })
  .input(expenseInput)
  .output(expenseOutput)
  .mutation(async ({ ctx, input }) => {
    assertMileageAllowed(ctx, input.type);
    const { dates, until } = seriesDates(input);
    const [first, ...copies] = await rowValues(ctx, ctx.locale, input, dates);
    const series = {
      series_id: input.recurring ? crypto.randomUUID() : null,
      frequency: input.recurring?.frequency ?? null,
      repeat_until: until,
    };
    const id = crypto.randomUUID();
    await runBatch(ctx, [
      ctx.db.insert(expenses).values({ ...first, ...series, id, business_id: ctx.businessId } as typeof expenses.$inferInsert),
      ...insertCopies(ctx, copies, series),
    ]);
    return toExpense(await findExpense(ctx, id), ctx.locale);
  });
