import { clients, type Db } from '@kairos/db';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { type ExceptionKind, type LoadedSeries, occurrenceRow, ruleOf, type SeriesRow } from '../appointments/series';
import { occurrenceDates } from '../availability/recurrence';
import { addDays } from '../shared/zoned';
import { isDue, MAX_LEAD_MS, MAX_THANKS_BACK_MS } from './due';
import type { ReminderJob } from './job';

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface SeriesHit {
  series: string;
  exceptions: string | null;
  timezone: string;
  channel: 'email' | 'sms';
  reminder_enabled: number;
  reminder_lead_minutes: number;
  thank_you_enabled: number;
  thank_you_delay_minutes: number;
}

/**
 * Occurrences of recurring series (not rows: appointments/series.ts) with a reminder or thank-you due now.
 * Only series of businesses with reminders or thank-yous on, that are not blocked time and whose dates
 * overlap the window the longest lead and delay allow, are read and expanded (just over those dates).
 */
export async function dueOccurrences(db: Db, now: number): Promise<ReminderJob[]> {
  // Local dates: a day either side of the UTC dates covers every zone.
  const from = addDays(utcDate(now - MAX_THANKS_BACK_MS), -1);
  const to = addDays(utcDate(now + MAX_LEAD_MS), 1);
  const hits = await db.all<SeriesHit>(sql`
    SELECT json_object('id', s.id, 'business_id', s.business_id, 'frequency', s.frequency, 'start_date', s.start_date,
             'end_date', s.end_date, 'start_minute', s.start_minute, 'all_day', s.all_day, 'parts', json(s.parts),
             'client_ids', json(s.client_ids), 'created_at', s.created_at) AS series,
           (SELECT json_group_array(json_array(e.date, e.kind)) FROM appointment_series_exceptions e
             WHERE e.series_id = s.id AND e.date >= ${from} AND e.date <= ${to}) AS exceptions,
           b.timezone, ns.channel, ns.reminder_enabled, ns.reminder_lead_minutes, ns.thank_you_enabled, ns.thank_you_delay_minutes
    FROM notification_settings ns
    JOIN appointment_series s ON s.business_id = ns.business_id
    JOIN businesses b ON b.id = s.business_id
    WHERE (ns.reminder_enabled = 1 OR ns.thank_you_enabled = 1) AND s.type <> 'blocked'
      AND s.start_date <= ${to} AND s.end_date >= ${from}`);
  const due: ReminderJob[] = [];
  for (const h of hits) {
    const raw = JSON.parse(h.series) as Omit<SeriesRow, 'created_at' | 'all_day'> & { created_at: number; all_day: number };
    const s: LoadedSeries = {
      ...raw,
      all_day: Boolean(raw.all_day),
      created_at: new Date(raw.created_at),
      exceptions: new Map(JSON.parse(h.exceptions ?? '[]') as [string, ExceptionKind][]),
    };
    const types = [
      ...(h.reminder_enabled ? (['reminder'] as const) : []),
      ...(h.thank_you_enabled ? (['thank_you'] as const) : []),
    ];
    for (const date of occurrenceDates(ruleOf(s), from, to)) {
      if (s.exceptions.has(date)) continue;
      const row = occurrenceRow(s, date, h.timezone);
      const at = { start: row.start_at.getTime(), end: row.end_at.getTime(), created: raw.created_at };
      for (const type of types) {
        if (!isDue(type, at, h, now)) continue;
        for (const client_id of s.client_ids) {
          due.push({
            business_id: s.business_id,
            appointment_id: row.id,
            client_id,
            type,
            channel: h.channel,
            start_at: at.start,
          });
        }
      }
    }
  }
  return reachableOnly(db, due);
}

/** Keeps the candidates whose client has the channel's flag on (one query); no address is the consumer's to record. */
async function reachableOnly(db: Db, due: ReminderJob[]): Promise<ReminderJob[]> {
  if (!due.length) return due;
  const ids = [...new Set(due.map((d) => d.client_id))];
  const found = await db
    .select({
      id: clients.id,
      business_id: clients.business_id,
      email_reminders: clients.email_reminders,
      sms_reminders: clients.sms_reminders,
    })
    .from(clients)
    .where(and(inArray(clients.id, ids), isNull(clients.archived_at)));
  const byId = new Map(found.map((c) => [c.id, c]));
  return due.filter((d) => {
    const c = byId.get(d.client_id);
    if (!c || c.business_id !== d.business_id) return false;
    return d.channel === 'email' ? c.email_reminders : c.sms_reminders;
  });
}
