import { creditEntries, type Db, messages } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import type { EmailAttachment, Services } from '../core/services';
import { creditsFor } from '../credits/cost';
import { appendEntry } from '../credits/ledger';
import { afterSpend } from '../credits/thresholds';
import type { JobDeps } from '../jobs/types';

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
  | { status: 'insufficient_credits'; credits: number }
  /** A message with this dedupe_key exists already: nothing was written or spent. */
  | { status: 'duplicate'; credits: number };

/**
 * A business's message to a client: one batch records the `messages` row
 * (pending) and spends its credits, or neither when the balance is short;
 * then the send is queued. The dev outbox stays what it is, the transport
 * when no provider key is set; the client's messages list reads `messages`.
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const plainHtml = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

/**
 * The queue consumer: hands the message to the provider (Resend/Telnyx, or the
 * dev outbox without keys) and marks the row sent. A failure is noted on the
 * row and rethrown, so the queue retries it (the row stays pending meanwhile).
 */
export async function sendClientMessage(
  deps: { db: Db; services: Services },
  job: ClientMessageJob,
  key?: string,
): Promise<void> {
  const { db, services } = deps;
  const [row] = await db
    .select({ status: messages.status })
    .from(messages)
    .where(and(eq(messages.business_id, job.business_id), eq(messages.id, job.message_id)))
    .limit(1);
  if (row?.status !== 'pending') return;
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
            idempotencyKey: key,
          })
        : await services.sms.send({ to: job.to, text: job.text, business_id: job.business_id });
    await db
      .update(messages)
      .set({ status: 'sent', provider: sent.provider, provider_message_id: sent.id, sent_at: services.now(), error: null })
      .where(and(eq(messages.business_id, job.business_id), eq(messages.id, job.message_id)));
  } catch (e) {
    await db
      .update(messages)
      .set({ error: String((e as Error)?.message ?? e).slice(0, 500) })
      .where(and(eq(messages.business_id, job.business_id), eq(messages.id, job.message_id)));
    throw e;
  }
}
