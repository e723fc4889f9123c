import { news } from '@kairos/db';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { idParam } from '../shared/list-schemas';
import { adminNews, auditNews, liveNews } from './admin-procedure';

/** DELETE /admin/news/{id}: soft delete (deleted_at); it leaves every bell at once. */
export const remove = adminNews('DELETE', '/{id}', 'Delete a news item')
  .input(idParam)
  .output(z.object({ id: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(news)
      .set({ deleted_at: ctx.now, updated_at: ctx.now })
      .where(liveNews(input.id))
      .returning({ id: news.id, title: news.title });
    if (!row) throw new AppError('NOT_FOUND');
    await auditNews(ctx, 'delete', row.id, { title: row.title });
    return { id: row.id };
  });
