import { news } from '@kairos/db';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { idParam } from '../shared/list-schemas';
import { adminNewsOutput, newsInput } from '../shared/news-schemas';
import { adminNews, auditNews, liveNews } from './admin-procedure';
import { presentAdminNews } from './present';

/**
 * PUT /admin/news/{id}: one guarded statement. Publishing keeps the first publication instant (the item
 * keeps its place in the bells); `publish: false` takes it back to a draft and out of every bell.
 */
export const update = adminNews('PUT', '/{id}', 'Change a news item')
  .input(z.object({ ...idParam.shape, ...newsInput.shape }))
  .output(adminNewsOutput)
  .mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(news)
      .set({
        title: input.title,
        body: input.body,
        locale: input.locale,
        published_at: input.publish ? sql`coalesce(${news.published_at}, ${ctx.now.getTime()})` : null,
        updated_at: ctx.now,
      })
      .where(liveNews(input.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await auditNews(ctx, 'update', row.id, { title: row.title, locale: row.locale, published: input.publish });
    return presentAdminNews(row);
  });
