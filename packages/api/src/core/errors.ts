import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { LEAVING_ERRORS } from '../account/leaving-errors';
import { ADMIN_ERRORS } from '../admin/errors';
import { ADMIN_TOOLS_ERRORS } from '../admin-tools/errors';
import { BILLING_ERRORS } from '../billing/errors';
import { CREDITS_ERRORS } from '../credits/errors';
import { GOALS_ERRORS } from '../goals/errors';
import { MARKETING_ERRORS } from '../marketing/errors';
import { NOTIFICATION_SETTINGS_ERRORS } from '../notification-settings/errors';
import { moneyMessage } from '../payments/money-message';
import { errorSummary, fieldErrorsOf } from '../shared/validation';
import { ZOOM_ERRORS } from '../zoom/errors';
import { inUseMessage } from './in-use';

/**
 * The one catalogue of error codes. Each maps to an HTTP status (REST), a tRPC
 * code (the web app) and a translated message. Clients branch on `code`, never on text.
 */
export const ERRORS = {
  VALIDATION_ERROR: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_validation_error },
  UNAUTHENTICATED: { http: 401, trpc: 'UNAUTHORIZED', message: m.error_unauthenticated },
  SESSION_EXPIRED: { http: 419, trpc: 'UNAUTHORIZED', message: m.error_session_expired },
  CSRF_TOKEN_MISMATCH: { http: 419, trpc: 'FORBIDDEN', message: m.error_csrf_token_mismatch },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN', message: m.error_forbidden },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND', message: m.error_not_found },
  ROUTE_NOT_FOUND: { http: 404, trpc: 'NOT_FOUND', message: m.error_route_not_found },
  INVALID_CREDENTIALS: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invalid_credentials },
  TOO_MANY_ATTEMPTS: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_too_many_attempts },
  EMAIL_TAKEN: { http: 422, trpc: 'CONFLICT', message: m.error_email_taken },
  SLUG_TAKEN: { http: 422, trpc: 'CONFLICT', message: m.error_slug_taken },
  INVALID_RESET_TOKEN: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invalid_reset_token },
  INVALID_VERIFICATION_TOKEN: {
    http: 422,
    trpc: 'UNPROCESSABLE_CONTENT',
    message: m.error_invalid_verification_token,
  },
  INCORRECT_CURRENT_PASSWORD: {
    http: 422,
    trpc: 'UNPROCESSABLE_CONTENT',
    message: m.error_incorrect_current_password,
  },
  READ_ONLY: { http: 403, trpc: 'FORBIDDEN', message: m.error_read_only },
  SUBSCRIPTION_REQUIRED: { http: 402, trpc: 'FORBIDDEN', message: m.error_subscription_required },
  FEATURE_NOT_IN_PLAN: { http: 403, trpc: 'FORBIDDEN', message: m.error_feature_not_in_plan },
  APPOINTMENT_OVERLAP: { http: 409, trpc: 'CONFLICT', message: m.error_appointment_overlap },
  RECURRING_RANGE_REQUIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_recurring_range_required },
  CLASS_SESSION_FULL: { http: 409, trpc: 'CONFLICT', message: m.error_class_session_full },
  ARCHIVE_FIRST: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_archive_first },
  IN_USE: { http: 409, trpc: 'CONFLICT', message: inUseMessage },
  IMPORT_INVALID: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_import_invalid },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE', message: m.error_payload_too_large },
  METHOD_NOT_ALLOWED: { http: 405, trpc: 'METHOD_NOT_SUPPORTED', message: m.error_method_not_allowed },
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
  SALE_DELETED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_sale_deleted },
  LEDGER_CHANGED: { http: 409, trpc: 'CONFLICT', message: m.error_ledger_changed },
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
  RECEIPT_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE', message: m.exp_error_receipt_type },
  RECEIPT_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE', message: m.exp_error_receipt_too_large },
  RECEIPT_MISSING: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.exp_error_receipt_missing },
  STORAGE_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.exp_error_receipt_storage },
  INVOICE_NOT_EDITABLE: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_not_editable },
  INVOICE_NOT_DELETABLE: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_not_deletable },
  INVOICE_CANCELLED: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_cancelled },
  INVOICE_ALREADY_SENT: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_already_sent },
  INVOICE_NOT_SENT: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_not_sent },
  INVOICE_NO_EMAIL: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invoice_no_email },
  INVOICE_NUMBER_TAKEN: { http: 409, trpc: 'CONFLICT', message: m.error_invoice_number_taken },
  INVOICE_PAYMENT_NOT_ELIGIBLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invoice_payment_not_eligible },
  BOOKING_PAUSED: { http: 409, trpc: 'CONFLICT', message: m.error_booking_paused },
  BOOKING_EXISTING_ONLY: { http: 403, trpc: 'FORBIDDEN', message: m.error_booking_existing_only },
  BOOKING_CHOOSE_TYPE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_choose_type },
  BOOKING_CHOOSE_PACKAGE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_choose_package },
  BOOKING_SLOT_TAKEN: { http: 409, trpc: 'CONFLICT', message: m.error_booking_slot_taken },
  BOOKING_ALREADY_BOOKED: { http: 409, trpc: 'CONFLICT', message: m.error_booking_already_booked },
  BOOKING_OUTSIDE_WINDOW: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_outside_window },
  BOOKING_NOT_VERIFIED: { http: 401, trpc: 'UNAUTHORIZED', message: m.error_booking_not_verified },
  BOOKING_CODE_WRONG: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_code_wrong },
  BOOKING_CODE_DEAD: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_code_dead },
  BOOKING_CODE_LIMIT_ADDRESS: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_code_limit_address },
  BOOKING_CODE_LIMIT_IP: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_code_limit_ip },
  BOOKING_CODE_LIMIT_DAILY: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_code_limit_daily },
  BOOKING_SMS_USE_EMAIL: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_sms_use_email },
  BOOKING_TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_too_many_requests },
  BOOKING_SMS_COUNTRY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_sms_country },
  BOOKING_SMS_UNAVAILABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_sms_unavailable },
  BOOKING_TERMS_REQUIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_terms_required },
  BOOKING_CHANGE_CLOSED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_change_closed },
  BOOKING_NOT_CHANGEABLE: { http: 409, trpc: 'CONFLICT', message: m.error_booking_not_changeable },
  BOOKING_PAYMENT_UNAVAILABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_payment_unavailable },
  BOOKING_HOLD_EXPIRED: { http: 409, trpc: 'CONFLICT', message: m.error_booking_hold_expired },
  BOOKING_NOTHING_OFFERED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_nothing_offered },
  BOOKING_NO_CALENDAR_DAY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_no_calendar_day },
  SLUG_RESERVED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_slug_reserved },
  INTEGRATION_KEY_REFUSED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_integration_key_refused },
  INTEGRATION_CURRENCY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_integration_currency },
  INTEGRATION_UNREACHABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_integration_unreachable },
  WEBHOOK_SIGNATURE: { http: 400, trpc: 'BAD_REQUEST', message: m.error_webhook_signature },
  WEBHOOK_MALFORMED: { http: 400, trpc: 'BAD_REQUEST', message: m.error_webhook_malformed },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR', message: m.error_internal },
  ...BILLING_ERRORS,
  ...ADMIN_ERRORS,
  ...ADMIN_TOOLS_ERRORS,
  ...LEAVING_ERRORS,
  ...CREDITS_ERRORS,
  ...MARKETING_ERRORS,
  ...NOTIFICATION_SETTINGS_ERRORS,
  ...GOALS_ERRORS,
  ...ZOOM_ERRORS,
} as const satisfies Record<
  string,
  {
    http: number;
    trpc: TRPC_ERROR_CODE_KEY;
    // biome-ignore lint/suspicious/noExplicitAny: paraglide message functions differ in their inputs
    message: (inputs: any, options?: { locale?: Locale }) => string;
  }
>;

export type ErrorCode = keyof typeof ERRORS;
export type FieldErrors = Record<string, string[]>;

/** A failure a person should read: carries its code, the message inputs and per-field errors. */
export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  constructor(
    code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super({ code: ERRORS[code].trpc, message: code });
    this.appCode = code;
    this.name = 'AppError';
  }

  translate(locale: Locale): string {
    return messageOf(this.appCode)(this.params, { locale });
  }
}

// biome-ignore lint/suspicious/noExplicitAny: each catalogue message takes its own inputs
const messageOf = (code: ErrorCode) => ERRORS[code].message as (inputs: any, options?: { locale?: Locale }) => string;

export const httpStatusOf = (code: ErrorCode) => ERRORS[code].http;
export const trpcCodeOf = (code: ErrorCode) => ERRORS[code].trpc;

export interface PublicError {
  code: ErrorCode;
  status: number;
  message: string;
  errors?: FieldErrors;
  /** Seconds until a rate limit's window ends (429): sent as Retry-After (retryAfterOf). */
  retryAfter?: number;
}

/**
 * Any thrown value → what a caller may see. Input validation failures become
 * VALIDATION_ERROR with per-field messages in the caller's language; anything
 * unexpected becomes INTERNAL and is logged, never shown.
 */
export function toPublicError(error: unknown, input: unknown, locale: Locale): PublicError {
  const app = findAppError(error);
  if (app) {
    const pub: PublicError = { code: app.appCode, status: httpStatusOf(app.appCode), message: app.translate(locale) };
    if (app.fieldErrors) pub.errors = app.fieldErrors;
    const retryAfter = retryAfterOf(app);
    if (retryAfter !== undefined) pub.retryAfter = retryAfter;
    return pub;
  }
  const zod = findZodError(error);
  if (zod) {
    const errors = fieldErrorsOf(zod, input, locale);
    // Where no form shows the fields (REST, a toast), the message names the first field by its label.
    const named = Object.fromEntries(Object.entries(errors).filter(([path]) => path !== '_'));
    return {
      code: 'VALIDATION_ERROR',
      status: 422,
      message: errorSummary(named, locale) ?? ERRORS.VALIDATION_ERROR.message({}, { locale }),
      errors,
    };
  }
  if (error instanceof TRPCError && error.code === 'NOT_FOUND') return publicOf('ROUTE_NOT_FOUND', locale);
  if (error instanceof TRPCError && error.code === 'PAYLOAD_TOO_LARGE') return publicOf('PAYLOAD_TOO_LARGE', locale);
  // tRPC's own answer to GET on a mutation or POST on a query: the caller's mistake, not ours.
  if (error instanceof TRPCError && error.code === 'METHOD_NOT_SUPPORTED') return publicOf('METHOD_NOT_ALLOWED', locale);
  if (
    error instanceof TRPCError &&
    (error.code === 'PARSE_ERROR' || error.code === 'BAD_REQUEST' || error.code === 'UNSUPPORTED_MEDIA_TYPE')
  ) {
    return { code: 'VALIDATION_ERROR', status: 422, message: ERRORS.VALIDATION_ERROR.message({}, { locale }), errors: {} };
  }
  console.error('[internal error]', error);
  return publicOf('INTERNAL', locale);
}

export function publicOf(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}): PublicError {
  return { code, status: httpStatusOf(code), message: messageOf(code)(params, { locale }) };
}

/** A rate limit's seconds to wait (core/rate-limit.ts puts them in `retry_after`), for the Retry-After header. */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = findAppError(error)?.params.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

function findAppError(e: unknown): AppError | undefined {
  for (let cur = e, i = 0; cur && i < 5; cur = (cur as { cause?: unknown }).cause, i++) {
    if (cur instanceof AppError) return cur;
  }
  return undefined;
}

function findZodError(e: unknown): ZodError | undefined {
  for (let cur = e, i = 0; cur && i < 5; cur = (cur as { cause?: unknown }).cause, i++) {
    if (cur instanceof ZodError) return cur;
  }
  return undefined;
}
