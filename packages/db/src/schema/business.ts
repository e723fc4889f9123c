import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BILLING_PROVIDERS, BILLINGS, PROVIDER_STATUSES, REGIONS } from '../enums';
import { users } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';

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
    region: text('region', { enum: REGIONS }).notNull(),
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
    /** A downgrade waits for the end of the period (SPEC 4); applied by the renewal. */
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
