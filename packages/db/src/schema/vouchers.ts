import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { VOUCHER_KINDS } from '../enums';
import { businessId } from './business';
import { services } from './catalogue';
import { createdAt, flag, id, instant, minorUnits, searchKey, sortKey, updatedAt } from './columns';
import { products } from './products';

/** Gift vouchers as the business defines them (what a sale issues is `issued_vouchers`, sales.ts). */

/**
 * A gift voucher the business offers (docs/product/vouchers.md): what is sold. Each one sold is
 * an `issued_vouchers` row with its own code and amount left (docs/DECISIONS.md
 * "Gift vouchers"). `kind` amount: worth `amount`; items: worth the included
 * services and products at their prices when sold.
 */
export const giftVouchers = sqliteTable(
  'gift_vouchers',
  {
    id: id(),
    business_id: businessId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: VOUCHER_KINDS }).notNull(),
    /** The value of an amount voucher (minor units); 0 for an items voucher. */
    amount: minorUnits('amount'),
    /** What a client pays for it. */
    price: minorUnits('price'),
    currency: text('currency').notNull(),
    template: text('template').notNull(),
    colour: text('colour').notNull(),
    /** How many may be sold; null is no limit. */
    sales_limit: integer('sales_limit'),
    /** A fixed last day (local date YYYY-MM-DD) or months after the sale; both null never expires. */
    expiry_date: text('expiry_date'),
    expiry_months: integer('expiry_months'),
    online_sales: flag('online_sales'),
    notes_title: text('notes_title'),
    notes_description: text('notes_description'),
    sort_key: sortKey(),
    search: searchKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('gift_vouchers_business_idx').on(t.business_id, t.archived_at, t.sort_key)],
);

/** The services and products an items voucher includes. Exactly one of service_id, product_id is set. */
export const giftVoucherItems = sqliteTable(
  'gift_voucher_items',
  {
    id: id(),
    gift_voucher_id: text('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    business_id: businessId(),
    service_id: text('service_id').references(() => services.id, { onDelete: 'restrict' }),
    product_id: text('product_id').references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('gift_voucher_items_voucher_idx').on(t.gift_voucher_id),
    index('gift_voucher_items_service_idx').on(t.service_id),
    index('gift_voucher_items_product_idx').on(t.product_id),
    check('gift_voucher_items_one_check', sql`(service_id IS NULL) <> (product_id IS NULL)`),
    check('gift_voucher_items_quantity_check', sql`quantity > 0`),
  ],
);
