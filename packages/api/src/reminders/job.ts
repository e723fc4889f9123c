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
