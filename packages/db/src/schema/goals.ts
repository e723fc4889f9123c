import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businessId } from './business';
import { createdAt, id, updatedAt } from './columns';

/**
 * A goal (SPEC 3 "Goal": type, period, amount, category; one goal per category). `type` is what is
 * measured (shared/goals.ts GOAL_TYPES), `category` the group it belongs to (derived from the type, stored
 * so the unique index holds "one goal per category"). `amount` is minor units in `currency` for a money
 * type, a count otherwise (currency null).
 */
export const goals = sqliteTable(
  'goals',
  {
    id: id(),
    business_id: businessId('cascade'),
    category: text('category', { enum: ['financial', 'appointments', 'clients'] }).notNull(),
    type: text('type', { enum: ['income', 'net_income', 'appointments', 'new_clients', 'returning_clients'] }).notNull(),
    period: text('period', { enum: ['week', 'month', 'quarter', 'year'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('goals_business_category_unique').on(t.business_id, t.category)],
);
