import { news } from '@kairos/db';
import { desc, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { listOutput, paginate } from '../core/list';
import { adminNewsOutput } from '../shared/news-schemas';
import { adminNews } from './admin-procedure';
import { presentAdminNews } from './present';

const input = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /admin/news: every item that is not deleted, drafts included, newest first. */
export const list = adminNews('GET', '', 'News items (drafts included)')
  .input(input)
  .output(listOutput(adminNewsOutput))
  .query(({ ctx, input }) =>
    paginate(ctx.db, news, isNull(news.deleted_at), [desc(news.created_at), desc(news.id)], input, presentAdminNews),
  );
