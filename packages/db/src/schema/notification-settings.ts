import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MESSAGE_CHANNELS } from '../enums';
import { businessId } from './business';
import { flag, updatedAt } from './columns';
import type { MessageTemplates } from './messages';

/**
 * The owner's client-notification settings per channel (docs/product/messages.md notifications: email, sms; docs/product/messages.md "per-type
 * notification settings (email and sms, each with auto_renew)"). No row = the defaults (shared/messaging.ts).
 * `templates` holds the owner's own texts per message type and language; a missing one uses the default text.
 * `auto_renew` + `bundle_id`: auto top-up with the last bundle bought (docs/product/messages.md).
 */
export const notificationSettings = sqliteTable(
  'notification_settings',
  {
    business_id: businessId(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    booking_enabled: flag('booking_enabled'),
    reminder_enabled: flag('reminder_enabled'),
    /** How long before the appointment the reminder goes (24 h = 1440). */
    reminder_lead_minutes: integer('reminder_lead_minutes').notNull().default(1440),
    thank_you_enabled: flag('thank_you_enabled'),
    /** How long after the appointment's end the thank-you goes. */
    thank_you_delay_minutes: integer('thank_you_delay_minutes').notNull().default(120),
    templates: text('templates', { mode: 'json' }).$type<MessageTemplates>(),
    auto_renew: flag('auto_renew'),
    /** The last bundle bought on this channel: what auto top-up buys again. */
    bundle_id: text('bundle_id'),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.channel] })],
);
