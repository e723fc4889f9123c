import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { businessId } from './business';
import { createdAt, id, instant, minorUnits, searchKey, sortKey, updatedAt } from './columns';

/** A product the business sells (docs/product/sales.md). Cost price and stock are optional. */
export const products = sqliteTable(
  'products',
  {
    id: id(),
    business_id: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    price: minorUnits('price'),
    currency: text('currency').notNull(),
    /** What the product costs the business, minor units; null when not tracked. */
    cost_price: integer('cost_price'),
    /** Units in stock; null when stock is not tracked. A sale takes from it. */
    stock: integer('stock'),
    sort_key: sortKey(),
    search: searchKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('products_business_idx').on(t.business_id, t.archived_at, t.sort_key)],
);
