import { businessProcedure } from '../core/trpc';
import type { Reader } from './visible';

/**
 * An owner's news procedure on REST under /api/v1/user/news (docs/product/notifications.md "Bell items"). Owners only (API users
 * included): admins and affiliates have no bell (docs/DECISIONS.md "News and the bell").
 */
export function userNews(method: 'GET' | 'PUT' | 'DELETE', path: string, summary: string) {
  return businessProcedure.meta({ rest: { method, path: `/api/v1/user/news${path}`, summary, tags: ['notifications'] } });
}

export const readerOf = (ctx: { user: { id: string }; locale: Reader['locale']; now: Date }): Reader => ({
  userId: ctx.user.id,
  locale: ctx.locale,
  now: ctx.now,
});
