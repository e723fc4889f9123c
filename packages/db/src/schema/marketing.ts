import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CAMPAIGN_FAILURES, CAMPAIGN_STATUSES, MESSAGE_CHANNELS, RECIPIENT_SKIPS } from '../enums';
import { businessId } from './business';
import { clients } from './clients';
import { createdAt, id, instant, updatedAt } from './columns';

/**
 * Who a campaign goes to (docs/product/marketing.md "Marketing campaign ... filters"): every condition given must hold
 * (AND); at least one is required ("Please choose at least one filter"). Dates are the business's
 * calendar dates (YYYY-MM-DD). Opted-out clients, clients without marketing_messages, and (email)
 * clients without an email or (sms) without a phone are never recipients.
 */
export interface CampaignFilters {
  /** Everyone who may receive marketing: an explicit choice, so a campaign to all is never an accident. */
  all_clients?: boolean;
  /** Had an appointment between these dates (inclusive). */
  visited_from?: string;
  visited_to?: string;
  /** Had an appointment for one of these services. */
  service_ids?: string[];
  /** No appointment since this date (and at least one before it). */
  not_seen_since?: string;
  /** Birthday in this month (1-12). */
  birthday_month?: number;
  /** Had an appointment at one of these locations. */
  location_ids?: string[];
  /** Became a client between these dates. */
  created_from?: string;
  created_to?: string;
  /** Chosen by hand. */
  client_ids?: string[];
}

/**
 * docs/product/marketing.md "Marketing campaign": draft → scheduled → sent, or cancelled; run now sends a draft or scheduled one.
 * `sent` is set when sending starts (started_at); finished_at when every recipient has its message.
 */
export const marketingCampaigns = sqliteTable(
  'marketing_campaigns',
  {
    id: id(),
    business_id: businessId(),
    name: text('name').notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    filters: text('filters', { mode: 'json' }).$type<CampaignFilters>().notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    /** When a scheduled campaign goes (UTC). */
    scheduled_at: instant('scheduled_at'),
    /** Set once, when sending starts (status becomes sent then): the recipients were fixed at that moment. */
    started_at: instant('started_at'),
    /** When the last recipient's message was written (sending finished). */
    finished_at: instant('finished_at'),
    cancelled_at: instant('cancelled_at'),
    /** Fixed when sending starts. */
    recipients_count: integer('recipients_count').notNull().default(0),
    /**
     * Why the cron could not send it when it came due (it went back to a draft then): nobody matched the
     * filters any more, or the credits did not cover every recipient. Cleared when it is saved or sent again.
     */
    failure_reason: text('failure_reason', { enum: CAMPAIGN_FAILURES }),
    failed_at: instant('failed_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('marketing_campaigns_business_idx').on(t.business_id, t.status, t.scheduled_at),
    // The cron's look-up of scheduled campaigns that are due, across businesses.
    index('marketing_campaigns_due_idx').on(t.status, t.scheduled_at),
  ],
);

/**
 * A campaign's recipients, fixed when sending starts (one row per client: the primary key makes
 * "every recipient gets exactly one message" a property of the table). `message_id` is set when
 * its message is written; `skipped` notes why none was (not enough credits, no address any more).
 */
export const campaignRecipients = sqliteTable(
  'campaign_recipients',
  {
    campaign_id: text('campaign_id')
      .notNull()
      .references(() => marketingCampaigns.id, { onDelete: 'cascade' }),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    business_id: businessId(),
    /** Position in the campaign (0, 1, 2, ...): batches are ranges of it. */
    position: integer('position').notNull(),
    message_id: text('message_id'),
    skipped: text('skipped', { enum: RECIPIENT_SKIPS }),
  },
  (t) => [
    primaryKey({ columns: [t.campaign_id, t.client_id] }),
    uniqueIndex('campaign_recipients_position_unique').on(t.campaign_id, t.position),
    index('campaign_recipients_client_idx').on(t.client_id),
  ],
);

/**
 * The marketing tab of the notification settings (docs/product/marketing.md notifications: marketing): how campaigns are
 * signed, and the business's opt-out code, which SMS campaigns end with ("Reply OPTOUT <code> to stop")
 * and which the Telnyx inbound webhook uses to find the business (docs/product/marketing.md: opt-out keyword OPTOUT plus a code).
 */
export const marketingSettings = sqliteTable(
  'marketing_settings',
  {
    business_id: businessId().primaryKey(),
    sender_name: text('sender_name'),
    reply_to: text('reply_to'),
    /** A line added to every campaign (an address, a signature). */
    footer: text('footer'),
    /** Upper-case letters and digits; matched case-insensitively by upper-casing the reply. */
    optout_code: text('optout_code').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('marketing_settings_optout_code_unique').on(t.optout_code)],
);
