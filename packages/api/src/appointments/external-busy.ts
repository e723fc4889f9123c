import { type Db, externalBusy } from '@kairos/db';
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import * as z from 'zod';
import { minutesToTime } from '../shared/settings-schemas';
import { toLocal } from '../shared/zoned';
import { EXTERNAL_PIECE_MS } from './load';

/**
 * A busy time from a calendar outside Kairos (Google), as the diary shows it: "busy (Google)" with its span only.
 * Nothing else leaves the server: no title, attendee, calendar or event id (external_busy holds none of the first
 * two, and the blocks are merged across calendars, so which calendar or event made one is not told either).
 */
export const externalBusyOutput = z.object({
  /** Stable for the block's span (`google-busy-<start ms>`: schedule-x takes only CSS-ident ids): not an appointment id, never opens a form. */
  id: z.string(),
  source: z.enum(['google']),
  start_at: z.string(),
  end_at: z.string(),
  /** Wall-clock date and time in the business's zone. */
  date: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  /** Whole days from midnight to midnight in the business's zone (a Google all-day event). */
  all_day: z.boolean(),
});
export type ExternalBusyOutput = z.infer<typeof externalBusyOutput>;

/**
 * The business's external busy times overlapping [fromMs, toMs), merged where they overlap or touch (the pieces one
 * long event is stored as, and the same time busy in two calendars, become one block) and cut to the range (what
 * the diary draws of it): one indexed query, bounded by start as the busy check's is (load.ts busyRowsInRange).
 */
export async function externalBusyBetween(
  db: Db,
  businessId: string,
  timeZone: string,
  fromMs: number,
  toMs: number,
): Promise<ExternalBusyOutput[]> {
  const rows = await db
    .select({ start_at: externalBusy.start_at, end_at: externalBusy.end_at })
    .from(externalBusy)
    .where(
      and(
        eq(externalBusy.business_id, businessId),
        gte(externalBusy.start_at, new Date(fromMs - EXTERNAL_PIECE_MS)),
        lt(externalBusy.start_at, new Date(toMs)),
        gt(externalBusy.end_at, new Date(fromMs)),
      ),
    )
    .orderBy(asc(externalBusy.start_at));
  const spans: { start: number; end: number }[] = [];
  for (const r of rows) {
    const start = Math.max(fromMs, r.start_at.getTime());
    const end = Math.min(toMs, r.end_at.getTime());
    const last = spans.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else spans.push({ start, end });
  }
  return spans.map(({ start, end }) => {
    const from = toLocal(start, timeZone);
    const to = toLocal(end, timeZone);
    return {
      id: `google-busy-${start}`,
      source: 'google' as const,
      start_at: new Date(start).toISOString(),
      end_at: new Date(end).toISOString(),
      date: from.date,
      start_time: minutesToTime(from.minutes),
      duration_minutes: Math.round((end - start) / 60_000),
      all_day: from.minutes === 0 && to.minutes === 0 && to.date > from.date,
    };
  });
}
