import { campaignRecipients, clients, creditEntries, marketingCampaigns, marketingSettings, messages } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { creditsFor } from '../credits/cost';
import { appendEntry } from '../credits/ledger';
import { afterSpend } from '../credits/thresholds';
import type { JobDeps } from '../jobs/types';
import { CLIENT_MESSAGE_QUEUE, type ClientMessageJob, queueClientMessage, sendClientMessage } from '../mail/client-messages';
import { bellFor, type MessageFailure, unsentRow, zoneOf } from '../messages/unsent';
import { ownerLocale } from '../notification-settings/values';
import type { CampaignBatchJob } from './campaign-job';
import { type CampaignContent, composeFor } from './compose';
import { optoutCodeOf } from './optout-code';
import { businessInfo } from './start';

const PREVIEW_CHARS = 500;
const INSERT_CHUNK = 50;
const SEND_CONCURRENCY = 8;

interface Row {
  client_id: string;
  message_id: string | null;
  skipped: string | null;
  status: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  opt_out: number;
  marketing_messages: number;
  archived_at: number | null;
  /** The client's own language (null: the owner's, filled in by loadRange). */
  locale: Locale;
}

const dedupeKey = (campaignId: string, clientId: string) => `campaign:${campaignId}:${clientId}`;

/**
 * One batch of a campaign (positions [from, to)), safe to run again at any point (a redelivery after a
 * crash, a duplicate delivery):
 * 1. the recipients without a message get theirs written in ONE db.batch with ONE spend entry for all of
 *    them (reference `campaign:<id>:<from>`), guarded so it goes in only while none of the range has a
 *    message; each message carries dedupe key `campaign:<id>:<client>` (unique per business);
 * 2. every message of the range still pending is handed to the provider here, with the same
 *    sendClientMessage the client-message queue uses (idempotency key `message:<id>`); one that fails is
 *    queued on that queue, so its retries, and the refund when it finally fails, are the usual ones.
 * When the balance no longer covers the batch (credits spent since the start), the batch falls back to one
 * queueClientMessage per recipient: those that can be paid go, the rest are recorded as not sent (no credits).
 * A recipient who opted out, withdrew consent or lost the address since the start gets a message recorded as
 * not sent too (the owner's bell, their Messages tab); one archived since is skipped.
 */
export async function runCampaignBatch(deps: JobDeps, job: CampaignBatchJob): Promise<void> {
  const { db, services } = deps;
  const [campaign] = await db
    .select()
    .from(marketingCampaigns)
    .where(and(eq(marketingCampaigns.business_id, job.business_id), eq(marketingCampaigns.id, job.campaign_id)))
    .limit(1);
  if (campaign?.status !== 'sent') return;
  const [business, settings, owner] = await Promise.all([
    businessInfo(db, job.business_id),
    db.select().from(marketingSettings).where(eq(marketingSettings.business_id, job.business_id)).limit(1),
    ownerLocale(db, job.business_id),
  ]);
  const content: CampaignContent = {
    channel: campaign.channel,
    subject: campaign.subject,
    text: campaign.text,
    business: business.name,
    footer: settings[0]?.footer ?? null,
    optoutCode: campaign.channel === 'sms' ? await optoutCodeOf(db, job.business_id) : null,
    appUrl: services.config.appUrl,
    secret: services.config.secret,
  };
  const now = services.now();
  const rows = await loadRange(deps, job, owner);
  const fresh = rows.filter((r) => !r.message_id && !r.skipped);
  if (fresh.length) await writeMessages(deps, job, content, fresh, now);
  const pending = await loadRange(deps, job, owner);
  await sendPending(
    deps,
    job,
    content,
    pending.filter((r) => r.message_id && r.status === 'pending'),
  );
  await db.run(sql`UPDATE ${marketingCampaigns} SET finished_at = ${services.now().getTime()}
    WHERE id = ${job.campaign_id} AND business_id = ${job.business_id} AND finished_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${campaignRecipients} WHERE campaign_id = ${job.campaign_id}
        AND message_id IS NULL AND skipped IS NULL)`);
}

/** The range's recipients with their messages; each in their own language, else the owner's (`owner`). */
async function loadRange(deps: JobDeps, job: CampaignBatchJob, owner: Locale): Promise<Row[]> {
  const rows = await deps.db
    .select({
      client_id: campaignRecipients.client_id,
      message_id: campaignRecipients.message_id,
      skipped: campaignRecipients.skipped,
      status: messages.status,
      first_name: clients.first_name,
      last_name: clients.last_name,
      email: clients.email,
      phone: clients.phone,
      opt_out: sql<number>`${clients.opt_out}`,
      marketing_messages: sql<number>`${clients.marketing_messages}`,
      archived_at: sql<number | null>`${clients.archived_at}`,
      locale: clients.locale,
    })
    .from(campaignRecipients)
    .innerJoin(clients, eq(clients.id, campaignRecipients.client_id))
    .leftJoin(messages, eq(messages.id, campaignRecipients.message_id))
    .where(
      and(
        eq(campaignRecipients.campaign_id, job.campaign_id),
        eq(campaignRecipients.business_id, job.business_id),
        gte(campaignRecipients.position, job.from),
        lt(campaignRecipients.position, job.to),
      ),
    )
    .orderBy(campaignRecipients.position);
  return rows.map((r) => ({ ...r, locale: r.locale ?? owner }));
}

const addressOf = (channel: 'email' | 'sms', r: Row) => (channel === 'email' ? r.email : r.phone) || null;
/**
 * Why a recipient fixed at the start gets nothing now: archived since (skipped, as the owner chose), or opted
 * out, withdrew consent or lost the address since (a message recorded as not sent: messages/unsent.ts).
 */
const skipOf = (channel: 'email' | 'sms', r: Row): MessageFailure | 'archived' | null =>
  r.archived_at
    ? 'archived'
    : r.opt_out
      ? 'opted_out'
      : !r.marketing_messages
        ? 'no_consent'
        : !addressOf(channel, r)
          ? 'no_address'
          : null;

function messageOf(job: CampaignBatchJob, c: CampaignContent, r: Row) {
  const body = composeFor(c, { ...r, business_id: job.business_id });
  return {
    id: crypto.randomUUID() as string,
    row: r,
    body,
    credits: creditsFor(c.channel, body.text),
  };
}
type Prepared = ReturnType<typeof messageOf>;

async function writeMessages(deps: JobDeps, job: CampaignBatchJob, c: CampaignContent, fresh: Row[], now: Date) {
  const { db } = deps;
  const skips = fresh.filter((r) => skipOf(c.channel, r));
  const ready = fresh.filter((r) => !skipOf(c.channel, r)).map((r) => messageOf(job, c, r));
  const total = ready.reduce((s, p) => s + p.credits, 0);
  const reference = `campaign:${job.campaign_id}:${job.from}`;
  const range = sql`${campaignRecipients.campaign_id} = ${job.campaign_id} AND ${campaignRecipients.position} >= ${job.from}
    AND ${campaignRecipients.position} < ${job.to}`;
  const paid = sql`EXISTS (SELECT 1 FROM ${creditEntries} WHERE ${creditEntries.business_id} = ${job.business_id}
    AND ${creditEntries.channel} = ${c.channel} AND ${creditEntries.reason} = 'message' AND ${creditEntries.reference_id} = ${reference})`;
  const untouched = sql`NOT EXISTS (SELECT 1 FROM ${campaignRecipients} WHERE ${range}
    AND (${campaignRecipients.message_id} IS NOT NULL OR ${campaignRecipients.skipped} IS NOT NULL))`;
  const spend = total
    ? appendEntry(db, {
        businessId: job.business_id,
        channel: c.channel,
        reason: 'message',
        referenceId: reference,
        now,
        delta: -total,
        guard: untouched,
      })
    : db.run(sql`SELECT seq, balance FROM ${creditEntries} WHERE 0`);
  const inserts = [];
  for (let i = 0; i < ready.length; i += INSERT_CHUNK)
    inserts.push(insertChunk(deps, job, c, ready.slice(i, i + INSERT_CHUNK), now, paid));
  const archived = skips.filter((r) => skipOf(c.channel, r) === 'archived');
  const skipWrites = archived.map((r) =>
    db.run(sql`UPDATE ${campaignRecipients} SET skipped = 'opted_out' WHERE ${range}
      AND ${campaignRecipients.client_id} = ${r.client_id} AND ${campaignRecipients.message_id} IS NULL`),
  );
  const unsent = skips.filter((r) => skipOf(c.channel, r) !== 'archived');
  const failures = [...new Set(unsent.map((r) => skipOf(c.channel, r) as MessageFailure))];
  const timezone = failures.length ? await zoneOf(db, job.business_id) : 'UTC';
  const [spent] = await db.batch([
    spend,
    ...inserts,
    ...unsent.map((r) =>
      unsentRow(db, job.business_id, jobOf(job, c, messageOf(job, c, r)), skipOf(c.channel, r) as MessageFailure, now),
    ),
    linkMessages(deps, job, range),
    ...skipWrites,
    ...failures.map((failure) => bellFor(db, { businessId: job.business_id, failure, channel: c.channel, timezone, at: now })),
  ]);
  const entry = spent.rows[0];
  if (entry) {
    await afterSpend(deps, {
      businessId: job.business_id,
      channel: c.channel,
      seq: Number(entry.seq),
      balance: Number(entry.balance),
      delta: -total,
    });
    return;
  }
  if (ready.length) await oneByOne(deps, job, c, ready, now, range);
}

/** Up to INSERT_CHUNK messages, written only when the batch's spend is in; a dedupe key held already writes nothing. */
function insertChunk(deps: JobDeps, job: CampaignBatchJob, c: CampaignContent, chunk: Prepared[], now: Date, paid: SQL) {
  const values = sql.join(
    chunk.map(
      (
        p,
      ) => sql`(${p.id}, ${job.business_id}, ${p.row.client_id}, ${c.channel}, 'marketing', 'pending', ${addressOf(c.channel, p.row)},
        ${p.body.subject ?? null}, ${p.body.text.slice(0, PREVIEW_CHARS)}, ${p.credits}, ${now.getTime()}, ${job.campaign_id},
        ${dedupeKey(job.campaign_id, p.row.client_id)}, ${p.row.locale})`,
    ),
    sql`, `,
  );
  return deps.db.run(sql`INSERT INTO ${messages} (id, business_id, client_id, channel, type, status, "to", subject, body_preview,
      credits, created_at, campaign_id, dedupe_key, locale)
    SELECT * FROM (VALUES ${values}) WHERE ${paid} ON CONFLICT DO NOTHING`);
}

/** Each recipient of the range without a message gets the message its dedupe key names. */
function linkMessages(deps: JobDeps, job: CampaignBatchJob, range: SQL) {
  return deps.db.run(sql`UPDATE ${campaignRecipients} SET message_id = (SELECT ${messages.id} FROM ${messages}
      WHERE ${messages.business_id} = ${job.business_id}
        AND ${messages.dedupe_key} = 'campaign:' || ${job.campaign_id} || ':' || ${campaignRecipients.client_id})
    WHERE ${range} AND ${campaignRecipients.message_id} IS NULL`);
}

/** The slow path: one paid message per recipient while the balance lasts; the rest are recorded as not sent (no credits). */
async function oneByOne(deps: JobDeps, job: CampaignBatchJob, c: CampaignContent, ready: Prepared[], now: Date, range: SQL) {
  for (const p of ready) await queueClientMessage(deps, job.business_id, jobOf(job, c, p), now);
  await linkMessages(deps, job, range);
}

function jobOf(job: CampaignBatchJob, c: CampaignContent, p: Prepared): ClientMessageJob {
  return {
    message_id: p.id,
    business_id: job.business_id,
    client_id: p.row.client_id,
    channel: c.channel,
    type: 'marketing',
    to: addressOf(c.channel, p.row) ?? '',
    ...(p.body.subject !== undefined ? { subject: p.body.subject } : {}),
    text: p.body.text,
    ...(p.body.html ? { html: p.body.html } : {}),
    ...(p.body.headers ? { headers: p.body.headers } : {}),
    campaign_id: job.campaign_id,
    dedupe_key: dedupeKey(job.campaign_id, p.row.client_id),
    locale: p.row.locale,
  };
}

async function sendPending(deps: JobDeps, job: CampaignBatchJob, c: CampaignContent, pending: Row[]) {
  const queue = pending.map((r) => ({ ...messageOf(job, c, r), id: r.message_id as string }));
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const message = jobOf(job, c, p);
      const key = `message:${p.id}`;
      try {
        await sendClientMessage(deps, message, key);
      } catch {
        // The client-message queue retries it with backoff (and gives the credits back if it finally fails).
        await deps.services.queue.enqueue(CLIENT_MESSAGE_QUEUE, message, { idempotencyKey: key, delayMs: 1000 });
      }
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
}
