import { gated } from '../core/trpc';
import { paymentOutput, refundInput } from '../shared/payments-schemas';
import { refundPayment } from './reverse';

/** POST /payments/refund/{id}: give back part or all of a payment (never more than it still keeps). */
export const refund = gated('income', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/payments/refund/{id}',
      errors: [
        'REFUND_TOO_LARGE',
        'REFUND_BEFORE_PAYMENT',
        'PAYMENT_NOT_REFUNDABLE',
        'PAYMENT_NOT_VOIDABLE',
        'PAYMENT_FULLY_REFUNDED',
        'PAYMENT_SHARED',
        'LEDGER_CHANGED',
      ],
      summary: 'Refund part or all of a payment',
      tags: ['payments'],
      message: 'payments_refunded',
    },
  })
  .input(refundInput)
  .output(paymentOutput)
  .mutation(({ ctx, input }) => refundPayment(ctx, input, ctx.locale));
