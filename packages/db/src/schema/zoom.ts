import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MEETING_STATUSES } from '../enums';
import { appointments } from './appointments';
import { businessId } from './business';
import { createdAt, instant, updatedAt } from './columns';

/**
 * A business's Zoom connection (OAuth, docs/product/integrations.md business + premium). Tokens are sealed with the business's
 * key (integrations/secrets.ts), never stored in the clear.
 */
export const zoomConnections = sqliteTable('zoom_connections', {
  business_id: businessId('cascade').primaryKey(),
  /** Zoom's user id and the account's email, shown on the integration screen. */
  zoom_user_id: text('zoom_user_id').notNull(),
  account_email: text('account_email'),
  /** Sealed JSON { access_token, refresh_token }. */
  secret: text('secret').notNull(),
  access_expires_at: instant('access_expires_at').notNull(),
  connected_at: instant('connected_at').notNull(),
  updated_at: updatedAt(),
});

/**
 * The Zoom meeting of an appointment: created when a video appointment is saved with the integration
 * connected, updated when it moves, deleted when it is cancelled or deleted (through jobs; `synced_*`
 * is what Zoom was last told). The join link is copied into appointments.video_meeting_url.
 */
export const zoomMeetings = sqliteTable(
  'zoom_meetings',
  {
    appointment_id: text('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    business_id: businessId('cascade'),
    meeting_id: text('meeting_id'),
    join_url: text('join_url'),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('pending'),
    synced_start_at: instant('synced_start_at'),
    synced_duration_minutes: integer('synced_duration_minutes'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('zoom_meetings_business_idx').on(t.business_id)],
);
