import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * `analytics_client_payments` (migration 0042): per counted payment (not a gift voucher spend; its client one of its
 * business's), its client's running total: their counted payments summed up to and including it, in (taken_at, id)
 * order. Kept by triggers on payments and clients; client-spend.ts reads it.
 */
export const analyticsClientPayments = sqliteTable(
  'analytics_client_payments',
  {
    business_id: text('business_id').notNull(),
    client_id: text('client_id').notNull(),
    taken_at: integer('taken_at').notNull(),
    id: text('id').notNull(),
    running: integer('running').notNull(),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.client_id, t.taken_at, t.id] })],
);

/** `analytics_client_spend` (migration 0042): per client with a counted payment, their total and the last one's taken_at. */
export const analyticsClientSpend = sqliteTable(
  'analytics_client_spend',
  {
    business_id: text('business_id').notNull(),
    client_id: text('client_id').notNull(),
    total: integer('total').notNull(),
    last_at: integer('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.client_id] })],
);
