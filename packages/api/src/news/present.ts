import type { news } from '@kairos/db';
import type { z } from 'zod';
import type { adminNewsOutput } from '../shared/news-schemas';

type NewsRow = typeof news.$inferSelect;

/** The admin's view of a row: published or draft by its publication instant. */
export function presentAdminNews(row: NewsRow): z.infer<typeof adminNewsOutput> {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    locale: row.locale,
    status: row.published_at ? 'published' : 'draft',
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
