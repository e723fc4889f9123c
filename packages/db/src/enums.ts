/**
 * Every value list a column holds and the API's schemas offer, in one place (`@kairos/db/enums`): the schema's
 * `text(..., { enum })` columns and `@kairos/api/shared`'s zod enums import the same arrays, so the database and the
 * API cannot disagree on a payment method, a credit reason or a status. Pure `as const` arrays and their types, no
 * drizzle: the web app gets them through `@kairos/api/shared` without pulling the schema.
 */

/** The two languages of the app, its messages and its documents. */
export const LOCALES = ['uk', 'en'] as const;
export type LocaleName = (typeof LOCALES)[number];

/** Email and SMS: messages, credits, campaigns, notification settings. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

// Accounts and the business
export const TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const;
export const REGIONS = ['GB', 'UK', 'OTHER'] as const;
export const BILLINGS = ['monthly', 'annual'] as const;
export type Billing = (typeof BILLINGS)[number];
/** A payment provider of the platform's own billing (plans, add-ons, credits). */
export const BILLING_PROVIDERS = ['stripe', 'liqpay'] as const;
/** The subscription's state as the provider (Stripe) reports it. */
export const PROVIDER_STATUSES = ['trialing', 'active', 'past_due', 'incomplete', 'unpaid', 'canceled'] as const;
export const ADDON_STATUSES = ['active', 'cancelled'] as const;
export const BILLING_EVENT_KINDS = ['subscription', 'addon', 'bundle', 'refund'] as const;
export const BILLING_EVENT_STATUSES = ['paid', 'failed'] as const;
export const GRANT_PROVIDERS = ['stripe', 'liqpay', 'admin'] as const;
export const PROMO_DISCOUNT_TYPES = ['fixed', 'percent'] as const;
export const PROMO_DURATIONS = ['on_going', 'one_time', 'fixed_period'] as const;
export const EXPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export const EXPORT_DELIVERIES = ['link', 'attachment'] as const;

// The diary
export const APPOINTMENT_TYPES = ['appointment', 'blocked', 'class_session'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const LOCATION_TYPES = ['mine', 'client'] as const;
/** A client's attendance of an appointment. */
export const ATTENDANCE = ['pending', 'attended', 'cancelled', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];
export const FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const SERIES_EXCEPTION_KINDS = ['cancelled', 'detached'] as const;
/** A video meeting's sync state (integrations). */
export const MEETING_STATUSES = ['pending', 'active', 'deleted', 'failed'] as const;

// The catalogue and sales
export const SERVICE_TYPES = ['single', 'multipart'] as const;
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export const VOUCHER_KINDS = ['amount', 'items'] as const;
export const SALE_LINE_KINDS = ['product', 'package', 'gift_voucher'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];
/** Who recorded a sale or a payment: the owner, or the client on the booking page. */
export const MONEY_SOURCES = ['owner', 'online'] as const;

// Payments
/** docs/product/appointments.md payment methods. */
export const PAYMENT_METHODS = [
  'cash',
  'card_payment',
  'card_reader',
  'bank_transfer',
  'paypal',
  'cheque',
  'debit_card',
  'bank_payment',
  'credit_card',
  'gift_voucher',
  'other',
] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_KINDS = ['payment', 'refund', 'void'] as const;
export const PAYMENT_TYPES = ['appointment', 'sale', 'combined', 'standalone'] as const;

// Credits
/**
 * Why a credit entry was written. trial_grant: the trial's gift; plan_allowance: a paid plan's monthly SMS (expire at
 * renewal: `expiry` takes what is left of them); bundle / top_up: bought by hand / automatically (carry over);
 * message: a send; refund: a failed send's credits back; purchase: older name for bought credits.
 */
export const CREDIT_REASONS = [
  'opening_balance',
  'trial_grant',
  'plan_allowance',
  'expiry',
  'purchase',
  'bundle',
  'top_up',
  'message',
  'refund',
  'admin_adjustment',
] as const;
export type CreditReasonName = (typeof CREDIT_REASONS)[number];
export const TOP_UP_KINDS = ['manual', 'auto'] as const;
export const TOP_UP_STATUSES = ['pending', 'paid', 'failed'] as const;

// Messages and marketing
export const MESSAGE_TYPES = ['reminder', 'thank_you', 'booking', 'marketing'] as const;
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'error'] as const;
export const MESSAGE_PROVIDERS = ['outbox', 'resend', 'telnyx'] as const;
/** Why a message was not sent or not delivered. */
export const MESSAGE_FAILURES = ['no_credits', 'no_address', 'send_failed', 'undelivered', 'opted_out', 'no_consent'] as const;
export type MessageFailure = (typeof MESSAGE_FAILURES)[number];
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sent', 'cancelled'] as const;
export const CAMPAIGN_FAILURES = ['no_recipients', 'credits'] as const;
export const RECIPIENT_SKIPS = ['insufficient_credits', 'no_address', 'opted_out'] as const;

// Online booking
export const BOOKING_KINDS = ['appointment', 'class', 'package', 'voucher'] as const;
export const BOOKING_STATUSES = ['held', 'confirmed', 'expired', 'cancelled'] as const;
export const BOOKING_PAYMENT_PROVIDERS = ['stripe', 'square', 'liqpay'] as const;
export const LATE_PAYMENTS = ['reseated', 'refunded'] as const;
/** What an owner's in-app notification is about. */
export const NOTIFICATION_TYPES = [
  'online_booking',
  'online_cancelled',
  'online_moved',
  'late_payment_refunded',
  'payment_failed',
  'trial_ending',
  'subscription_activated',
  'low_credits',
  'messages_not_sent',
  'google_sync_failing',
] as const;

// Expenses, invoices, goals
export const EXPENSE_TYPES = ['expense', 'mileage'] as const;
export const EXPENSE_FREQUENCIES = ['weekly', 'monthly', 'yearly'] as const;
export const DISTANCE_UNITS = ['mile', 'km'] as const;
export const INVOICE_TYPES = ['manual', 'auto'] as const;
/** An invoice's status as lists show it; a row can also be `deleted` (INVOICE_ROW_STATUSES). */
export const INVOICE_STATUSES = ['issued', 'sent', 'cancelled'] as const;
export const INVOICE_ROW_STATUSES = [...INVOICE_STATUSES, 'deleted'] as const;
export const GOAL_TYPES = ['income', 'net_income', 'appointments', 'new_clients', 'returning_clients'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const GOAL_CATEGORIES = ['financial', 'appointments', 'clients'] as const;
export const GOAL_PERIODS = ['week', 'month', 'quarter', 'year'] as const;

// Waitlist (issue 28; docs/product/booking.md "Waitlist")
/** What an entry waits for: a class session, or a service on a day (with an optional time window). */
export const WAITLIST_KINDS = ['class', 'day'] as const;
/**
 * waiting → offered → booked; back to waiting when the offered place went to someone else; expired when the client let
 * an offer's hold run out; gone when the session or day passed (or was cancelled) with no place; removed by the owner.
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'expired', 'removed', 'gone'] as const;
/**
 * queued (found in quiet hours, sent at 08:00 local: waitlist/quiet-hours.ts) → open → claimed (a confirmation is
 * booking it) → taken; gone (someone else took the place, or a queued one's place went before the morning); expired
 * (the hold ran out).
 */
export const WAITLIST_OFFER_STATES = ['queued', 'open', 'claimed', 'taken', 'gone', 'expired'] as const;
