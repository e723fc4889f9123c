import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, instant } from './columns';

/**
 * Without provider keys, email and SMS land here and can be read in the app
 * at /dev/outbox. With keys, a copy of what was handed to the provider is kept too.
 */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: id(),
    /** Null for platform mail (password reset to an address that may not own a business). */
    business_id: text('business_id'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body_text: text('body_text').notNull(),
    body_html: text('body_html'),
    provider: text('provider', { enum: ['outbox', 'resend', 'telnyx'] }).notNull(),
    provider_message_id: text('provider_message_id'),
    created_at: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.created_at)],
);

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
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
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
