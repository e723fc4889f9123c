import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Invoices: editing, sending, numbering and paying them. Composed into the app's catalogue in src/errors.ts. */
export const INVOICES_ERRORS = {
  INVOICE_NOT_EDITABLE: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_not_editable },
  INVOICE_NOT_DELETABLE: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_not_deletable },
  INVOICE_CANCELLED: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_cancelled },
  INVOICE_ALREADY_SENT: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_already_sent },
  INVOICE_NOT_SENT: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_not_sent },
  INVOICE_NO_EMAIL: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invoice_no_email },
  INVOICE_NUMBER_TAKEN: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_number_taken },
  INVOICE_PAYMENT_NOT_ELIGIBLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invoice_payment_not_eligible },
} as const satisfies ErrorCatalogue;
