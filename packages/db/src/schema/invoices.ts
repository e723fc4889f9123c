import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { INVOICE_ROW_STATUSES, INVOICE_TYPES } from '../enums';
import { businesses, businessId } from './business';
import { clients } from './clients';
import { createdAt, id, instant, minorUnits, updatedAt } from './columns';
import { payments } from './payments';

/**
 * An invoice (docs/product/invoices.md). `seq` is taken by the insert itself
 * (max + 1 for the business, in one statement) and the unique indexes make
 * two invoices sharing a number impossible; `number` is the owner's prefix
 * and the seq as issued, kept when the prefix changes later and when the
 * invoice is cancelled. Auto invoices are made for a provider card payment.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    business_id: businessId(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    /**
     * issued → sent (send; resend keeps it sent) → cancelled. `deleted`: an invoice never sent,
     * removed by DELETE; the row stays (hidden everywhere) so its number and seq are never issued again.
     */
    status: text('status', { enum: INVOICE_ROW_STATUSES }).notNull().default('issued'),
    client_id: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    payment_id: text('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    bill_to_name: text('bill_to_name').notNull(),
    bill_to_email: text('bill_to_email'),
    billing_address: text('billing_address'),
    /** Local dates (YYYY-MM-DD). */
    date: text('date').notNull(),
    due_date: text('due_date').notNull(),
    currency: text('currency').notNull(),
    total: minorUnits('total'),
    /** Amount already paid (auto invoices: the payment). */
    paid: minorUnits('paid'),
    bank_details: text('bank_details'),
    colour: text('colour').notNull(),
    footer: text('footer'),
    notes: text('notes'),
    locale: text('locale').notNull(),
    sent_at: instant('sent_at'),
    cancelled_at: instant('cancelled_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.business_id, t.number),
    uniqueIndex('invoices_seq_unique').on(t.business_id, t.seq),
    uniqueIndex('invoices_payment_unique').on(t.payment_id).where(sql`payment_id IS NOT NULL`),
    index('invoices_business_date_idx').on(t.business_id, t.date),
    index('invoices_client_idx').on(t.client_id),
    check('invoices_total_check', sql`total >= 0 AND paid >= 0`),
  ],
);

export const invoiceItems = sqliteTable(
  'invoice_items',
  {
    id: id(),
    invoice_id: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    business_id: businessId(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price: minorUnits('unit_price'),
    amount: minorUnits('amount'),
  },
  (t) => [
    index('invoice_items_invoice_idx').on(t.invoice_id, t.position),
    check('invoice_items_check', sql`quantity > 0 AND amount = unit_price * quantity`),
  ],
);

/** The owner's invoice defaults: number prefix, template colour, footer and bank details. */
export const invoiceSettings = sqliteTable('invoice_settings', {
  business_id: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull().default('INV-'),
  colour: text('colour').notNull().default('#0f766e'),
  footer: text('footer'),
  bank_details: text('bank_details'),
  due_days: integer('due_days').notNull().default(14),
  updated_at: updatedAt(),
});
