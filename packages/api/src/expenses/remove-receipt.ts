import { expenses } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { expenseOutput, toExpense } from './output';
import { dropReceipts, findExpense } from './scope';

const cleared = { receipt_key: null, receipt_type: null, receipt_size: null, receipt_name: null };

/** DELETE /expenses/{id}/receipt: detaches the receipt and deletes its file. (Upload and download: http/receipt-routes.ts.) */
export const removeReceipt = gated('expenses', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/expenses/{id}/receipt',
      summary: 'Remove an expense’s receipt',
      tags: ['expenses'],
      message: 'exp_receipt_removed',
    },
  })
  .input(z.object({ id: z.string().min(1).max(64) }))
  .output(expenseOutput)
  .mutation(async ({ ctx, input }) => {
    const row = await findExpense(ctx, input.id);
    if (row.receipt_key) {
      await ctx.db
        .update(expenses)
        .set(cleared)
        .where(scopeToBusiness(expenses, ctx.businessId, eq(expenses.id, row.id)));
      await dropReceipts(ctx.services.receipts, [row.receipt_key]);
    }
    return toExpense({ ...row, ...cleared }, ctx.locale);
  });
