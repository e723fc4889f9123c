import { news } from '@kairos/db';
import { adminNewsOutput, newsInput } from '../shared/news-schemas';
import { adminNews, auditNews } from './admin-procedure';
import { presentAdminNews } from './present';

/** POST /admin/news: a draft, or published at once (then every owner's bell shows it). */
export const create = adminNews('POST', '', 'Write a news item')
  .input(newsInput)
  .output(adminNewsOutput)
  .mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .insert(news)
      .values({
        title: input.title,
        body: input.body,
        locale: input.locale,
        published_at: input.publish ? ctx.now : null,
        created_by: ctx.user.id,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returning();
    if (!row) throw new Error('news insert returned nothing');
    await auditNews(ctx, 'create', row.id, { title: row.title, locale: row.locale, published: input.publish });
    return presentAdminNews(row);
  });
