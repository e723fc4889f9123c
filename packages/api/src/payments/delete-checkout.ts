import * as z from 'zod';
import { gated } from '../core/trpc';
import { paymentOutput } from '../shared/payments-schemas';
import { voidCheckout } from './reverse';

/** DELETE /payments/checkout/{id}: void every payment of a checkout and give back its package sessions, in one batch. */
export const deleteCheckout = gated('income', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/payments/checkout/{id}',
      errors: [
        'REFUND_TOO_LARGE',
        'REFUND_BEFORE_PAYMENT',
        'PAYMENT_NOT_REFUNDABLE',
        'PAYMENT_NOT_VOIDABLE',
        'PAYMENT_FULLY_REFUNDED',
        'PAYMENT_SHARED',
        'LEDGER_CHANGED',
      ],
      summary: 'Delete (void) a whole checkout',
      tags: ['payments'],
      message: 'payments_checkout_deleted',
    },
  })
  .input(z.object({ id: z.string().min(1).max(64) }))
  .output(z.object({ checkout_id: z.string(), payments: z.array(paymentOutput) }))
  .mutation(({ ctx, input }) => voidCheckout(ctx, input.id, ctx.locale));
