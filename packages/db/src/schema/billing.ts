import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  ADDON_STATUSES,
  BILLING_EVENT_KINDS,
  BILLING_EVENT_STATUSES,
  BILLING_PROVIDERS,
  BILLINGS,
  GRANT_PROVIDERS,
  PROMO_DISCOUNT_TYPES,
  PROMO_DURATIONS,
  PROVIDER_STATUSES,
} from '../enums';
import { businessId } from './business';
import { createdAt, flag, id, instant, updatedAt } from './columns';

/** Billing: what owners pay Kairos (not what their clients pay them): the subscription, cards, add-ons, Kairos's own payments, webhook deliveries, promo codes. */

/**
 * One row per business. No plan_name means the business is on its trial.
 * Paying for plans arrives with the subscription issue; the gating rules read this row now.
 * SMS and email credits are not kept here: they are the `credit_entries` ledger (credits.ts).
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    business_id: businessId(),
    plan_name: text('plan_name'),
    billing: text('billing', { enum: BILLINGS }),
    trial_ends_at: instant('trial_ends_at').notNull(),
    /** Set when auto-renew is switched off; the plan runs until then. */
    ends_at: instant('ends_at'),
    current_period_end: instant('current_period_end'),
    has_incomplete_payment: integer('has_incomplete_payment', { mode: 'boolean' }).notNull().default(false),
    trial_reminder_sent_at: instant('trial_reminder_sent_at'),
    /** The catalogue key of the plan paid for, e.g. 'business_annual' (shared/billing.ts); plan_name is its display name. */
    plan_id: text('plan_id'),
    /** Kairos's own billing: Stripe for GBP, LiqPay for UAH. Null until the owner subscribes. */
    provider: text('provider', { enum: BILLING_PROVIDERS }),
    provider_customer_id: text('provider_customer_id'),
    provider_subscription_id: text('provider_subscription_id'),
    /** The provider's own status, mirrored from its webhooks (the truth for paid, failed and cancelled). */
    provider_status: text('provider_status', {
      enum: PROVIDER_STATUSES,
    }),
    /** When the provider state last applied was made (its event's `created`): older events never overwrite newer ones. */
    provider_state_at: instant('provider_state_at'),
    current_period_start: instant('current_period_start'),
    /** A downgrade waits for the end of the period (docs/product/billing.md); applied by the renewal. */
    pending_plan_id: text('pending_plan_id'),
    /** A renewal failed at this instant: the grace period runs from here; cleared by a later success. */
    payment_failed_at: instant('payment_failed_at'),
    /** When the account stopped being valid (trial or plan ended, grace ran out); data goes DATA_RETENTION_DAYS later. */
    lapsed_at: instant('lapsed_at'),
    deletion_warning_sent_at: instant('deletion_warning_sent_at'),
    promo_code_id: text('promo_code_id'),
    /** Payments the promo code still discounts; null with a promo code means "on going". */
    promo_payments_left: integer('promo_payments_left'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_business_unique').on(t.business_id),
    index('subscriptions_provider_sub_idx').on(t.provider, t.provider_subscription_id),
    index('subscriptions_lapsed_idx').on(t.lapsed_at),
  ],
);

/** A card the owner pays Kairos with, as the provider knows it; one is the default (docs/product/billing.md). */
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

/** Admin-made discounts on plans. `code` compares case-sensitively (SQLite BINARY; docs/product/billing.md). */
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
