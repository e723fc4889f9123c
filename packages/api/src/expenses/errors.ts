import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Expense receipts: the uploaded file and where it is stored. Composed into the app's catalogue in src/errors.ts. */
export const EXPENSES_ERRORS = {
  RECEIPT_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE', message: m.exp_error_receipt_type },
  RECEIPT_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE', message: m.exp_error_receipt_too_large },
  RECEIPT_MISSING: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.exp_error_receipt_missing },
  STORAGE_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.exp_error_receipt_storage },
} as const satisfies ErrorCatalogue;
