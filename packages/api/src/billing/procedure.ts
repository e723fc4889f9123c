import type { ErrorCode } from '../core/errors';
import { businessProcedure } from '../core/trpc';

/** A /subscription procedure: any owner (a lapsed one too: subscribing again is how they leave read-only). */
export function subscriptionProcedure(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  summary: string,
  message?: string,
  errors?: readonly ErrorCode[],
) {
  const full = path.startsWith('/user/') ? `/api/v1${path}` : `/api/v1/subscription${path}`;
  return businessProcedure.meta({
    rest: { method, path: full, summary, tags: ['subscription'], ...(message ? { message } : {}), ...(errors ? { errors } : {}) },
  });
}
