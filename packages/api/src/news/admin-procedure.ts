import { news } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { audit } from '../admin/audit';
import type { Ctx } from '../core/context';
import { adminProcedure } from '../core/trpc';

/** An admin news procedure on REST under /api/v1/admin/news (docs/product/notifications.md). */
export function adminNews(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, summary: string) {
  return adminProcedure.meta({ rest: { method, path: `/api/v1/admin/news${path}`, summary, tags: ['admin'] } });
}

/** A news item that has not been deleted. */
export const liveNews = (id: string) => and(eq(news.id, id), isNull(news.deleted_at));

/** The audit row of an admin's change to a news item. */
export function auditNews(
  ctx: Ctx & { user: { id: string } },
  action: string,
  id: string,
  details: Record<string, unknown> = {},
) {
  return audit(
    ctx.db,
    {
      actor_user_id: ctx.user.id,
      action: `news.${action}`,
      target_type: 'news',
      target_id: id,
      details,
      ip: ctx.ip,
    },
    ctx.now,
  );
}
