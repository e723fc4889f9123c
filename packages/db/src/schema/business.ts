import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

/** The tenant. Every tenant-owned row points here through a NOT NULL business_id. */
export const businesses = sqliteTable(
  'businesses',
  {
    id: id(),
    owner_user_id: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Public booking page: /online-booking/{slug}. */
    slug: text('slug').notNull(),
    /** IANA zone; business hours and recurrence are wall-clock times here. */
    timezone: text('timezone').notNull(),
    /** ISO 4217; UAH for the Ukrainian variant, GBP for the English one. */
    currency: text('currency').notNull(),
    region: text('region', { enum: ['GB', 'UK', 'OTHER'] }).notNull(),
    phone: text('phone'),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    state: text('state'),
    post_code: text('post_code'),
    logo_url: text('logo_url'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('businesses_slug_unique').on(t.slug), index('businesses_owner_idx').on(t.owner_user_id)],
);

/**
 * Every tenant-owned table starts with this column. It is NOT NULL and each
 * table indexes it; queries go through `scopeToBusiness` in @kairos/api. It
 * references the business with RESTRICT by default: a business's rows go only
 * by a deliberate, ordered deletion, never as a side effect (docs/DECISIONS.md).
 */
export const businessId = (onDelete: 'restrict' | 'cascade' = 'restrict') =>
  text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete });
