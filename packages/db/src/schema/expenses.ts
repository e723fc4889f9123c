import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DISTANCE_UNITS, EXPENSE_FREQUENCIES, EXPENSE_TYPES } from '../enums';
import { businessId } from './business';
import { createdAt, id, minorUnits, updatedAt } from './columns';

/**
 * An expense or a mileage trip (docs/product/expenses.md). `date` is the local date in the
 * business's zone. A recurring expense is stored as one row per occurrence
 * sharing `series_id` (created up to `repeat_until`), so "only this one" and
 * "this and all future ones" (recurring_range) are row updates by date.
 * Mileage: distance in hundredths of the unit, cost per unit in minor units;
 * amount = round(distance × cost per unit), computed by the API.
 */
export const expenses = sqliteTable(
  'expenses',
  {
    id: id(),
    business_id: businessId(),
    type: text('type', { enum: EXPENSE_TYPES }).notNull(),
    category: text('category').notNull(),
    date: text('date').notNull(),
    amount: minorUnits('amount'),
    currency: text('currency').notNull(),
    supplier: text('supplier'),
    notes: text('notes'),
    /** The receipt file in the receipts store (a key), with its media type, size and the name it was uploaded with. */
    receipt_key: text('receipt_key'),
    receipt_type: text('receipt_type'),
    receipt_size: integer('receipt_size'),
    receipt_name: text('receipt_name'),
    from_location: text('from_location'),
    to_location: text('to_location'),
    distance_hundredths: integer('distance_hundredths'),
    distance_unit: text('distance_unit', { enum: DISTANCE_UNITS }),
    cost_per_unit: integer('cost_per_unit'),
    series_id: text('series_id'),
    frequency: text('frequency', { enum: EXPENSE_FREQUENCIES }),
    repeat_until: text('repeat_until'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('expenses_business_date_idx').on(t.business_id, t.date),
    index('expenses_business_category_idx').on(t.business_id, t.category, t.date),
    index('expenses_series_idx').on(t.business_id, t.series_id, t.date),
    // Covering for net income's sums per date and per category over a range (no table reads).
    index('expenses_business_sums_idx').on(t.business_id, t.date, t.category, t.amount),
    check('expenses_amount_check', sql`amount >= 0`),
  ],
);
