import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LOCALES, MESSAGE_CHANNELS, MESSAGE_FAILURES, MESSAGE_PROVIDERS, MESSAGE_STATUSES, MESSAGE_TYPES } from '../enums';
import { businessId } from './business';
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
