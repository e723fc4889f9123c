import { m } from '@kairos/i18n';
import { TRPCClientError } from '@trpc/client';

/** The catalogue codes the screens branch on (docs/product/common.md); the server sends them in `error.data.code`. */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'UNAUTHENTICATED'
  | 'SESSION_EXPIRED'
  | 'CSRF_TOKEN_MISMATCH'
  | 'FORBIDDEN'
  | 'READ_ONLY'
  | 'FEATURE_NOT_IN_PLAN'
  | 'SUBSCRIPTION_REQUIRED'
  | 'OFFLINE'
  | (string & {});

export interface ErrorInfo {
  code: ErrorCode | null;
  httpStatus: number | null;
  /** Translated by the server, or a connection error text when there was no response. */
  message: string;
  /** Per-field messages, already translated. */
  errors: Record<string, string[]>;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function fieldErrors(v: unknown): Record<string, string[]> {
  if (!isRecord(v)) return {};
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(v)) {
    if (Array.isArray(list)) out[key] = list.filter((s): s is string => typeof s === 'string');
    else if (typeof list === 'string') out[key] = [list];
  }
  return out;
}

/** A write the client refused to send because the app is offline (read-only, docs/product/common.md); lib/trpc.ts throws it. */
export class OfflineRefusal extends Error {
  constructor() {
    super('Offline: writes are refused');
    this.name = 'OfflineRefusal';
  }
}

/** Reads what the server said from any thrown value. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof OfflineRefusal || (error instanceof TRPCClientError && error.cause instanceof OfflineRefusal))
    return { code: 'OFFLINE', httpStatus: null, message: m.offline_read_only(), errors: {} };
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (isRecord(data)) {
      return {
        code: typeof data.code === 'string' ? data.code : null,
        httpStatus: typeof data.httpStatus === 'number' ? data.httpStatus : null,
        message: error.message,
        errors: fieldErrors(data.errors),
      };
    }
    // Answers that are not tRPC's shape, e.g. the CSRF middleware's 419.
    const response = isRecord(error.meta) ? error.meta.response : undefined;
    const status = response instanceof Response ? response.status : null;
    if (status === 419)
      return { code: 'CSRF_TOKEN_MISMATCH', httpStatus: 419, message: m.error_csrf_token_mismatch(), errors: {} };
    if (status !== null && status >= 500)
      return { code: 'INTERNAL', httpStatus: status, message: m.error_internal(), errors: {} };
    return { code: null, httpStatus: null, message: m.web_connection_error(), errors: {} };
  }
  return { code: null, httpStatus: null, message: m.error_internal(), errors: {} };
}

export const isAuthFailure = (info: ErrorInfo) => info.httpStatus === 401 || info.httpStatus === 419;

/**
 * The session check's reading of a failed call: an auth failure means signed out; no answer at all (offline,
 * the server unreachable, a refusal while offline) or a server failure (5xx) says nothing about the session,
 * so the session saved on this device still holds. Anything else (a 4xx) is a real error.
 */
export function sessionVerdict(info: ErrorInfo): 'signed-out' | 'unknown' | 'error' {
  if (isAuthFailure(info)) return 'signed-out';
  if (info.httpStatus === null || info.httpStatus >= 500) return 'unknown';
  return 'error';
}
