import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MONEY_SOURCES, SALE_LINE_KINDS } from '../enums';
import { appointments } from './appointments';
import { businessId } from './business';
import { discounts, services } from './catalogue';
import { clients } from './clients';
import { createdAt, id, instant, minorUnits } from './columns';
import { packages } from './offerings';
import { products } from './products';
import { giftVouchers } from './vouchers';

/**
 * A sale (docs/product/sales.md): products, packages and gift vouchers sold together, with
 * or without a client. Totals are fixed when the sale is made. A deleted sale
 * keeps its row (`deleted_at`) because its payments are voided, not erased.
 */
export const sales = sqliteTable(
  'sales',
  {
    id: id(),
    business_id: businessId(),
    client_id: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    sold_at: instant('sold_at').notNull(),
    currency: text('currency').notNull(),
    /** Sum of the lines before discounts, the discounts, and what is due. */
    subtotal: minorUnits('subtotal'),
    discount_total: minorUnits('discount_total'),
    total: minorUnits('total'),
    /**
     * What has been paid towards the sale (its payment_allocations: payments less refunds and voids, minor units),
     * kept by triggers on payment_allocations in the statement that writes the ledger (migration 0028); left to pay
     * is `total - paid`. Never written by the app.
     */
    paid: integer('paid').notNull().default(0),
    notes: text('notes'),
    /** Set when made by the public booking page (voucher bought online). */
    source: text('source', { enum: MONEY_SOURCES }).notNull().default('owner'),
    deleted_at: instant('deleted_at'),
    created_at: createdAt(),
  },
  (t) => [
    /** Migration 0035: the id last, so analytics' products sold reads the period's sales from the index alone. */
    index('sales_business_idx').on(t.business_id, t.deleted_at, t.sold_at, t.id),
    index('sales_client_idx').on(t.client_id),
    /** Migration 0028: the sales that still owe (payments/left-to-pay-sql.ts owingSalesSql repeats this WHERE). */
    index('sales_owing_idx')
      .on(t.business_id, t.deleted_at, t.sold_at, t.id, t.client_id, t.total, t.paid, t.currency)
      .where(sql`deleted_at IS NULL AND total > 0 AND paid < total`),
    check('sales_total_check', sql`total >= 0 AND discount_total >= 0 AND total = subtotal - discount_total`),
  ],
);

/** One line of a sale: a product, a package or a gift voucher, priced when sold. */
export const saleLines = sqliteTable(
  'sale_lines',
  {
    id: id(),
    sale_id: text('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    business_id: businessId(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: SALE_LINE_KINDS }).notNull(),
    product_id: text('product_id').references(() => products.id, { onDelete: 'restrict' }),
    package_id: text('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    gift_voucher_id: text('gift_voucher_id').references(() => giftVouchers.id, { onDelete: 'restrict' }),
    /** The item's name when sold. */
    name: text('name').notNull(),
    unit_price: minorUnits('unit_price'),
    quantity: integer('quantity').notNull().default(1),
    discount_id: text('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    /** Minor units off unit_price × quantity. */
    discount_amount: minorUnits('discount_amount'),
    total: minorUnits('total'),
  },
  (t) => [
    // Kind and quantity included: analytics counts a period's products and vouchers sold from the index alone.
    index('sale_lines_sale_idx').on(t.sale_id, t.position, t.business_id, t.kind, t.quantity),
    index('sale_lines_business_idx').on(t.business_id, t.kind),
    index('sale_lines_product_idx').on(t.product_id),
    index('sale_lines_package_idx').on(t.package_id),
    index('sale_lines_voucher_idx').on(t.gift_voucher_id),
    check('sale_lines_quantity_check', sql`quantity > 0`),
    check('sale_lines_total_check', sql`total >= 0 AND total = unit_price * quantity - discount_amount`),
  ],
);

/**
 * A gift voucher as sold: its own code (unique per business, easy to read
 * aloud) and what is left on it. `amount_left` only changes in the same batch
 * as the payment or refund that spends or returns it, and the CHECK makes
 * spending below zero impossible whatever the race.
 */
export const issuedVouchers = sqliteTable(
  'issued_vouchers',
  {
    id: id(),
    business_id: businessId(),
    gift_voucher_id: text('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'restrict' }),
    sale_id: text('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    sale_line_id: text('sale_line_id').references(() => saleLines.id, { onDelete: 'set null' }),
    /** Who bought it, if known. */
    client_id: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    amount: minorUnits('amount'),
    amount_left: minorUnits('amount_left'),
    currency: text('currency').notNull(),
    expires_at: instant('expires_at'),
    /** Set when its sale is deleted: it can no longer be spent. */
    voided_at: instant('voided_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('issued_vouchers_code_unique').on(t.business_id, t.code),
    index('issued_vouchers_voucher_idx').on(t.gift_voucher_id),
    index('issued_vouchers_sale_idx').on(t.sale_id),
    index('issued_vouchers_client_idx').on(t.client_id),
    check('issued_vouchers_left_check', sql`amount_left >= 0 AND amount_left <= amount`),
  ],
);

/**
 * A client's balance of one service from a sold package: `quantity` sessions,
 * `used` of them taken by package_uses. The CHECK makes using more than were
 * sold impossible whatever the race.
 */
export const packageCredits = sqliteTable(
  'package_credits',
  {
    id: id(),
    business_id: businessId(),
    sale_id: text('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    sale_line_id: text('sale_line_id').references(() => saleLines.id, { onDelete: 'set null' }),
    package_id: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    service_id: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    used: integer('used').notNull().default(0),
    expires_at: instant('expires_at'),
    voided_at: instant('voided_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('package_credits_client_idx').on(t.business_id, t.client_id, t.service_id),
    index('package_credits_sale_idx').on(t.sale_id),
    index('package_credits_client_fk_idx').on(t.client_id),
    index('package_credits_package_idx').on(t.package_id),
    index('package_credits_service_idx').on(t.service_id),
    check('package_credits_used_check', sql`used >= 0 AND used <= quantity`),
  ],
);

/** One session of a package credit used to pay for a client's appointment ("paid with package"). */
export const packageUses = sqliteTable(
  'package_uses',
  {
    id: id(),
    business_id: businessId(),
    package_credit_id: text('package_credit_id')
      .notNull()
      .references(() => packageCredits.id, { onDelete: 'restrict' }),
    appointment_id: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** The checkout that used it (payments.checkout_id), so voiding the checkout gives the session back. */
    checkout_id: text('checkout_id'),
    /** Set when the session was given back (its checkout voided): `used` went down by one in the same batch. */
    returned_at: instant('returned_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('package_uses_booking_unique')
      .on(t.appointment_id, t.client_id)
      .where(sql`appointment_id IS NOT NULL AND returned_at IS NULL`),
    index('package_uses_checkout_idx').on(t.business_id, t.checkout_id),
    index('package_uses_business_idx').on(t.business_id, t.client_id),
    index('package_uses_credit_idx').on(t.package_credit_id),
    index('package_uses_client_idx').on(t.client_id),
  ],
);
