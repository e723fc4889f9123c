import { news, newsReads, notifications } from '@kairos/db';
import { count, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { businessProcedure } from '../core/trpc';
import { readerOf } from '../news/user-procedure';
import { ownRead, unreadInBell } from '../news/visible';

/**
 * GET /user/bell-counts: the badge's numbers in one call (the bell polls it every minute): the business's
 * unread notifications and the caller's unread news. The lists load only when the bell is opened.
 */
export const counts = businessProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/user/bell-counts', summary: 'Unread counts for the bell', tags: ['notifications'] },
  })
  .output(z.object({ notifications: z.number().int(), news: z.number().int(), total: z.number().int() }))
  .query(async ({ ctx }) => {
    const r = readerOf(ctx);
    const [[n], [k]] = await Promise.all([
      ctx.db
        .select({ n: count() })
        .from(notifications)
        .where(scopeToBusiness(notifications, ctx.businessId, isNull(notifications.read_at))),
      ctx.db.select({ n: count() }).from(news).leftJoin(newsReads, ownRead(r)).where(unreadInBell(r)),
    ]);
    const unread = { notifications: n?.n ?? 0, news: k?.n ?? 0 };
    return { ...unread, total: unread.notifications + unread.news };
  });
