import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';

/** News from Kairos to every owner, written by admins; owners see it in the bell. */
export const news = sqliteTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** null: shown in both languages. */
    locale: text('locale', { enum: ['uk', 'en'] }),
    published_at: instant('published_at'),
    created_by: text('created_by'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: instant('deleted_at'),
  },
  (t) => [index('news_published_idx').on(t.published_at)],
);

/** An owner's state of one news item: READ once marked, gone from their bell once deleted. */
export const newsReads = sqliteTable(
  'news_reads',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    news_id: text('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    read_at: instant('read_at'),
    dismissed_at: instant('dismissed_at'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.news_id] })],
);
