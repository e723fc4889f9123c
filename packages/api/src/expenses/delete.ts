import * as z from 'zod';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { recurringRange } from '../shared/appointments-schemas';
import { dropReceipts, findExpense } from './scope';
import { deleteRows, endEarlierCopies, futureOf, runBatch } from './write';

/**
 * DELETE /expenses/{id}?recurring_range=this|future. A copy of a recurring
 * expense needs the range (docs/product/expenses.md's message otherwise): `this` deletes that
 * copy, `future` it and every later one (the earlier ones then end on their
 * last date). Receipts of deleted rows are deleted from the store afterwards.
 */
export const remove = gated('expenses', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/expenses/{id}',
      errors: ['RECURRING_RANGE_REQUIRED'],
      summary: 'Delete an expense, one copy of a recurring one, or this and all future copies',
      tags: ['expenses'],
      message: 'exp_deleted',
    },
  })
  .input(z.object({ id: z.string().min(1).max(64), recurring_range: recurringRange }))
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    const row = await findExpense(ctx, input.id);
    if (row.series_id && input.recurring_range === null) throw new AppError('RECURRING_RANGE_REQUIRED');
    const rows = row.series_id && input.recurring_range === 'future' ? await futureOf(ctx, row) : [row];
    const earlier =
      row.series_id && input.recurring_range === 'future' ? await endEarlierCopies(ctx, row.series_id, row.date) : [];
    await runBatch(ctx, [
      deleteRows(
        ctx,
        rows.map((r) => r.id),
      ),
      ...earlier,
    ]);
    await dropReceipts(
      ctx.services.receipts,
      rows.map((r) => r.receipt_key),
    );
    return null;
  });
