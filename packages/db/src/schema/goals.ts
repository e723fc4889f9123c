import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { GOAL_CATEGORIES, GOAL_PERIODS, GOAL_TYPES } from '../enums';
import { businessId } from './business';
import { createdAt, id, updatedAt } from './columns';

/**
 * A goal (docs/product/goals.md "Goal": type, period, amount, category; one goal per category). `type` is what is
 * measured (shared/goals.ts GOAL_TYPES), `category` the group it belongs to (derived from the type, stored
 * so the unique index holds "one goal per category"). `amount` is minor units in `currency` for a money
 * type, a count otherwise (currency null).
 */
export const goals = sqliteTable(
  'goals',
  {
    id: id(),
    business_id: businessId('cascade'),
    category: text('category', { enum: GOAL_CATEGORIES }).notNull(),
    type: text('type', { enum: GOAL_TYPES }).notNull(),
    period: text('period', { enum: GOAL_PERIODS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('goals_business_category_unique').on(t.business_id, t.category)],
);
