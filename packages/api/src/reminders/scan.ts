import { clients } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { recordUnsent } from '../messages/unsent';
import { dueStored } from './due';
import { dueOccurrences } from './due-series';
import { liveBusinesses } from './live';
import { sendDueReminder } from './send';

export const REMINDER_QUEUE = 'appointment-reminder';

/** What the cron queues per (appointment, client, type, channel, start): the consumer re-checks it is still due. */
export interface ReminderJob {
  business_id: string;
  appointment_id: string;
  client_id: string;
  type: 'reminder' | 'thank_you';
  channel: 'email' | 'sms';
  /** The start (ms) the reminder is for: a moved appointment's old reminder is dropped. */
  start_at: number;
}

/** `<type>:<channel>:<appointment id>:<client id>:<start ms>`: one message per visit, client, type and channel. */
export const reminderKey = (j: ReminderJob) => `${j.type}:${j.channel}:${j.appointment_id}:${j.client_id}:${j.start_at}`;

/**
 * The cron: queues every reminder and thank-you that is due now, across businesses (stored appointments and
 * class sessions in one statement, series occurrences expanded over the window), skipping read-only
 * businesses. Each job is keyed, so a second run, or two at once, queue nothing new; the message itself is
 * once-only by its dedupe key whatever the queue does. Returns how many due jobs were handed to the queue.
 */
export async function enqueueDueReminders(deps: JobDeps, now: Date): Promise<number> {
  const t = now.getTime();
  const [stored, occurrences] = await Promise.all([dueStored(deps.db, t), dueOccurrences(deps.db, t)]);
  const due = [...stored, ...occurrences];
  const live = await liveBusinesses(deps.db, [...new Set(due.map((d) => d.business_id))], now);
  let queued = 0;
  for (const job of due) {
    if (!live.has(job.business_id)) continue;
    await deps.services.queue.enqueue(REMINDER_QUEUE, job, { idempotencyKey: `reminder:${reminderKey(job)}` });
    queued += 1;
  }
  return queued;
}

/** The queue consumer: still due (not moved, cancelled or opted out)? Then render and queueClientMessage with a dedupe key. */
export async function sendReminder(deps: JobDeps, job: ReminderJob): Promise<void> {
  await sendDueReminder(deps, job);
}

/**
 * The reminder queue's give-up hook: the job failed on every delivery (the queue gave up), so no message was
 * written. It is recorded as not sent (`send_failed`) under the reminder's key, and the owner's bell says so.
 */
export async function reminderGivenUp(deps: JobDeps, job: ReminderJob): Promise<void> {
  const message = {
    client_id: job.client_id,
    channel: job.channel,
    type: job.type,
    to: '',
    text: '',
    appointment_id: job.appointment_id,
    dedupe_key: reminderKey(job),
  };
  // The client may be gone (the message keeps no client then).
  const [client] = await deps.db.select({ id: clients.id }).from(clients).where(eq(clients.id, job.client_id));
  await recordUnsent(deps.db, job.business_id, { ...message, client_id: client?.id ?? null }, 'send_failed', deps.services.now());
}
