import { news, newsReads } from '@kairos/db';
import { count, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { idParam } from '../shared/list-schemas';
import { readerOf, userNews } from './user-procedure';
import { inBell, markNews, ownRead } from './visible';

const done = z.object({ count: z.number().int() });

/** PUT /user/news/{id}/mark-as-read: READ, and it stays in the list (docs/product/notifications.md). Marking it again changes nothing. */
export const markRead = userNews('PUT', '/{id}/mark-as-read', 'Mark a news item as read')
  .input(idParam)
  .output(done)
  .mutation(async ({ ctx, input }) => {
    const r = readerOf(ctx);
    const changed = await markNews(ctx.db, r, 'read_at', eq(news.id, input.id));
    if (changed.length) return { count: changed.length };
    const [still] = await ctx.db
      .select({ n: count() })
      .from(news)
      .leftJoin(newsReads, ownRead(r))
      .where(sql`${inBell(r)} AND ${news.id} = ${input.id}`);
    if (!still?.n) throw new AppError('NOT_FOUND');
    return { count: 0 };
  });

/** PUT /user/news/mark-all-as-read: every unread item in the caller's bell. */
export const markAllRead = userNews('PUT', '/mark-all-as-read', 'Mark every news item as read')
  .output(done)
  .mutation(async ({ ctx }) => ({ count: (await markNews(ctx.db, readerOf(ctx), 'read_at', sql`1`)).length }));

/** DELETE /user/news/{id}/delete: gone from this user's bell only (dismissed_at); twice is NOT_FOUND. */
export const remove = userNews('DELETE', '/{id}/delete', 'Delete a news item from the bell')
  .input(idParam)
  .output(done)
  .mutation(async ({ ctx, input }) => {
    const changed = await markNews(ctx.db, readerOf(ctx), 'dismissed_at', eq(news.id, input.id));
    if (!changed.length) throw new AppError('NOT_FOUND');
    return { count: changed.length };
  });
