import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businessId } from './business';
import { createdAt, instant, updatedAt } from './columns';

/**
 * A business's Google Calendar connection (issue 28; OAuth 2 authorization code with offline access, the
 * calendar scopes only). Tokens are sealed with the business's key (integrations/secrets.ts), as Zoom's and the
 * payment providers' keys are. The owner picks which calendars' busy times block booking (`busy_calendar_ids`) and
 * one calendar Kairos writes its appointments to (`write_calendar_id`). The `sync_*` columns are the busy-time
 * sync's health: when it first started failing, why, when it may try again (backoff) and which cause the owner's
 * bell has already told about (once per cause).
 */
export const googleConnections = sqliteTable('google_connections', {
  business_id: businessId('cascade').primaryKey(),
  account_email: text('account_email'),
  /** Sealed JSON { access_token, refresh_token }. */
  secret: text('secret').notNull(),
  access_expires_at: instant('access_expires_at').notNull(),
  busy_calendar_ids: text('busy_calendar_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
  write_calendar_id: text('write_calendar_id'),
  last_synced_at: instant('last_synced_at'),
  sync_failing_since: instant('sync_failing_since'),
  sync_failure: text('sync_failure'),
  sync_failures: integer('sync_failures').notNull().default(0),
  sync_retry_at: instant('sync_retry_at'),
  sync_notified: text('sync_notified'),
  connected_at: instant('connected_at').notNull(),
  updated_at: updatedAt(),
});

/** Each synced calendar's incremental sync token (Google's nextSyncToken; 410 Gone drops it for a full sync). */
export const googleSyncTokens = sqliteTable(
  'google_sync_tokens',
  {
    business_id: businessId('cascade'),
    calendar_id: text('calendar_id').notNull(),
    sync_token: text('sync_token'),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.calendar_id] })],
);

/**
 * Busy times from outside Kairos (Google today: `source` 'google'), per business: only the span and where it came
 * from (the calendar and the event's id there), never a title, attendee or description. The availability engine
 * reads them with the appointments (appointments/load.ts busyRowsInRange), the diary shows them as "busy (Google)".
 */
export const externalBusy = sqliteTable(
  'external_busy',
  {
    business_id: businessId('cascade'),
    source: text('source', { enum: ['google'] }).notNull(),
    calendar_id: text('calendar_id').notNull(),
    source_id: text('source_id').notNull(),
    start_at: instant('start_at').notNull(),
    end_at: instant('end_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.business_id, t.source, t.calendar_id, t.source_id] }),
    // Covering for the busy query (start bounds the scan, end filters, nothing else is read): migration 0038.
    index('external_busy_business_span_idx').on(t.business_id, t.start_at, t.end_at),
  ],
);

/**
 * The Google event of a Kairos appointment in the chosen calendar: its id there (chosen by Kairos from the
 * appointment's id, so a retried insert can never make a second event), and what Google was last told. Not a
 * foreign key: when the appointment is deleted the row stays until the event is deleted in Google.
 */
export const googleEvents = sqliteTable(
  'google_events',
  {
    appointment_id: text('appointment_id').primaryKey(),
    business_id: businessId('cascade'),
    calendar_id: text('calendar_id').notNull(),
    event_id: text('event_id').notNull(),
    /** The start, end and cancelled state Google was last told, as `<start ms>|<end ms>|<0|1>`. */
    synced: text('synced'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('google_events_event_unique').on(t.business_id, t.event_id)],
);

/**
 * A push notification channel (Google events.watch) on one synced calendar: Google posts to
 * /api/v1/webhooks/google with the channel's id and token when the calendar changes, and Kairos syncs that
 * calendar at once (the cron stays the fallback). The token is an HMAC of the id with the server secret
 * (google/channels.ts), so it is not stored. Renewed by the cron before `expires_at`; stopped on unpick/disconnect.
 */
export const googleChannels = sqliteTable(
  'google_channels',
  {
    id: text('id').primaryKey(),
    business_id: businessId('cascade'),
    calendar_id: text('calendar_id').notNull(),
    /** Google's id of the watched resource (events.stop needs it with the channel id). */
    resource_id: text('resource_id').notNull(),
    expires_at: instant('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('google_channels_calendar_unique').on(t.business_id, t.calendar_id),
    index('google_channels_expires_idx').on(t.expires_at),
  ],
);
