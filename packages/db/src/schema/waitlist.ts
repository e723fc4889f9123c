import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LOCALES, MESSAGE_CHANNELS, WAITLIST_KINDS, WAITLIST_OFFER_STATES, WAITLIST_STATES } from '../enums';
import { onlineBookings } from './booking';
import { businessId } from './business';
import { services } from './catalogue';
import { clients } from './clients';
import { createdAt, id, instant, updatedAt } from './columns';
import { classes } from './offerings';

/**
 * A client waiting for a place (docs/product/booking.md "Waitlist"): a class session (`session_id`: a stored session or
 * a series occurrence id) or a service on a local day (`day`, with an optional `window_from`–`window_to`, HH:MM).
 * `target` names what is waited for (`session:<id>` or `day:<service>:<YYYY-MM-DD>`): one live entry per client and
 * target. Join order is `created_at`, then `id`.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: id(),
    business_id: businessId('cascade'),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WAITLIST_KINDS }).notNull(),
    target: text('target').notNull(),
    class_id: text('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    session_id: text('session_id'),
    service_id: text('service_id').references(() => services.id, { onDelete: 'cascade' }),
    /** The session's start, or the end of the local day: past it there is nothing left to wait for (gone). */
    wait_until: instant('wait_until').notNull(),
    day: text('day'),
    window_from: text('window_from'),
    window_to: text('window_to'),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    state: text('state', { enum: WAITLIST_STATES }).notNull().default('waiting'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('waitlist_entries_business_idx').on(t.business_id, t.target, t.created_at),
    index('waitlist_entries_state_idx').on(t.state, t.business_id),
    index('waitlist_entries_client_idx').on(t.client_id),
    index('waitlist_entries_class_idx').on(t.class_id),
    index('waitlist_entries_service_idx').on(t.service_id),
    uniqueIndex('waitlist_entries_live_unique')
      .on(t.business_id, t.client_id, t.target)
      .where(sql`${t.state} IN ('waiting', 'offered')`),
  ],
);

/**
 * A place offered to a waiting client: the link's token is kept only as its hash; valid until `expires_at`
 * (booking_settings.waitlist_hold_minutes). `place` names the offered place (`session:<id>` or
 * `start:<service>:<epoch ms>`); at most one live (open or claimed) offer per entry.
 */
export const waitlistOffers = sqliteTable(
  'waitlist_offers',
  {
    id: id(),
    business_id: businessId('cascade'),
    entry_id: text('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    start_at: instant('start_at').notNull(),
    token_hash: text('token_hash').notNull(),
    state: text('state', { enum: WAITLIST_OFFER_STATES }).notNull().default('open'),
    expires_at: instant('expires_at').notNull(),
    /** A queued offer's send time (08:00 local after the quiet hours it was found in); null when sent at once. */
    send_at: instant('send_at'),
    /** Made by the owner by hand (else by the cron when a place freed). */
    by_hand: integer('by_hand', { mode: 'boolean' }).notNull().default(false),
    booking_id: text('booking_id').references(() => onlineBookings.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token_unique').on(t.token_hash),
    index('waitlist_offers_business_idx').on(t.business_id, t.place, t.state),
    index('waitlist_offers_entry_idx').on(t.entry_id),
    index('waitlist_offers_expiry_idx').on(t.state, t.expires_at),
    index('waitlist_offers_booking_idx').on(t.booking_id),
    index('waitlist_offers_queued_idx').on(t.state, t.send_at),
    uniqueIndex('waitlist_offers_live_unique').on(t.entry_id).where(sql`${t.state} IN ('queued', 'open', 'claimed')`),
  ],
);
