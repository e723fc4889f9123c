import * as m from '@kairos/i18n/messages';
import type { Context, MiddlewareHandler } from 'hono';
import { MAX_BATCH_CALLS, UNBATCHED_PROCEDURES } from '../shared/batching';
import { localeOf } from './context';

/**
 * Refuses, before tRPC runs anything, a batch (`/trpc/a,b,c?batch=1`) of more than
 * MAX_BATCH_CALLS calls (413) and any batch of two or more calls that includes a procedure
 * that checks a password or uses a single-use token (400): one request must not multiply
 * password hashing or slip many attempts past a rate limit at once. A batch of one is a
 * single call. The answer has tRPC's error shape, so the web client shows its message.
 */
export function trpcBatchGuard(endpoint = '/trpc'): MiddlewareHandler {
  return async (c, next) => {
    const paths = batchPaths(c.req.url, endpoint);
    if (!paths) return next();
    const locale = localeOf(c);
    if (paths.length > MAX_BATCH_CALLS) {
      return refuse(c, 413, 'BATCH_TOO_LARGE', m.error_batch_too_large({ max: MAX_BATCH_CALLS }, { locale }));
    }
    if (paths.length > 1 && paths.some((p) => UNBATCHED_PROCEDURES.has(p))) {
      return refuse(c, 400, 'BATCH_NOT_ALLOWED', m.error_batch_not_allowed({}, { locale }));
    }
    return next();
  };
}

/**
 * The procedure paths of a batch request, read exactly as tRPC's fetch adapter reads them
 * (`batch=1`, the pathname after the endpoint, percent-decoded, split on commas); null when
 * the request is not a batch or its path cannot be decoded (tRPC then refuses it itself).
 */
export function batchPaths(rawUrl: string, endpoint = '/trpc'): string[] | null {
  const url = new URL(rawUrl);
  if (url.searchParams.get('batch') !== '1') return null;
  const path = trimSlashes(trimSlashes(url.pathname).slice(trimSlashes(endpoint).length));
  try {
    return decodeURIComponent(path).split(',');
  } catch {
    return null;
  }
}

const trimSlashes = (s: string) => s.replace(/^\//, '').replace(/\/$/, '');

/** tRPC's JSON-RPC codes: PAYLOAD_TOO_LARGE -32013, BAD_REQUEST -32600. */
function refuse(c: Context, status: 400 | 413, code: string, message: string) {
  const rpcCode = status === 413 ? -32013 : -32600;
  return c.json({ error: { message, code: rpcCode, data: { code, httpStatus: status } } }, status);
}
