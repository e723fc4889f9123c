import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';
import { moneyMessage } from './money-message';

/** Money taken: payments, refunds, voids, vouchers and packages spent as tender (the ledger's refusals). Composed into the app's catalogue in src/errors.ts. */
export const PAYMENTS_ERRORS = {
  PAYMENT_OVERPAID: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: moneyMessage(m.error_payment_overpaid) },
  PAYMENT_EMPTY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_payment_empty },
  PAYMENT_FUTURE_DATE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_payment_future_date },
  PAYMENT_TENDERED_LOW: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: moneyMessage(m.error_payment_tendered_low) },
  VOUCHER_UNKNOWN: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_voucher_unknown },
  VOUCHER_EXPIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_voucher_expired },
  VOUCHER_PAYS_OWN_SALE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_voucher_pays_own_sale },
  VOUCHER_VOIDED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_voucher_voided },
  VOUCHER_INSUFFICIENT: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: moneyMessage(m.error_voucher_insufficient) },
  VOUCHER_CURRENCY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_voucher_currency },
  PACKAGE_NONE_LEFT: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_package_none_left },
  PACKAGE_NOT_FOR_ITEM: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_package_not_for_item },
  REFUND_TOO_LARGE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: moneyMessage(m.error_refund_too_large) },
  REFUND_BEFORE_PAYMENT: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_refund_before_payment },
  PAYMENT_NOT_REFUNDABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_payment_not_refundable },
  PAYMENT_NOT_VOIDABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_payment_not_voidable },
  PAYMENT_FULLY_REFUNDED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_payment_fully_refunded },
  PAYMENT_SHARED: { http: 409, trpc: 'CONFLICT', message: m.error_payment_shared },
  LEDGER_CHANGED: { http: 409, trpc: 'CONFLICT', message: m.error_ledger_changed },
} as const satisfies ErrorCatalogue;
