import { news } from '@kairos/db';
import { AppError } from '../core/errors';
import { idParam } from '../shared/list-schemas';
import { adminNewsOutput } from '../shared/news-schemas';
import { adminNews, liveNews } from './admin-procedure';
import { presentAdminNews } from './present';

/** GET /admin/news/{id}: one item for the form; a deleted one is NOT_FOUND. */
export const get = adminNews('GET', '/{id}', 'One news item')
  .input(idParam)
  .output(adminNewsOutput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db.select().from(news).where(liveNews(input.id));
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminNews(row);
  });
