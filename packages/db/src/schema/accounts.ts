import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LOCALES, TOKEN_PURPOSES } from '../enums';
import { createdAt, flag, id, instant, updatedAt } from './columns';

/** A person who logs in: business owner, admin, affiliate or API user. */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull().default('uk'),
    is_admin: flag('is_admin'),
    is_hidden_admin: flag('is_hidden_admin'),
    is_affiliate: flag('is_affiliate'),
    is_api_user: flag('is_api_user'),
    is_premium: flag('is_premium'),
    /** Marketing granted by an admin without the premium plan (docs/product/appointments.md: marketing_available). */
    marketing_available: flag('marketing_available'),
    /**
     * The business this user owns; null for admins and affiliates. No foreign key:
     * businesses.owner_user_id points back here and both rows are written in one
     * batch, user first (SQLite checks keys per statement; docs/DECISIONS.md).
     */
    business_id: text('business_id'),
    /** The person's own IANA zone, for those without a business (admins, affiliates): their screens' times. */
    timezone: text('timezone'),
    email_verified_at: instant('email_verified_at'),
    sign_up_source: text('sign_up_source'),
    referred_by_affiliate_id: text('referred_by_affiliate_id').references((): AnySQLiteColumn => affiliates.user_id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: instant('deleted_at'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_business_idx').on(t.business_id)],
);

/**
 * Sessions after the Lucia guide: the cookie holds `<id>.<secret>`, the row
 * holds only a SHA-256 of the secret. Expiry slides forward on use.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secret_hash: text('secret_hash').notNull(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while an admin is signed in as this user (impersonation); the session ends with the admin. */
    impersonator_id: text('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    expires_at: instant('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Single-use, short-lived tokens (password reset, email verification). Only hashes are stored. */
export const userTokens = sqliteTable(
  'user_tokens',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    secret_hash: text('secret_hash').notNull(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.user_id, t.purpose)],
);

/** Bearer tokens for API users on the REST adapter. Issued by admins. */
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull(),
    last_used_at: instant('last_used_at'),
    revoked_at: instant('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.token_hash), index('api_tokens_user_idx').on(t.user_id)],
);

/** Fixed-window counters for throttling (per account and per address). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Affiliates refer new owners with a code (payouts come with the affiliate issue). */
export const affiliates = sqliteTable(
  'affiliates',
  {
    user_id: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    // Not minorUnits(): NULL is "not set" (the programme's default applies), distinct from 0, and the
    // currency is the variant's (UAH or GBP) until payouts arrive with the affiliate issue. The fixed_*
    // columns are minor units; the percent_* ones basis points.
    fixed_amount: integer('fixed_amount'),
    fixed_discount_amount: integer('fixed_discount_amount'),
    percent_amount: integer('percent_amount'),
    percent_discount_amount: integer('percent_discount_amount'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('affiliates_code_unique').on(t.code)],
);
