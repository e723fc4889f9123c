import { gated } from '../core/trpc';
import { paymentOutput, refundInput } from '../shared/payments-schemas';
import { refundPayment } from './reverse';

/** POST /payments/{id}/refund: give back part or all of a payment (never more than it still keeps). */
export const refund = gated('income', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/payments/{id}/refund',
      summary: 'Refund part or all of a payment',
      tags: ['payments'],
      message: 'payments_refunded',
    },
  })
  .input(refundInput)
  .output(paymentOutput)
  .mutation(({ ctx, input }) => refundPayment(ctx, input, ctx.locale));
