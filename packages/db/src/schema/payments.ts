import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MONEY_SOURCES, PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_TYPES } from '../enums';
import { appointments } from './appointments';
import { businessId } from './business';
import { clients } from './clients';
import { createdAt, id, instant } from './columns';
import { issuedVouchers, sales } from './sales';

/** docs/product/payments.md payment methods: the ledger column's list, the one `@kairos/db/enums` list the API offers. */
export const paymentMethodEnum = PAYMENT_METHODS;

/**
 * The one ledger of money taken (docs/DECISIONS.md "Payments ledger"). Rows are
 * only ever appended: a refund is a row of kind `refund` and a deleted payment
 * a row of kind `void`, each pointing at the payment it reverses (`reverses_id`).
 * `amount` is signed: a payment is positive, a refund or void negative, so the
 * sum of the ledger is the money kept. `type` (docs/product/payments.md) follows from the
 * allocations: appointment, sale, combined (both) or standalone (none).
 * A checkout's payments share `checkout_id`; a payment taken alone is its own checkout.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    business_id: businessId(),
    checkout_id: text('checkout_id').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    method: text('method', { enum: paymentMethodEnum }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** When the money was taken (or given back). */
    taken_at: instant('taken_at').notNull(),
    client_id: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    /** For method gift_voucher: the voucher spent (a payment) or refilled (a refund or void). */
    voucher_id: text('voucher_id').references(() => issuedVouchers.id, { onDelete: 'restrict' }),
    reverses_id: text('reverses_id').references((): AnySQLiteColumn => payments.id, { onDelete: 'restrict' }),
    /** Cash handed over, when more than the amount: change = tendered − amount. */
    tendered: integer('tendered'),
    /** A payment provider's charge (stripe, liqpay, square) and its id: one row per charge. */
    provider: text('provider'),
    provider_ref: text('provider_ref'),
    /** `owner` from the app, `online` from the booking page. */
    source: text('source', { enum: MONEY_SOURCES }).notNull().default('owner'),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [
    index('payments_business_taken_idx').on(t.business_id, t.taken_at),
    index('payments_business_type_idx').on(t.business_id, t.type, t.taken_at),
    index('payments_business_method_idx').on(t.business_id, t.method, t.taken_at),
    // Covering indexes for the income sums (bench/money.ts), so neither reads the table: the income
    // statistic groups by method, type and kind in this index's order; net income sums amounts per
    // hour of taken_at in a range.
    index('payments_business_sums_idx').on(t.business_id, t.method, t.type, t.kind, t.taken_at, t.amount),
    index('payments_business_taken_sums_idx').on(t.business_id, t.taken_at, t.method, t.client_id, t.amount),
    // Migration 0035: a client's payments (their history, the income list by client) by its (business, client) prefix.
    index('payments_business_client_idx').on(t.business_id, t.client_id, t.taken_at, t.method, t.amount),
    // Analytics (issue 15): money allocated to appointments in a range joins payments to their allocations
    // from this index alone (id included), and each allocation from the next.
    index('payments_business_taken_id_idx').on(t.business_id, t.taken_at, t.method, t.id),
    index('payments_checkout_idx').on(t.business_id, t.checkout_id),
    index('payments_client_idx').on(t.client_id),
    index('payments_voucher_idx').on(t.voucher_id),
    index('payments_reverses_idx').on(t.reverses_id),
    // A payment is voided at most once, however many times DELETE is sent.
    uniqueIndex('payments_void_unique').on(t.reverses_id).where(sql`kind = 'void'`),
    uniqueIndex('payments_provider_unique').on(t.business_id, t.provider, t.provider_ref).where(sql`provider_ref IS NOT NULL`),
    check(
      'payments_sign_check',
      sql`(kind = 'payment' AND amount > 0 AND reverses_id IS NULL) OR (kind <> 'payment' AND amount < 0 AND reverses_id IS NOT NULL)`,
    ),
    check('payments_voucher_check', sql`(method = 'gift_voucher') = (voucher_id IS NOT NULL)`),
  ],
);

/**
 * What a payment pays for: an appointment's client, or a sale; signed like
 * the payment (a refund's allocations are negative). The sum of a payment's
 * allocations never exceeds its amount; the rest of a payment is standalone.
 * An appointment deleted later leaves the money in the ledger (SET NULL).
 */
export const paymentAllocations = sqliteTable(
  'payment_allocations',
  {
    id: id(),
    payment_id: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    business_id: businessId(),
    appointment_id: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    client_id: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    sale_id: text('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.payment_id),
    index('payment_allocations_payment_target_idx').on(t.payment_id, t.appointment_id, t.amount),
    // `amount` last: what a booking or a sale has been paid is summed from the index alone (left to pay).
    index('payment_allocations_appointment_idx').on(t.business_id, t.appointment_id, t.client_id, t.amount),
    index('payment_allocations_appointment_fk_idx').on(t.appointment_id),
    index('payment_allocations_sale_idx').on(t.business_id, t.sale_id, t.amount),
    index('payment_allocations_sale_fk_idx').on(t.sale_id),
    index('payment_allocations_client_idx').on(t.client_id),
    check('payment_allocations_target_check', sql`(appointment_id IS NULL OR sale_id IS NULL) AND amount <> 0`),
  ],
);
