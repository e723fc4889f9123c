import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BOOKING_KINDS, BOOKING_PAYMENT_PROVIDERS, BOOKING_STATUSES, LATE_PAYMENTS, LOCALES, MESSAGE_CHANNELS } from '../enums';
import { appointments } from './appointments';
import { businesses, businessId } from './business';
import { clients } from './clients';
import { createdAt, flag, id, instant, minorUnits, updatedAt } from './columns';
import { sales } from './sales';

/**
 * The public booking page's settings (docs/product/booking.md; `PUT /user/booking-settings`). What is offered is
 * the items' own flags (services/classes/packages `online_booking`, gift vouchers `online_sales`); the
 * page's address is `businesses.slug`. No row yet means the defaults (off).
 */
export const bookingSettings = sqliteTable('booking_settings', {
  business_id: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  enabled: flag('enabled'),
  /** "Not taking new bookings": the page says "No online bookings being taken at the moment". */
  paused: flag('paused'),
  /** Only clients the business already has: a visitor matching none is told "{0} isn't taking new client bookings". */
  existing_clients_only: flag('existing_clients_only'),
  /** Earliest booking: hours from now. */
  notice_hours: integer('notice_hours').notNull().default(2),
  /** Latest booking: days from today. */
  horizon_days: integer('horizon_days').notNull().default(60),
  /** A verified device stays verified this many days (signed cookie). */
  remember_days: integer('remember_days').notNull().default(30),
  /** A client may cancel or move a booking up to this many hours before it starts. */
  cancel_notice_hours: integer('cancel_notice_hours').notNull().default(24),
  /** Terms the client must agree to; null: no terms step. */
  terms: text('terms'),
  /** The confirmation goes by email / by SMS (SMS spends the business's credits). */
  confirm_email: integer('confirm_email', { mode: 'boolean' }).notNull().default(true),
  confirm_sms: flag('confirm_sms'),
  /** The owner is emailed about each online booking (the bell notification is always made). */
  notify_owner_email: integer('notify_owner_email', { mode: 'boolean' }).notNull().default(true),
  /** SMS codes go only to numbers of the business's country unless this is on. */
  sms_abroad: flag('sms_abroad'),
  /** The page's accent colour (#rrggbb). */
  brand_color: text('brand_color').notNull().default('#4f46e5'),
  /** The waitlist (issue 28): visitors may join when a session is full or a day has no free time. */
  waitlist_enabled: integer('waitlist_enabled', { mode: 'boolean' }).notNull().default(true),
  /** How long an offered place is held for the client who was offered it. */
  waitlist_hold_minutes: integer('waitlist_hold_minutes').notNull().default(30),
  /**
   * Waitlist quiet hours: no offer is sent from `start` to `end` (minutes after local midnight, the business's
   * clock; start > end crosses midnight, start = end: none). Read by waitlist/quiet-hours.ts only.
   */
  waitlist_quiet_start: integer('waitlist_quiet_start')
    .notNull()
    .default(21 * 60),
  waitlist_quiet_end: integer('waitlist_quiet_end')
    .notNull()
    .default(8 * 60),
  updated_at: updatedAt(),
});

/**
 * A verification code sent to a visitor of the booking page (docs/product/booking.md "verify by email or SMS code").
 * Only a keyed hash of the code is kept; a code lives 10 minutes and dies after 5 wrong tries
 * (`attempts`, raised by one guarded UPDATE per try) or once used (`consumed_at`).
 */
export const bookingCodes = sqliteTable(
  'booking_codes',
  {
    id: id(),
    business_id: businessId('cascade'),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** Lower-cased email or E.164 phone number. */
    address: text('address').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: instant('expires_at').notNull(),
    consumed_at: instant('consumed_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('booking_codes_address_idx').on(t.business_id, t.address, t.created_at),
    index('booking_codes_expires_idx').on(t.expires_at),
  ],
);

/**
 * What a visitor booked or bought on the public page. An appointment or class place points at its
 * diary row; a package or gift voucher at its sale. `held`: waiting for a deposit or payment until
 * `hold_expires_at` (15 minutes), during which the time stays taken; `expired`: the hold ran out and
 * the time was freed; `confirmed`; `cancelled` (by the client through the manage link, or the owner).
 */
export const onlineBookings = sqliteTable(
  'online_bookings',
  {
    id: id(),
    business_id: businessId(),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** The appointment or class session (a hold's row is deleted when it expires: then null). */
    appointment_id: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    sale_id: text('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    /** The service, class, package or gift voucher booked (by kind). */
    item_id: text('item_id').notNull(),
    /** What was booked, as the client saw it (kept after the item is renamed). */
    item_name: text('item_name').notNull(),
    /** Appointment and class place: the time booked. */
    start_at: instant('start_at'),
    end_at: instant('end_at'),
    /** The answer to the service's online-booking question. */
    answer: text('answer'),
    /** Where, when the service is at the client's place. */
    client_address: text('client_address'),
    agreed_terms_at: instant('agreed_terms_at'),
    /** To pay online now: the deposit, or a package's / voucher's price; 0 when nothing is taken online. */
    amount_due: minorUnits('amount_due'),
    currency: text('currency').notNull(),
    hold_expires_at: instant('hold_expires_at'),
    provider: text('provider', { enum: BOOKING_PAYMENT_PROVIDERS }),
    /** The provider's checkout (Stripe Checkout Session, Square payment link order, LiqPay order id). */
    provider_checkout: text('provider_checkout'),
    /** The ledger payment once paid. */
    payment_id: text('payment_id'),
    /** What happened to a payment that came after its hold had expired (docs/DECISIONS.md "Online booking"). */
    late_payment: text('late_payment', { enum: LATE_PAYMENTS }),
    /** SHA-256 of the secret in the manage (cancel / move) link. */
    manage_token_hash: text('manage_token_hash').notNull(),
    /** The page's language when booked: the confirmation is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    created_at: createdAt(),
    confirmed_at: instant('confirmed_at'),
    cancelled_at: instant('cancelled_at'),
    updated_at: updatedAt(),
  },
  (t) => [
    index('online_bookings_business_idx').on(t.business_id, t.created_at),
    index('online_bookings_held_idx').on(t.status, t.hold_expires_at),
    index('online_bookings_appointment_idx').on(t.appointment_id),
    index('online_bookings_client_idx').on(t.client_id),
    index('online_bookings_sale_idx').on(t.sale_id),
    uniqueIndex('online_bookings_manage_unique').on(t.manage_token_hash),
    uniqueIndex('online_bookings_checkout_unique').on(t.provider, t.provider_checkout),
    // One live place per client in a class session, however many requests race for it.
    uniqueIndex('online_bookings_place_unique')
      .on(t.appointment_id, t.client_id)
      .where(sql`${t.kind} = 'class' AND ${t.status} IN ('held', 'confirmed')`),
    check('online_bookings_amount_nonneg', sql`${t.amount_due} >= 0`),
  ],
);
