import { gated } from '../core/trpc';
import { saleDetailOutput, saleInput } from '../shared/sales-schemas';
import { createSale } from './create-sale';

/**
 * POST /api/v1/sales (not in docs/product/sales.md, which lists only the reads and DELETE:
 * the app needs a way to make a sale; docs/DECISIONS.md "Sales"). Answers the
 * sale's detail, with the codes of the vouchers it issued.
 */
export const create = gated('sales', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/sales',
      errors: [
        'SALE_CLIENT_ARCHIVED',
        'SALE_CHANGED',
        'SALE_ITEM_ARCHIVED',
        'SALE_OUT_OF_STOCK',
        'SALE_VOUCHER_SOLD_OUT',
        'SALE_CURRENCY',
        'SALE_VOUCHER_EXPIRED',
        'SALE_TOTAL_TOO_LARGE',
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
      summary: 'Make a sale of products, packages and gift vouchers (payment is taken at checkout)',
      tags: ['sales'],
      message: 'sales_created',
    },
  })
  .input(saleInput)
  .output(saleDetailOutput)
  .mutation(({ ctx, input }) => createSale(ctx, input, { source: 'owner', entitlement: ctx.entitlement, locale: ctx.locale }));
