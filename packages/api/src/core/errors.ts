import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { errorSummary, fieldErrorsOf } from '../shared/validation';
import { inUseMessage } from './in-use';
import { log } from './log';

// biome-ignore lint/suspicious/noExplicitAny: paraglide message functions differ in their inputs
type Message = (inputs: any, options?: { locale?: Locale }) => string;

/** One error code's answer: its HTTP status (REST), its tRPC code (the web app) and its translated message. */
export interface ErrorEntry {
  http: number;
  trpc: TRPC_ERROR_CODE_KEY;
  message: Message;
}
export type ErrorCatalogue = Readonly<Record<string, ErrorEntry>>;

/**
 * The codes every layer and many areas share. One way to add an error: an area keeps its own codes in
 * `<area>/errors.ts`, and the app's catalogue (src/errors.ts) composes those with these and gives it to the places
 * that answer with an error (`configureErrors`, called where the router is assembled). Clients branch on `code`,
 * never on text.
 */
export const CORE_ERRORS = {
  VALIDATION_ERROR: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_validation_error },
  UNAUTHENTICATED: { http: 401, trpc: 'UNAUTHORIZED', message: m.error_unauthenticated },
  SESSION_EXPIRED: { http: 419, trpc: 'UNAUTHORIZED', message: m.error_session_expired },
  CSRF_TOKEN_MISMATCH: { http: 419, trpc: 'FORBIDDEN', message: m.error_csrf_token_mismatch },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN', message: m.error_forbidden },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND', message: m.error_not_found },
  ROUTE_NOT_FOUND: { http: 404, trpc: 'NOT_FOUND', message: m.error_route_not_found },
  TOO_MANY_ATTEMPTS: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_too_many_attempts },
  READ_ONLY: { http: 403, trpc: 'FORBIDDEN', message: m.error_read_only },
  SUBSCRIPTION_REQUIRED: { http: 402, trpc: 'FORBIDDEN', message: m.error_subscription_required },
  FEATURE_NOT_IN_PLAN: { http: 403, trpc: 'FORBIDDEN', message: m.error_feature_not_in_plan },
  ARCHIVE_FIRST: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_archive_first },
  IN_USE: { http: 409, trpc: 'CONFLICT', message: inUseMessage },
  IMPORT_INVALID: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_import_invalid },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE', message: m.error_payload_too_large },
  METHOD_NOT_ALLOWED: { http: 405, trpc: 'METHOD_NOT_SUPPORTED', message: m.error_method_not_allowed },
  WEBHOOK_SIGNATURE: { http: 400, trpc: 'BAD_REQUEST', message: m.error_webhook_signature },
  WEBHOOK_MALFORMED: { http: 400, trpc: 'BAD_REQUEST', message: m.error_webhook_malformed },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR', message: m.error_internal },
} as const satisfies ErrorCatalogue;

/**
 * The app's error codes: core's here, each area's added where the catalogue is composed (src/errors.ts declares
 * its codes into this interface), so `AppError` takes exactly the codes the catalogue has.
 */
export interface ErrorCodes extends Record<keyof typeof CORE_ERRORS, true> {}
export type ErrorCode = keyof ErrorCodes & string;

let catalogue: ErrorCatalogue = CORE_ERRORS;

/** Gives the composed catalogue (src/errors.ts) to the error answers: tRPC's formatter, REST and the OpenAPI document. */
export function configureErrors(all: ErrorCatalogue & Record<ErrorCode, ErrorEntry>): void {
  catalogue = all;
}

/** The whole catalogue as configured: every code with its entry. */
export const errorCatalogue = (): Readonly<Record<ErrorCode, ErrorEntry>> => catalogue as Record<ErrorCode, ErrorEntry>;

function entryOf(code: ErrorCode): ErrorEntry {
  const entry = catalogue[code];
  if (!entry) throw new Error(`Error code ${code} is not in the catalogue (src/errors.ts composes it; router.ts gives it)`);
  return entry;
}

/** A catalogue of several, refusing a code defined twice (src/errors.ts composes the app's with it). */
export function composeErrors<const T extends readonly ErrorCatalogue[]>(...parts: T): Merged<T> {
  const all: Record<string, ErrorEntry> = {};
  for (const part of parts) {
    for (const [code, entry] of Object.entries(part)) {
      if (code in all) throw new Error(`Error code ${code} is defined twice`);
      all[code] = entry;
    }
  }
  return all as Merged<T>;
}
type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? H & Merged<R>
  : unknown;

export type FieldErrors = Record<string, string[]>;

/** A failure a person should read: carries its code, the message inputs and per-field errors. */
export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  constructor(
    code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super({ code: catalogue[code]?.trpc ?? 'INTERNAL_SERVER_ERROR', message: code });
    this.appCode = code;
    this.name = 'AppError';
    // The catalogue is given at the top (configureErrors) and may come after an error is made (a module's own
    // tests): the tRPC code is read from it when asked.
    Object.defineProperty(this, 'code', {
      get: () => catalogue[code]?.trpc ?? 'INTERNAL_SERVER_ERROR',
      enumerable: true,
      configurable: true,
    });
  }

  translate(locale: Locale): string {
    return messageOf(this.appCode)(this.params, { locale });
  }
}

const messageOf = (code: ErrorCode): Message => entryOf(code).message;

export const httpStatusOf = (code: ErrorCode) => entryOf(code).http;
export const trpcCodeOf = (code: ErrorCode) => entryOf(code).trpc;

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
      message: errorSummary(named, locale) ?? CORE_ERRORS.VALIDATION_ERROR.message({}, { locale }),
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
    return { code: 'VALIDATION_ERROR', status: 422, message: CORE_ERRORS.VALIDATION_ERROR.message({}, { locale }), errors: {} };
  }
  log.error('[internal error]', { error });
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
