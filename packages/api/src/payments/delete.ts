import * as z from 'zod';
import { gated } from '../core/trpc';
import { paymentOutput } from '../shared/payments-schemas';
import { voidPayment } from './reverse';

/** DELETE /payments/{id}: void a payment (a void row; its allocations reversed, its voucher refilled). */
export const destroy = gated('income', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/payments/{id}',
      errors: [
        'REFUND_TOO_LARGE',
        'REFUND_BEFORE_PAYMENT',
        'PAYMENT_NOT_REFUNDABLE',
        'PAYMENT_NOT_VOIDABLE',
        'PAYMENT_FULLY_REFUNDED',
        'PAYMENT_SHARED',
        'LEDGER_CHANGED',
      ],
      summary: 'Delete (void) a payment',
      tags: ['payments'],
      message: 'payments_deleted',
    },
  })
  .input(z.object({ id: z.string().min(1).max(64) }))
  .output(paymentOutput)
  .mutation(({ ctx, input }) => voidPayment(ctx, input.id, ctx.locale));
