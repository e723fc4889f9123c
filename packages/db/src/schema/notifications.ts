import { sql } from 'drizzle-orm';
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { NOTIFICATION_TYPES } from '../enums';
import { businessId } from './business';
import { createdAt, id, instant } from './columns';

/**
 * The owner's bell (docs/product/notifications.md "Bell items": GET /user/notifications): an online booking made, cancelled
 * or moved, a late payment refunded. Marking one read removes it from the list (docs/product/notifications.md).
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    business_id: businessId('cascade'),
    type: text('type', {
      enum: NOTIFICATION_TYPES,
    }).notNull(),
    /** Values the text is made of in the reader's language (client name, item, time). */
    params: text('params', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    /** Where it leads in the app, e.g. /appointments/calendar/{id}. */
    link: text('link'),
    read_at: instant('read_at'),
    created_at: createdAt(),
    /**
     * Makes the notification one per business and key: `unsent:<cause>:<channel>:<day>` (one bell per cause and
     * day, its count kept current by an upsert) or `low-credits:<channel>:<seq>` (once per crossing).
     */
    dedupe_key: text('dedupe_key'),
  },
  (t) => [
    index('notifications_business_idx').on(t.business_id, t.read_at, t.created_at),
    uniqueIndex('notifications_dedupe_unique').on(t.business_id, t.dedupe_key).where(sql`dedupe_key IS NOT NULL`),
  ],
);
