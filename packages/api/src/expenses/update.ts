import { expenses } from '@kairos/db';
import { eq, lt } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { expenseUpdateInput } from '../shared/expenses-schemas';
import { assertMileageAllowed } from './guards';
import { expenseOutput, toExpense } from './output';
import { dropReceipts, findExpense } from './scope';
import { deleteRows, futureOf, insertCopies, rowValues, runBatch, type Statement, seriesDates } from './write';

/**
 * PUT /expenses/{id}. A copy of a recurring expense needs `recurring_range`
 * (else RECURRING_RANGE_REQUIRED, docs/product/expenses.md): `this` changes that row only (it
 * stays in its series); `future` rewrites the series from this date on — the
 * later copies are deleted (with their receipts) and made again from the form
 * (same series id, so a later "this and all future ones" from an earlier copy
 * still reaches them), the earlier copies keep their values. With `recurring`
 * off, `future` ends the series at this copy. A single expense given
 * `recurring` becomes a series. All in one batch.
 */
export const update = gated('expenses', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/expenses/{id}',
      errors: ['RECURRING_RANGE_REQUIRED'],
      summary: 'Change an expense, one copy of a recurring one, or this and all future copies',
      tags: ['expenses'],
      message: 'exp_updated',
    },
  })
  .input(expenseUpdateInput)
  .output(expenseOutput)
  .mutation(async ({ ctx, input }) => {
    const row = await findExpense(ctx, input.id);
    if (row.series_id && input.recurring_range === null) throw new AppError('RECURRING_RANGE_REQUIRED');
    assertMileageAllowed(ctx, input.type);
    const own = { ids: [row.id], savedAt: row.created_at };
    const set = (id: string, values: Record<string, unknown>) =>
      ctx.db
        .update(expenses)
        .set(values)
        .where(scopeToBusiness(expenses, ctx.businessId, eq(expenses.id, id)));
    let dropped: (string | null)[] = [];
    let writes: Statement[];

    if (row.series_id && input.recurring_range === 'this') {
      const [values] = await rowValues(ctx, ctx.locale, input, [input.date], own);
      writes = [set(row.id, values as Record<string, unknown>)];
    } else if (row.series_id) {
      const future = await futureOf(ctx, row);
      const later = future.filter((f) => f.id !== row.id);
      const { dates, until } = seriesDates(input);
      const [first, ...copies] = await rowValues(ctx, ctx.locale, input, dates, {
        ids: future.map((f) => f.id),
        savedAt: row.created_at,
      });
      const series = {
        series_id: row.series_id,
        frequency: input.recurring?.frequency ?? row.frequency,
        repeat_until: input.recurring ? until : input.date,
      };
      writes = [
        ...(later.length
          ? [
              deleteRows(
                ctx,
                later.map((f) => f.id),
              ),
            ]
          : []),
        set(row.id, { ...first, ...series }),
        ...insertCopies(ctx, copies, series),
        // The earlier copies now belong to a series that ends where this one does.
        ctx.db
          .update(expenses)
          .set({ repeat_until: series.repeat_until })
          .where(scopeToBusiness(expenses, ctx.businessId, eq(expenses.series_id, row.series_id), lt(expenses.date, row.date))),
      ];
      dropped = later.map((f) => f.receipt_key);
    } else {
      const { dates, until } = seriesDates(input);
      const [first, ...copies] = await rowValues(ctx, ctx.locale, input, dates, own);
      const series = {
        series_id: input.recurring ? crypto.randomUUID() : null,
        frequency: input.recurring?.frequency ?? null,
        repeat_until: until,
      };
      writes = [set(row.id, { ...first, ...series }), ...insertCopies(ctx, copies, series)];
    }
    await runBatch(ctx, writes);
    await dropReceipts(ctx.services.receipts, dropped);
    return toExpense(await findExpense(ctx, row.id), ctx.locale);
  });
