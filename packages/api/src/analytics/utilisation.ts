import { sql } from 'drizzle-orm';
import { addDays, isoWeekday, toInstant } from '../availability/zoned';
import type { SettingsRow } from '../core/context';
import type { BusinessScope } from '../core/scope';
import { basisPoints } from './ratios';
import { type OccurrenceVisit, type Span, visitsSql } from './visits';

const MIN = 60_000;

/**
 * Minutes open over the span's days: each local date's business hours, measured between the instants they start
 * and end in the business's zone (so a DST change inside the opening hours gives the real length).
 */
export function openMinutes(span: Span, hours: SettingsRow['business_hours'], tz: string): number {
  let total = 0;
  for (let d = span.fromDate; d <= span.toDate; d = addDays(d, 1)) {
    const h = hours.find((x) => x.weekday === isoWeekday(d));
    if (!h?.enabled || h.end_minute <= h.start_minute) continue;
    total += Math.round((toInstant(d, h.end_minute, tz) - toInstant(d, h.start_minute, tz)) / MIN);
  }
  return total;
}

/**
 * Utilisation: booked minutes (appointments and class sessions starting in the span with at least one client not
 * cancelled, each counted once) ÷ open minutes.
 */
export async function utilisationOf(
  scope: BusinessScope,
  span: Span,
  occ: OccurrenceVisit[],
  hours: SettingsRow['business_hours'],
) {
  const [row] = await scope.db.all<{ booked: number | null }>(sql`
    SELECT sum(minutes) AS booked FROM (
      SELECT max(end_at - start_at) / ${MIN} AS minutes FROM (${visitsSql(scope, span, occ)})
      WHERE status <> 'cancelled' GROUP BY appointment_id)`);
  const booked = Number(row?.booked ?? 0);
  const open = openMinutes(span, hours, scope.business.timezone);
  return { booked_minutes: booked, open_minutes: open, rate: basisPoints(booked, open) };
}
