import { clients } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { recordUnsent } from '../messages/unsent';
import { dueStored } from './due';
import { dueOccurrences } from './due-series';
import { REMINDER_QUEUE, type ReminderJob, reminderKey } from './job';
import { liveBusinesses } from './live';
import { sendDueReminder } from './send';

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
