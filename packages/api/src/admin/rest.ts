import type { ErrorCode } from '../core/errors';
import type { RestMeta } from '../core/trpc';

/** REST meta of an admin call under /api/v1/admin (docs/product/admin.md), tag `admin`. */
export function adminRest(
  method: RestMeta['method'],
  path: string,
  summary: string,
  errors?: readonly ErrorCode[],
): { rest: RestMeta } {
  return { rest: { method, path: `/api/v1/admin${path}`, summary, tags: ['admin'], ...(errors ? { errors } : {}) } };
}
