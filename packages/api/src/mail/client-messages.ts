import { clients, creditEntries, type Db, messages } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import type { EmailAttachment, Services } from '../core/services';
import { creditsFor } from '../credits/cost';
import { appendEntry } from '../credits/ledger';
import { afterSpend } from '../credits/thresholds';
import type { JobDeps } from '../jobs/types';
import { bellFor, type MessageFailure, recordUnsent, zoneOf } from '../messages/unsent';
import { smsText } from '../shared/sms-segments';
import { escapeHtml } from './layout';

export const CLIENT_MESSAGE_QUEUE = 'client-message';
const PREVIEW_CHARS = 500;

type MessageRow = typeof messages.$inferSelect;

export interface ClientMessage {
  /** The client it goes to (null: an address typed in by hand). */
  client_id: string | null;
  channel: MessageRow['channel'];
  type: MessageRow['type'];
  to: string;
  /** Email only. */
  subject?: string;
  text: string;
  /** Email only; plain text is sent as is when absent. */
  html?: string;
  /** Email only: files sent with it (a booking's .ics). */
  attachments?: EmailAttachment[];
  /** What the message log keeps instead of the text's start (when the text holds a secret, e.g. a one-time code). */
  preview?: string;
  /** The appointment a reminder, thank-you or confirmation is about. */
  appointment_id?: string | null;
  campaign_id?: string | null;
  /**
   * Makes the message once-only for the business: a second call with the same key writes
   * nothing, spends nothing and answers `duplicate` (see messages.dedupe_key).
   */
  dedupe_key?: string | null;
  /** The language it is written in. */
  locale?: 'uk' | 'en' | null;
  /** Email only: extra headers (List-Unsubscribe for marketing). */
  headers?: Record<string, string>;
}

/** What travels on the queue: the row's id and the full content (the row keeps a preview). */
export interface ClientMessageJob extends ClientMessage {
  message_id: string;
  business_id: string;
}

export type QueueResult =
  | { status: 'queued'; id: string; credits: number }
  /** Not sent: recorded as `error` / `no_credits` (messages/unsent.ts), unless its dedupe key was taken meanwhile. */
  | { status: 'insufficient_credits'; credits: number }
  /** A message with this dedupe_key exists already: nothing was written or spent. */
  | { status: 'duplicate'; credits: number };

/**
 * A business's message to a client: one batch records the `messages` row
 * (pending) and spends its credits, or neither when the balance is short;
 * then the send is queued. A short balance records the message as not sent
 * (`no_credits`) and rings the owner's bell once for the day (recordUnsent).
 * The dev outbox stays what it is, the transport when no provider key is set;
 * the client's messages list reads `messages`.
 */
export async function queueClientMessage(deps: JobDeps, businessId: string, msg: ClientMessage, now: Date): Promise<QueueResult> {
  const db = deps.db;
  const id = crypto.randomUUID();
  const credits = creditsFor(msg.channel, msg.text);
  const dedupe = msg.dedupe_key ?? null;
  const spend = { businessId, channel: msg.channel, reason: 'message', referenceId: id, now } as const;
  const spent = and(
    eq(creditEntries.business_id, businessId),
    eq(creditEntries.channel, msg.channel),
    eq(creditEntries.reason, 'message'),
    eq(creditEntries.reference_id, id),
  );
  // A keyed message is written (and paid for) only while no message holds its key.
  const unsent = dedupe
    ? sql`NOT EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.business_id} = ${businessId} AND ${messages.dedupe_key} = ${dedupe})`
    : undefined;
  const row = {
    id,
    business_id: businessId,
    client_id: msg.client_id,
    channel: msg.channel,
    type: msg.type,
    status: 'pending',
    to: msg.to,
    subject: msg.subject ?? null,
    body_preview: (msg.preview ?? msg.text).slice(0, PREVIEW_CHARS),
    credits,
    created_at: now,
  } satisfies typeof messages.$inferInsert;
  const [spendRes] = await db.batch([
    appendEntry(db, { ...spend, delta: -credits, guard: unsent }),
    // Only when the spend above went in: a short balance (or a duplicate) writes nothing at all.
    db.run(sql`INSERT INTO ${messages} (id, business_id, client_id, channel, type, status, "to", subject, body_preview, credits,
        created_at, appointment_id, campaign_id, dedupe_key, locale)
      SELECT ${row.id}, ${row.business_id}, ${row.client_id}, ${row.channel}, ${row.type}, ${row.status}, ${row.to}, ${row.subject},
             ${row.body_preview}, ${row.credits}, ${now.getTime()}, ${msg.appointment_id ?? null}, ${msg.campaign_id ?? null},
             ${dedupe}, ${msg.locale ?? null}
      WHERE EXISTS (SELECT 1 FROM ${creditEntries} WHERE ${spent})`),
  ]);
  const entry = spendRes.rows[0];
  if (!entry) {
    if (dedupe) {
      const held = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.business_id, businessId), eq(messages.dedupe_key, dedupe)))
        .limit(1);
      if (held.length) return { status: 'duplicate', credits };
    }
    const recorded = await recordUnsent(db, businessId, msg, 'no_credits', now);
    if (!recorded && dedupe) return { status: 'duplicate', credits };
    return { status: 'insufficient_credits', credits };
  }
  const job: ClientMessageJob = { ...msg, message_id: id, business_id: businessId };
  await deps.services.queue.enqueue(CLIENT_MESSAGE_QUEUE, job, { idempotencyKey: `message:${id}` });
  await afterSpend(deps, {
    businessId,
    channel: msg.channel,
    seq: Number(entry.seq),
    balance: Number(entry.balance),
    delta: -credits,
  });
  return { status: 'queued', id, credits };
}

const plainHtml = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

/** Provider attempts before a message ends as `error` with its credits refunded (the queues allow as many). */
export const MAX_SEND_ATTEMPTS = 5;

type SendDeps = { db: Db; services: Services };
const thisMessage = (job: Pick<ClientMessageJob, 'business_id' | 'message_id'>) =>
  and(eq(messages.business_id, job.business_id), eq(messages.id, job.message_id));

/**
 * The queue consumer: hands the message to the provider (Resend/Telnyx, or the dev outbox without keys) and
 * marks the row sent. Each delivery first claims an attempt with one guarded UPDATE (pending and the attempts
 * it read), so two concurrent deliveries of one message send it once. A failure is noted on the row and
 * rethrown: the queue retries it with its own backoff (TableQueue: 2^n s; Cloudflare: retryDelaySeconds).
 * The MAX_SEND_ATTEMPTS-th failure ends the message as `error` (`send_failed`) and refunds its credits (one
 * `refund` entry per message). A marketing message whose client opted out, or withdrew their consent, meanwhile
 * is not sent: `error` (`opted_out` / `no_consent`), refunded. Each rings the owner's bell (messages/unsent.ts).
 */
export async function sendClientMessage(deps: SendDeps, job: ClientMessageJob, key?: string): Promise<void> {
  const { db, services } = deps;
  const [row] = await db
    .select({
      status: messages.status,
      attempts: messages.attempts,
      credits: messages.credits,
      opt_out: clients.opt_out,
      consent: clients.marketing_messages,
    })
    .from(messages)
    .leftJoin(clients, eq(clients.id, messages.client_id))
    .where(thisMessage(job))
    .limit(1);
  if (row?.status !== 'pending') return;
  if (job.type === 'marketing' && row.opt_out) return giveUp(deps, job, row.credits, 'opted_out');
  if (job.type === 'marketing' && row.consent === false) return giveUp(deps, job, row.credits, 'no_consent');
  const claimed = await db
    .update(messages)
    .set({ attempts: row.attempts + 1 })
    .where(and(thisMessage(job), eq(messages.status, 'pending'), eq(messages.attempts, row.attempts)))
    .returning({ attempts: messages.attempts });
  if (claimed.length === 0) return; // another delivery holds this attempt
  try {
    const sent =
      job.channel === 'email'
        ? await services.mailer.send({
            to: job.to,
            subject: job.subject ?? '',
            text: job.text,
            html: job.html ?? plainHtml(job.text),
            ...(job.attachments?.length ? { attachments: job.attachments } : {}),
            ...(job.headers ? { headers: job.headers } : {}),
            business_id: job.business_id,
            idempotencyKey: key ?? `message:${job.message_id}`,
          })
        : await services.sms.send({ to: job.to, text: smsText(job.text), business_id: job.business_id });
    await db
      .update(messages)
      .set({ status: 'sent', provider: sent.provider, provider_message_id: sent.id, sent_at: services.now(), error: null })
      .where(and(thisMessage(job), eq(messages.status, 'pending')));
  } catch (e) {
    const error = String((e as Error)?.message ?? e).slice(0, 500);
    if (row.attempts + 1 >= MAX_SEND_ATTEMPTS) return giveUp(deps, job, row.credits, 'send_failed', error);
    await db.update(messages).set({ error }).where(thisMessage(job));
    throw e;
  }
}

/**
 * The message ends as `error` with its reason, its credits come back and the owner's bell for the reason and day
 * is brought up to date, in one batch; a repeat changes nothing (the update is guarded, the refund is one per
 * message, the bell is recounted). Also what the queue's give-up hook and the stuck-message sweep call.
 */
export async function giveUp(
  { db, services }: SendDeps,
  job: Pick<ClientMessageJob, 'business_id' | 'message_id' | 'channel'>,
  credits: number,
  failure: MessageFailure,
  error: string | null = null,
): Promise<void> {
  const now = services.now();
  const timezone = await zoneOf(db, job.business_id);
  const refund = sql`EXISTS (SELECT 1 FROM ${messages} WHERE ${thisMessage(job)} AND ${messages.status} = 'error')`;
  const end = db
    .update(messages)
    .set({ status: 'error', failure, failed_at: now, ...(error ? { error } : {}) })
    .where(and(thisMessage(job), eq(messages.status, 'pending')));
  const bell = bellFor(db, { businessId: job.business_id, failure, channel: job.channel, timezone, at: now });
  if (credits <= 0) {
    await db.batch([end, bell]);
    return;
  }
  await db.batch([
    end,
    appendEntry(db, {
      businessId: job.business_id,
      channel: job.channel,
      reason: 'refund',
      referenceId: job.message_id,
      delta: credits,
      now,
      guard: refund,
    }),
    bell,
  ]);
}
