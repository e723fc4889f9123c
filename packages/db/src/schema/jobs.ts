import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { JOB_STATUSES } from '../enums';
import { createdAt, id, instant } from './columns';

/**
 * The Node runtime's durable queue (Workers uses Cloudflare Queues). A job's
 * status only moves forward; the idempotency key makes a re-enqueue a no-op.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    queue: text('queue').notNull(),
    payload: text('payload').notNull(),
    idempotency_key: text('idempotency_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    run_after: instant('run_after').notNull(),
    locked_until: instant('locked_until'),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.run_after), uniqueIndex('jobs_idempotency_unique').on(t.idempotency_key)],
);

/** Effects that must happen once (an email, an SMS, a charge) record their key here first. */
export const effects = sqliteTable('effects', {
  key: text('key').primaryKey(),
  done_at: instant('done_at').notNull(),
});
