import * as z from 'zod';
import type { ErrorCode } from '../core/errors';
import { adminProcedure } from '../core/trpc';

/** An admin-only procedure at `/api/v1/admin<path>` under the OpenAPI tag `admin`. */
export function adminRoute(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  summary: string,
  errors?: readonly ErrorCode[],
) {
  return adminProcedure.meta({
    rest: { method, path: `/api/v1/admin${path}`, summary, tags: ['admin'], ...(errors ? { errors } : {}) },
  });
}

export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** A plain page of an admin list. */
export const pageInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

/** The list envelope (core/list.ts listOutput) of one page of `items` out of `total`. */
export function pageOf<T>(items: T[], total: number, input: { page: number; per_page: number }) {
  return { items, total, page: input.page, per_page: input.per_page, last_page: Math.max(1, Math.ceil(total / input.per_page)) };
}
