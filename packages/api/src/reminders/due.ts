import type { Db } from '@kairos/db';
import { sql } from 'drizzle-orm';
import { REMINDER_LEAD_RANGE, THANK_YOU_DELAY_RANGE } from '../shared/messaging';
import type { ReminderJob } from './job';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** A thank-you goes within a day of its due time, never later (old visits are not thanked when the switch goes on). */
export const THANK_YOU_WINDOW_MS = DAY;
/**
 * An appointment created after its reminder was due (booked for this afternoon with a 24 h lead) gets one only
 * when it is still at least this far away; nearer than that, the booking confirmation covers it.
 */
export const LATE_REMINDER_MIN_AHEAD_MS = HOUR;
/** The furthest ahead a reminder can be due, and the furthest back a thank-you's appointment can start. */
export const MAX_LEAD_MS = REMINDER_LEAD_RANGE.max * MIN;
export const MAX_THANKS_BACK_MS = THANK_YOU_DELAY_RANGE.max * MIN + THANK_YOU_WINDOW_MS + DAY;

/**
 * Whether a client wants `channel` messages: their own flag on (SQL on `c`). A client without the address is
 * still a candidate: the consumer records the message as not sent (`no_address`) so the owner is told.
 */
const reachable = sql.raw(`c.archived_at IS NULL AND CASE ns.channel
  WHEN 'email' THEN c.email_reminders = 1 ELSE c.sms_reminders = 1 END`);

/** A place still held for payment on the booking page is not a visit yet. */
const notHeld = sql.raw(`NOT EXISTS (SELECT 1 FROM online_bookings ob
  WHERE ob.appointment_id = a.id AND ob.client_id = ac.client_id AND ob.status = 'held')`);

/** Not sent, nor recorded as not sent, already (the message's dedupe key, on its unique index): later runs do not queue it again. */
const unsent = (type: string) =>
  sql.raw(`NOT EXISTS (SELECT 1 FROM messages m WHERE m.business_id = a.business_id
    AND m.dedupe_key = '${type}:' || ns.channel || ':' || a.id || ':' || ac.client_id || ':' || a.start_at)`);

/**
 * The stored appointments and class sessions (never blocked time) with a reminder or thank-you due now, per
 * client and channel, across businesses: one statement, bounded on appointments(start_at) by the longest lead
 * and delay allowed, joined with each business's channel settings and the clients' flags.
 * Reminder: start − lead ≤ now < start (and see LATE_REMINDER_MIN_AHEAD_MS). Thank-you: end + delay ≤ now <
 * end + delay + 1 day, for clients who attended or are still pending (never a no-show or a cancellation).
 */
export async function dueStored(db: Db, now: number): Promise<ReminderJob[]> {
  const rows = await db.all<Omit<ReminderJob, 'start_at'> & { start_at: number | string }>(sql`
    SELECT a.business_id, a.id AS appointment_id, ac.client_id, 'reminder' AS type, ns.channel, a.start_at
    FROM appointments a
    JOIN notification_settings ns ON ns.business_id = a.business_id AND ns.reminder_enabled = 1
    JOIN appointment_clients ac ON ac.appointment_id = a.id AND ac.status IN ('pending', 'attended')
    JOIN clients c ON c.id = ac.client_id AND c.business_id = a.business_id
    WHERE a.start_at > ${now} AND a.start_at <= ${now + MAX_LEAD_MS} AND a.type <> 'blocked'
      AND a.start_at - ns.reminder_lead_minutes * ${MIN} <= ${now}
      AND (a.created_at <= a.start_at - ns.reminder_lead_minutes * ${MIN} OR a.start_at - ${now} >= ${LATE_REMINDER_MIN_AHEAD_MS})
      AND ${reachable} AND ${notHeld} AND ${unsent('reminder')}
    UNION ALL
    SELECT a.business_id, a.id, ac.client_id, 'thank_you', ns.channel, a.start_at
    FROM appointments a
    JOIN notification_settings ns ON ns.business_id = a.business_id AND ns.thank_you_enabled = 1
    JOIN appointment_clients ac ON ac.appointment_id = a.id AND ac.status IN ('pending', 'attended')
    JOIN clients c ON c.id = ac.client_id AND c.business_id = a.business_id
    WHERE a.start_at > ${now - MAX_THANKS_BACK_MS} AND a.start_at <= ${now} AND a.type <> 'blocked'
      AND a.end_at + ns.thank_you_delay_minutes * ${MIN} <= ${now}
      AND a.end_at + ns.thank_you_delay_minutes * ${MIN} + ${THANK_YOU_WINDOW_MS} > ${now}
      AND ${reachable} AND ${notHeld} AND ${unsent('thank_you')}`);
  return rows.map((r) => ({ ...r, start_at: Number(r.start_at) }));
}

/** The same rules for one occurrence of a series (its clients are all pending). */
export function isDue(
  type: ReminderJob['type'],
  a: { start: number; end: number; created: number },
  s: { reminder_lead_minutes: number; thank_you_delay_minutes: number },
  now: number,
): boolean {
  if (type === 'reminder') {
    const due = a.start - s.reminder_lead_minutes * MIN;
    return due <= now && now < a.start && (a.created <= due || a.start - now >= LATE_REMINDER_MIN_AHEAD_MS);
  }
  const due = a.end + s.thank_you_delay_minutes * MIN;
  return due <= now && now < due + THANK_YOU_WINDOW_MS;
}
