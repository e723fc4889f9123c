import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MESSAGE_CHANNELS, MESSAGE_PROVIDERS } from '../enums';
import { businesses } from './business';
import { createdAt, id } from './columns';

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
