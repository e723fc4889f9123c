import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { GOAL_CATEGORIES, GOAL_PERIODS, GOAL_TYPES, MEETING_STATUSES } from '../enums';
import { users } from './accounts';
import { appointments } from './appointments';
import { businessId } from './business';
import { createdAt, id, instant, updatedAt } from './columns';

/**
 * A goal (SPEC 3 "Goal": type, period, amount, category; one goal per category). `type` is what is
 * measured (shared/goals.ts GOAL_TYPES), `category` the group it belongs to (derived from the type, stored
 * so the unique index holds "one goal per category"). `amount` is minor units in `currency` for a money
 * type, a count otherwise (currency null).
 */
export const goals = sqliteTable(
  'goals',
  {
    id: id(),
    business_id: businessId('cascade'),
    category: text('category', { enum: GOAL_CATEGORIES }).notNull(),
    type: text('type', { enum: GOAL_TYPES }).notNull(),
    period: text('period', { enum: GOAL_PERIODS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('goals_business_category_unique').on(t.business_id, t.category)],
);

/** SPEC 3 "Onboarding step": the tours a user has read (SPEC 4: a step read is added to the read list). */
export const onboardingSteps = sqliteTable(
  'onboarding_steps',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step_id: text('step_id').notNull(),
    read_at: instant('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.step_id] })],
);

/**
 * A business's Zoom connection (OAuth, SPEC 6 business + premium). Tokens are sealed with the business's
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
