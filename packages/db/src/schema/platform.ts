import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  ADDON_STATUSES,
  BILLING_EVENT_KINDS,
  BILLING_EVENT_STATUSES,
  BILLING_PROVIDERS,
  EXPORT_DELIVERIES,
  EXPORT_FREQUENCIES,
  GRANT_PROVIDERS,
  LOCALES,
  PROMO_DISCOUNT_TYPES,
  PROMO_DURATIONS,
} from '../enums';
import { users } from './accounts';
import { businessId } from './business';
import { createdAt, flag, id, instant, updatedAt } from './columns';

/**
 * Kairos as a business: what owners pay Kairos (not what their clients pay them),
 * promo codes, affiliates' earnings, news, the admin audit log, scheduled exports.
 */

/** A card the owner pays Kairos with, as the provider knows it; one is the default (SPEC 4). */
export const cards = sqliteTable(
  'cards',
  {
    id: id(),
    business_id: businessId('cascade'),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    /** Stripe payment method id, or LiqPay's card token. */
    provider_ref: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month'),
    exp_year: integer('exp_year'),
    is_default: flag('is_default'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('cards_ref_unique').on(t.business_id, t.provider, t.provider_ref),
    uniqueIndex('cards_one_default').on(t.business_id).where(sql`is_default = 1`),
  ],
);

/** Add-ons on top of a plan (shared/billing.ts ADDONS), each subscribed and cancelled on its own. */
export const subscriptionAddons = sqliteTable(
  'subscription_addons',
  {
    id: id(),
    business_id: businessId('cascade'),
    addon: text('addon').notNull(),
    /** The provider's subscription item (Stripe) or subscription (LiqPay) for this add-on. */
    provider_ref: text('provider_ref'),
    status: text('status', { enum: ADDON_STATUSES }).notNull(),
    /** Set when cancelled: the add-on runs to the end of the period. */
    ends_at: instant('ends_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('subscription_addons_unique').on(t.business_id, t.addon)],
);

/**
 * Kairos's own income: subscription and add-on charges, credit bundles, refunds (negative).
 * No foreign key to the business: the books outlive a deleted account (business_id stays as text).
 * A provider charge is recorded once (provider, provider_ref).
 */
export const platformPayments = sqliteTable(
  'platform_payments',
  {
    id: id(),
    business_id: text('business_id').notNull(),
    user_id: text('user_id'),
    kind: text('kind', { enum: BILLING_EVENT_KINDS }).notNull(),
    status: text('status', { enum: BILLING_EVENT_STATUSES }).notNull(),
    description: text('description').notNull(),
    plan_id: text('plan_id'),
    /** Minor units; negative for a refund. Includes VAT for GB and OTHER. */
    amount: integer('amount').notNull(),
    /** Before the promo code or referral discount, for the history screen. */
    amount_before_discount: integer('amount_before_discount'),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: GRANT_PROVIDERS }).notNull(),
    provider_ref: text('provider_ref').notNull(),
    period_start: instant('period_start'),
    period_end: instant('period_end'),
    promo_code_id: text('promo_code_id'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('platform_payments_ref_unique').on(t.provider, t.provider_ref),
    index('platform_payments_business_idx').on(t.business_id, t.created_at),
    index('platform_payments_created_idx').on(t.created_at),
  ],
);

/** Webhook deliveries of Kairos's own billing already applied: a repeat is a no-op. */
export const billingEvents = sqliteTable(
  'billing_events',
  {
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    received_at: instant('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);

/** Admin-made discounts on plans. `code` compares case-sensitively (SQLite BINARY; SPEC 5). */
export const promoCodes = sqliteTable(
  'promo_codes',
  {
    id: id(),
    code: text('code').notNull(),
    discount_type: text('discount_type', { enum: PROMO_DISCOUNT_TYPES }).notNull(),
    /** Minor units of `currency` when fixed; basis points (2500 = 25 %) when percent. */
    amount: integer('amount').notNull(),
    currency: text('currency'),
    duration: text('duration', { enum: PROMO_DURATIONS }).notNull(),
    /** For fixed_period: how many months (payments) it discounts. */
    duration_months: integer('duration_months'),
    max_redemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    expires_at: instant('expires_at'),
    created_by: text('created_by'),
    created_at: createdAt(),
    deleted_at: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check('promo_codes_amount_check', sql`amount > 0`),
    check('promo_codes_redemptions_check', sql`max_redemptions IS NULL OR redemptions <= max_redemptions`),
  ],
);

/** Who paid which affiliate what, and when (SPEC 6 "pay an affiliate"). */
export const affiliatePayouts = sqliteTable(
  'affiliate_payouts',
  {
    id: id(),
    affiliate_user_id: text('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paid_by_user_id: text('paid_by_user_id'),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [index('affiliate_payouts_affiliate_idx').on(t.affiliate_user_id, t.created_at)],
);

/**
 * An affiliate's commission on one payment of a subscriber they referred; payable from
 * `payable_at` (SPEC 9), paid when an admin's payout takes it. One per platform payment.
 */
export const affiliateEarnings = sqliteTable(
  'affiliate_earnings',
  {
    id: id(),
    affiliate_user_id: text('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referred_user_id: text('referred_user_id'),
    platform_payment_id: text('platform_payment_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    payable_at: instant('payable_at').notNull(),
    payout_id: text('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_earnings_payment_unique').on(t.platform_payment_id),
    index('affiliate_earnings_affiliate_idx').on(t.affiliate_user_id, t.payout_id, t.payable_at),
  ],
);

/** News from Kairos to every owner, written by admins; owners see it in the bell. */
export const news = sqliteTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** null: shown in both languages. */
    locale: text('locale', { enum: LOCALES }),
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

/**
 * Every admin action, and every change an admin makes while signed in as a user:
 * who (the admin), as whom (impersonated user), what, on what, when, from where.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actor_user_id: text('actor_user_id').notNull(),
    impersonated_user_id: text('impersonated_user_id'),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: text('target_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    ip: text('ip'),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_actor_idx').on(t.actor_user_id, t.created_at),
    index('audit_log_target_idx').on(t.target_id),
  ],
);

/** Premium automatic export (SPEC 6 "data auto export"): the workbook emailed on a schedule. */
export const exportSettings = sqliteTable('export_settings', {
  business_id: businessId('cascade').primaryKey(),
  enabled: flag('enabled'),
  frequency: text('frequency', { enum: EXPORT_FREQUENCIES }).notNull().default('monthly'),
  delivery: text('delivery', { enum: EXPORT_DELIVERIES }).notNull().default('attachment'),
  last_run_at: instant('last_run_at'),
  next_run_at: instant('next_run_at'),
  updated_at: updatedAt(),
});
