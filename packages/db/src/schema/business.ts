import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, instant, updatedAt } from './columns';

/** The tenant. Every tenant-owned row points here through a NOT NULL business_id. */
export const businesses = sqliteTable(
  'businesses',
  {
    id: id(),
    owner_user_id: text('owner_user_id').notNull(),
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
 * One row per business. No plan_name means the business is on its trial.
 * Paying for plans arrives with the subscription issue; the gating rules read this row now.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    business_id: text('business_id').notNull(),
    plan_name: text('plan_name'),
    billing: text('billing', { enum: ['monthly', 'annual'] }),
    trial_ends_at: instant('trial_ends_at').notNull(),
    /** Set when auto-renew is switched off; the plan runs until then. */
    ends_at: instant('ends_at'),
    current_period_end: instant('current_period_end'),
    has_incomplete_payment: integer('has_incomplete_payment', { mode: 'boolean' }).notNull().default(false),
    sms_credits: integer('sms_credits').notNull().default(0),
    email_credits: integer('email_credits').notNull().default(0),
    trial_reminder_sent_at: instant('trial_reminder_sent_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_business_unique').on(t.business_id)],
);
