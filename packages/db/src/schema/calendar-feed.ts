import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businessId } from './business';
import { createdAt, flag, instant, updatedAt } from './columns';

/**
 * The owner's calendar subscription (issue 28, migration 0032; the migration carries no comments, to keep the
 * Worker bundle small: they are here): one per business. The URL's token is derived from
 * the server secret and `nonce` (api calendar-feed/token.ts); only its SHA-256 is stored, looked up by the unique index.
 * `version`/`changed_at` are bumped by triggers (0032) on every write to appointments, series, their exceptions and
 * clients, and on renames of services, classes and clients: the feed's ETag and Last-Modified, read without the diary.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    business_id: businessId('cascade').primaryKey(),
    nonce: text('nonce').notNull(),
    token_hash: text('token_hash').notNull(),
    include_client_names: flag('include_client_names'),
    version: integer('version').notNull().default(0),
    changed_at: instant('changed_at').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.token_hash)],
);
