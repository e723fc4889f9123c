import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businessId } from './business';
import { createdAt, id } from './columns';

/**
 * SMS and email credits as an append-only ledger: one row per grant or spend,
 * never updated or deleted. `seq` numbers a business's entries per channel
 * (1, 2, 3, ...) and `balance` is the balance after the entry, so the current
 * balance is one index seek (the highest seq) and always equals SUM(delta).
 * Writes go through @kairos/api's credits module: a spend is one
 * INSERT ... SELECT that only inserts while the balance covers it, and the
 * CHECK makes a negative balance impossible whatever writes it.
 */
export const creditEntries = sqliteTable(
  'credit_entries',
  {
    id: id(),
    business_id: businessId(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    seq: integer('seq').notNull(),
    /** + grant, - spend; never 0. */
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    reason: text('reason', {
      enum: ['opening_balance', 'trial_grant', 'purchase', 'message', 'refund', 'admin_adjustment'],
    }).notNull(),
    /** What the entry is for: a message id, a payment id, an admin's user id. */
    reference_id: text('reference_id'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_entries_seq_unique').on(t.business_id, t.channel, t.seq),
    // One entry per reason and reference: a retried spend or grant for the same message/payment is a no-op.
    uniqueIndex('credit_entries_reference_unique')
      .on(t.business_id, t.channel, t.reason, t.reference_id)
      .where(sql`reference_id IS NOT NULL`),
    check('credit_entries_balance_check', sql`balance >= 0`),
    check('credit_entries_delta_check', sql`delta <> 0`),
  ],
);
