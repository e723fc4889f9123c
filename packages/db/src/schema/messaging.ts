import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  JOB_STATUSES,
  LOCALES,
  MESSAGE_CHANNELS,
  MESSAGE_FAILURES,
  MESSAGE_PROVIDERS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
} from '../enums';
import { businesses, businessId } from './business';
import { clients } from './clients';
import { createdAt, id, instant } from './columns';
import { marketingCampaigns } from './marketing';

/**
 * A business's message to a client (docs/product/messages.md "Message": type, status, receiver,
 * credits, delivery status): the client's "messages" list and the record of
 * credits spent. Written when the message is queued, updated as it is sent.
 * The client may be deleted later (then client_id is cleared); the row stays.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    business_id: businessId(),
    client_id: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** docs/product/messages.md "Message type". */
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    /** docs/product/messages.md "Message status": pending (queued), sent (handed to the provider), delivered, error. */
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('pending'),
    /** The receiver: an email address or an E.164 phone number. */
    to: text('to').notNull(),
    subject: text('subject'),
    /** The start of the text (at most 500 characters): enough for the list, not a second copy of every email. */
    body_preview: text('body_preview').notNull(),
    credits: integer('credits').notNull().default(0),
    provider: text('provider', { enum: MESSAGE_PROVIDERS }),
    provider_message_id: text('provider_message_id'),
    /** The provider's own words when a send or a delivery failed (kept for support; the owner sees `failure`). */
    error: text('error'),
    /**
     * Why the message was not sent (status `error`), one code the screens translate: no credits, no address for
     * the channel, sending failed after the retries, the provider reported it undelivered, the client opted out of
     * marketing, or has not agreed to it (messages/unsent.ts).
     */
    failure: text('failure', { enum: MESSAGE_FAILURES }),
    /** When it ended as not sent: the day the owner's bell counts it in. */
    failed_at: instant('failed_at'),
    created_at: createdAt(),
    sent_at: instant('sent_at'),
    /** The appointment a reminder, thank-you or confirmation is about (a stored id or `<series_id>_<date>`; no FK: it may be an occurrence). */
    appointment_id: text('appointment_id'),
    campaign_id: text('campaign_id').references((): AnySQLiteColumn => marketingCampaigns.id, { onDelete: 'set null' }),
    /**
     * What makes the message once-only, e.g. `reminder:sms:<appointment>:<client>:<start ms>` or
     * `campaign:<campaign>:<client>`: a second message with the same key is never written (nor paid for).
     */
    dedupe_key: text('dedupe_key'),
    /** The language it was written in (the client's). */
    locale: text('locale', { enum: LOCALES }),
    /** Provider attempts so far (retries with backoff; the last failure ends as `error` and the credits come back). */
    attempts: integer('attempts').notNull().default(0),
    delivered_at: instant('delivered_at'),
  },
  (t) => [
    index('messages_business_idx').on(t.business_id, t.created_at),
    // The client's list, and the foreign key's lookup when a client is deleted.
    index('messages_client_idx').on(t.client_id, t.created_at),
    uniqueIndex('messages_dedupe_unique').on(t.business_id, t.dedupe_key).where(sql`dedupe_key IS NOT NULL`),
    // Delivery webhooks find the row by the provider's id.
    index('messages_provider_idx').on(t.provider_message_id).where(sql`provider_message_id IS NOT NULL`),
    index('messages_campaign_idx').on(t.campaign_id).where(sql`campaign_id IS NOT NULL`),
    // The bell's count per day and the dashboard's "not sent" line.
    index('messages_failed_idx').on(t.business_id, t.failed_at).where(sql`failed_at IS NOT NULL`),
    // The cron's sweep of messages whose send was lost (queue job gone): pending only, oldest first.
    index('messages_pending_idx').on(t.created_at).where(sql`status = 'pending'`),
  ],
);

/** Per message type, per language: the owner's subject (email) and text, with {placeholders}. */
export type MessageTemplates = Partial<
  Record<'booking' | 'reminder' | 'thank_you', Partial<Record<'uk' | 'en', { subject?: string; text: string }>>>
>;

/** One attachment of an outbox email (`content_base64` is null in a copy of what a provider sent). */
export interface OutboxAttachment {
  filename: string;
  content_type: string;
  size: number;
  content_base64: string | null;
}

/**
 * The dev transport: without provider keys, email and SMS land here and can be
 * read in the app at /dev/outbox. With keys, a copy of what was handed to the
 * provider is kept too. Not the business's message log (that is `messages`).
 */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: id(),
    /** Null for platform mail (password reset to an address that may not own a business). */
    business_id: text('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body_text: text('body_text').notNull(),
    body_html: text('body_html'),
    provider: text('provider', { enum: MESSAGE_PROVIDERS }).notNull(),
    provider_message_id: text('provider_message_id'),
    /**
     * Files sent with an email (an invoice's PDF): name, type and, for the dev outbox, the
     * bytes as base64 so /dev/outbox can offer them for download (provider copies keep no bytes).
     */
    attachments: text('attachments', { mode: 'json' }).$type<OutboxAttachment[]>(),
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
