import { news, newsReads } from '@kairos/db';
import { count, desc } from 'drizzle-orm';
import * as z from 'zod';
import { listOutput } from '../core/list';
import { userNewsOutput } from '../shared/news-schemas';
import { readerOf, userNews } from './user-procedure';
import { inBell, ownRead } from './visible';

const input = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /user/news?page: the news in the caller's bell, newest first, each UNREAD or READ (docs/product/notifications.md). */
export const list = userNews('GET', '', 'News in the bell')
  .input(input)
  .output(listOutput(userNewsOutput))
  .query(async ({ ctx, input }) => {
    const r = readerOf(ctx);
    const where = inBell(r);
    const [rows, totals] = await Promise.all([
      ctx.db
        .select({ item: news, read_at: newsReads.read_at })
        .from(news)
        .leftJoin(newsReads, ownRead(r))
        .where(where)
        .orderBy(desc(news.published_at), desc(news.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(news).leftJoin(newsReads, ownRead(r)).where(where),
    ]);
    const total = totals[0]?.n ?? 0;
    return {
      items: rows.map(({ item, read_at }) => ({
        id: item.id,
        status: read_at ? ('READ' as const) : ('UNREAD' as const),
        title: item.title,
        body: item.body,
        published_at: (item.published_at ?? item.created_at).toISOString(),
      })),
      total,
      page: input.page,
      per_page: input.per_page,
      last_page: Math.max(1, Math.ceil(total / input.per_page)),
    };
  });
