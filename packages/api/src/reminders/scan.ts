// CONTRACT (REMINDERS): the signatures stay; the bodies are the reminders helper's.
import type { JobDeps } from '../jobs/types';

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

/** The cron: queues every reminder and thank-you that is due now, across businesses. Returns how many were queued. */
export async function enqueueDueReminders(_deps: JobDeps, _now: Date): Promise<number> {
  return 0;
}

/** The queue consumer: still due (not moved, cancelled or opted out)? Then render and queueClientMessage with a dedupe key. */
export async function sendReminder(_deps: JobDeps, _job: ReminderJob): Promise<void> {}
