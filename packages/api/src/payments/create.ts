import { gated } from '../core/trpc';
import { checkoutInput, checkoutOutput } from '../shared/payments-schemas';
import { takeCheckout } from './ledger';

/** POST /payments: a checkout (one or more payments, split across methods, for bookings and sales, or standalone). */
export const create = gated('income', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/payments',
      errors: [
        'PAYMENT_OVERPAID',
        'PAYMENT_EMPTY',
        'PAYMENT_FUTURE_DATE',
        'PAYMENT_TENDERED_LOW',
        'VOUCHER_UNKNOWN',
        'VOUCHER_EXPIRED',
        'VOUCHER_PAYS_OWN_SALE',
        'VOUCHER_VOIDED',
        'VOUCHER_INSUFFICIENT',
        'VOUCHER_CURRENCY',
        'PACKAGE_NONE_LEFT',
        'PACKAGE_NOT_FOR_ITEM',
        'SALE_DELETED',
        'LEDGER_CHANGED',
      ],
      summary: 'Take a payment (a checkout: split payments, bookings, sales, package sessions, vouchers)',
      tags: ['payments'],
      message: 'payments_created',
    },
  })
  .input(checkoutInput)
  .output(checkoutOutput)
  .mutation(({ ctx, input }) => takeCheckout(ctx, input, { source: 'owner', locale: ctx.locale }));
