import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BILLING_PROVIDERS, CREDIT_REASONS, MESSAGE_CHANNELS, TOP_UP_KINDS, TOP_UP_STATUSES } from '../enums';
import { platformPayments } from './billing';
import { businessId } from './business';
import { createdAt, id, instant } from './columns';

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
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    seq: integer('seq').notNull(),
    /** + grant, - spend; never 0. */
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    /** Why it was written: enums.ts CREDIT_REASONS says what each reason means. */
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
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

/**
 * A credit bundle bought (docs/product/messages.md "Bundles", docs/product/messages.md auto top-up): by the owner (`manual`) or automatically
 * when a spend took the balance down to the threshold (`auto`, `trigger_seq` = the seq of the ledger entry
 * that crossed it: the unique index makes "once per crossing" a property of the table). Charged to the
 * default card; paid = a `platform_payments` row (Kairos's income) and a `bundle`/`top_up` credit entry.
 */
export const creditPurchases = sqliteTable(
  'credit_purchases',
  {
    id: id(),
    business_id: businessId(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    bundle_id: text('bundle_id').notNull(),
    credits: integer('credits').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: TOP_UP_KINDS }).notNull(),
    trigger_seq: integer('trigger_seq'),
    status: text('status', { enum: TOP_UP_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    provider_ref: text('provider_ref'),
    platform_payment_id: text('platform_payment_id').references(() => platformPayments.id, { onDelete: 'set null' }),
    error: text('error'),
    created_at: createdAt(),
    paid_at: instant('paid_at'),
  },
  (t) => [
    index('credit_purchases_business_idx').on(t.business_id, t.created_at),
    uniqueIndex('credit_purchases_trigger_unique')
      .on(t.business_id, t.channel, t.trigger_seq)
      .where(sql`trigger_seq IS NOT NULL`),
  ],
);
