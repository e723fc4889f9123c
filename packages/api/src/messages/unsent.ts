import { businesses, type Db, type MESSAGE_FAILURES as STORED_FAILURES, messages } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import type { ClientMessage } from '../mail/client-messages';
import type { MessageFailure } from '../shared/message-failures';
import type { MessageChannel } from '../shared/messaging';

/**
 * Nothing a business sends its clients fails silently. A message that is not sent, whatever the reason, ends
 * as a `messages` row with status `error`, its `failure` (one code the screens translate) and `failed_at`,
 * and the owner's bell holds ONE notification per business, cause, channel and local day, whose count is
 * recounted from those rows by an upsert on its unique key: repeating it (a retried job, two crons, parallel
 * sends) never makes a second bell nor counts a message twice. The client's Messages tab, Notifications →
 * Sent and the dashboard's credits card read the same rows.
 */
export type { MessageFailure };

/** The column's enum (packages/db) and the screens' list (shared/message-failures.ts) are the same codes. */
type Stored = (typeof STORED_FAILURES)[number];
const sameCodes: [Stored] extends [MessageFailure] ? ([MessageFailure] extends [Stored] ? true : never) : never = true;
void sameCodes;

const PREVIEW_CHARS = 500;

/** Where the bell leads: the credits panel when credits ran out, else the Sent list showing that reason. */
export function unsentLink(failure: MessageFailure, channel: MessageChannel): string {
  if (failure === 'no_credits') return `/account-setup/notifications/${channel}`;
  return `/account-setup/notifications/messages?${new URLSearchParams({ status: 'error', failure })}`;
}

/** The business's zone (its local day is the bell's day). */
export async function zoneOf(db: Db, businessId: string): Promise<string> {
  const [row] = await db.select({ timezone: businesses.timezone }).from(businesses).where(eq(businesses.id, businessId));
  return row?.timezone ?? 'UTC';
}

export interface BellFacts {
  businessId: string;
  failure: MessageFailure;
  channel: MessageChannel;
  timezone: string;
  /** When the message failed: the bell of that local day. */
  at: Date;
}

/**
 * ONE statement (usable in a db.batch after the write that failed the message): the bell notification of the
 * business, cause, channel and local day, created or brought up to date with the count of such messages that
 * day. When the count changed it comes back unread and to the top; when it did not (a repeat), nothing changes.
 */
export function bellFor(db: Db, f: BellFacts) {
  const day = toLocal(f.at.getTime(), f.timezone).date;
  const from = toInstant(day, 0, f.timezone);
  const to = toInstant(addDays(day, 1), 0, f.timezone);
  const key = `unsent:${f.failure}:${f.channel}:${day}`;
  const count = sql`(SELECT count(*) FROM ${messages} WHERE ${messages.business_id} = ${f.businessId}
    AND ${messages.failure} = ${f.failure} AND ${messages.channel} = ${f.channel}
    AND ${messages.failed_at} >= ${from} AND ${messages.failed_at} < ${to})`;
  const same = sql.raw(`json_extract(notifications.params, '$.count') = json_extract(excluded.params, '$.count')`);
  return db.run(sql`INSERT INTO notifications (id, business_id, type, params, link, created_at, dedupe_key)
    SELECT ${crypto.randomUUID()}, ${f.businessId}, 'messages_not_sent',
      json_object('failure', ${f.failure}, 'channel', ${f.channel}, 'day', ${day}, 'count', CAST(n.count AS TEXT)),
      ${unsentLink(f.failure, f.channel)}, ${f.at.getTime()}, ${key}
    FROM (SELECT ${count} AS count) AS n WHERE n.count > 0
    ON CONFLICT (business_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO UPDATE SET
      params = excluded.params,
      read_at = CASE WHEN ${same} THEN notifications.read_at ELSE NULL END,
      created_at = CASE WHEN ${same} THEN notifications.created_at ELSE excluded.created_at END`);
}

/** A message that was never handed to a provider: what it would have been, `to` may be blank (no address). */
export type UnsentMessage = Omit<ClientMessage, 'html' | 'attachments' | 'headers'>;

/** The INSERT of a message that will not be sent (`error` with its reason, no credits); a held dedupe key writes nothing. */
export function unsentRow(db: Db, businessId: string, msg: UnsentMessage, failure: MessageFailure, now: Date) {
  return db
    .insert(messages)
    .values({
      business_id: businessId,
      client_id: msg.client_id,
      channel: msg.channel,
      type: msg.type,
      status: 'error',
      failure,
      failed_at: now,
      to: msg.to,
      subject: msg.subject ?? null,
      body_preview: (msg.preview ?? msg.text).slice(0, PREVIEW_CHARS),
      credits: 0,
      created_at: now,
      appointment_id: msg.appointment_id ?? null,
      campaign_id: msg.campaign_id ?? null,
      dedupe_key: msg.dedupe_key ?? null,
      locale: msg.locale ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: messages.id });
}

/**
 * Records a message that will not be sent (no credits, no address, opted out, no consent): one batch writes it
 * as `error` with its reason and no credits, and brings the owner's bell for that cause and day up to date. A
 * message whose dedupe key another holds (sent, or recorded as not sent already) writes nothing, so the cron and
 * retried jobs record it once. Returns whether it was written.
 */
export async function recordUnsent(
  db: Db,
  businessId: string,
  msg: UnsentMessage,
  failure: MessageFailure,
  now: Date,
): Promise<boolean> {
  const timezone = await zoneOf(db, businessId);
  const [written] = await db.batch([
    unsentRow(db, businessId, msg, failure, now),
    bellFor(db, { businessId, failure, channel: msg.channel, timezone, at: now }),
  ]);
  return written.length > 0;
}

/** The dashboard's credits card: messages not sent over this many days, today included. */
export const UNSENT_DAYS = 7;

export interface UnsentSummary {
  /** The first day counted (YYYY-MM-DD, the business's zone). */
  since: string;
  count: number;
  /** By reason and channel, most first. */
  causes: { failure: MessageFailure; channel: MessageChannel; count: number }[];
}

/** Messages not sent since `since` (a local date) by reason and channel: one grouped query on messages_failed_idx. */
export async function unsentSince(db: Db, businessId: string, since: string, timezone: string): Promise<UnsentSummary> {
  const rows = await db
    .select({ failure: messages.failure, channel: messages.channel, count: sql<number>`count(*)` })
    .from(messages)
    .where(
      sql`${messages.business_id} = ${businessId} AND ${messages.failed_at} >= ${toInstant(since, 0, timezone)}
        AND ${messages.failure} IS NOT NULL`,
    )
    .groupBy(messages.failure, messages.channel);
  const causes = rows
    .map((r) => ({ failure: r.failure as MessageFailure, channel: r.channel, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.failure.localeCompare(b.failure));
  return { since, count: causes.reduce((n, c) => n + c.count, 0), causes };
}
