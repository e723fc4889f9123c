import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';
import { moneyMessage } from '../payments/money-message';

/** Sales: their items, clients, stock, vouchers and packages sold, and totals. Composed into the app's catalogue in src/errors.ts. */
export const SALES_ERRORS = {
  SALE_DELETED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_sale_deleted },
  SALE_ITEM_ARCHIVED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_sale_item_archived },
  SALE_CLIENT_ARCHIVED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_sale_client_archived },
  SALE_OUT_OF_STOCK: { http: 409, trpc: 'CONFLICT', message: m.error_sale_out_of_stock },
  SALE_VOUCHER_SOLD_OUT: { http: 409, trpc: 'CONFLICT', message: m.error_sale_voucher_sold_out },
  SALE_VOUCHER_EXPIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_sale_voucher_expired },
  SALE_CURRENCY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_sale_currency },
  SALE_VOUCHER_SPENT: { http: 409, trpc: 'CONFLICT', message: m.error_sale_voucher_spent },
  SALE_PACKAGE_USED: { http: 409, trpc: 'CONFLICT', message: m.error_sale_package_used },
  SALE_CHANGED: { http: 409, trpc: 'CONFLICT', message: m.error_sale_changed },
  SALE_TOTAL_TOO_LARGE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: moneyMessage(m.error_sale_total_too_large) },
} as const satisfies ErrorCatalogue;
