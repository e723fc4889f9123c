import { appointmentSeries, appointmentSeriesExceptions, type Db } from '@kairos/db';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { occurrenceDates, type RecurrenceRule } from '../availability/recurrence';
import { addDays, toInstant } from '../shared/zoned';
import type { AppointmentRow } from './load';
import type { AppointmentOutput } from './output';

export type SeriesRow = typeof appointmentSeries.$inferSelect;
export type ExceptionKind = 'cancelled' | 'detached';
export interface LoadedSeries extends SeriesRow {
  /** Exceptions by local date, within the loaded range. */
  exceptions: Map<string, ExceptionKind>;
}

const MIN = 60_000;
const OCCURRENCE_ID = /^(.+)_(\d{4}-\d{2}-\d{2})$/;

/** An occurrence never changed on its own has no row; its id names the series and its date. */
export const occurrenceId = (seriesId: string, date: string) => `${seriesId}_${date}`;

export function parseOccurrenceId(id: string): { seriesId: string; date: string } | null {
  const m = OCCURRENCE_ID.exec(id);
  return m ? { seriesId: m[1] as string, date: m[2] as string } : null;
}

export const durationOf = (parts: { duration_minutes: number }[]) => parts.reduce((s, p) => s + p.duration_minutes, 0);

export function ruleOf(s: SeriesRow): RecurrenceRule {
  return {
    frequency: s.frequency,
    start_date: s.start_date,
    end_date: s.end_date,
    start_minute: s.start_minute,
    duration_minutes: durationOf(s.parts),
  };
}

export function recurringOf(s: SeriesRow): NonNullable<AppointmentOutput['recurring']> {
  return { frequency: s.frequency, start_date: s.start_date, end_date: s.end_date };
}

/**
 * The series that have occurrences between two local dates, each with its
 * exceptions in that range: one date-bounded query (exceptions are gathered
 * by a correlated subquery), whatever the range.
 */
export async function seriesInRange(db: Db, businessId: string, fromDate: string, toDate: string): Promise<LoadedSeries[]> {
  const e = appointmentSeriesExceptions;
  const rows = await db
    .select({
      series: appointmentSeries,
      exceptions: sql<string | null>`(select json_group_array(json_array(${e.date}, ${e.kind})) from ${e}
        where ${e.series_id} = ${appointmentSeries.id} and ${e.date} >= ${fromDate} and ${e.date} <= ${toDate})`,
    })
    .from(appointmentSeries)
    .where(
      and(
        eq(appointmentSeries.business_id, businessId),
        lte(appointmentSeries.start_date, toDate),
        gte(appointmentSeries.end_date, fromDate),
      ),
    );
  return rows.map((r) => ({ ...r.series, exceptions: new Map(JSON.parse(r.exceptions ?? '[]') as [string, ExceptionKind][]) }));
}

/** The row an occurrence would have if it had one, in the business's zone. */
export function occurrenceRow(s: SeriesRow, date: string, timeZone: string): AppointmentRow {
  const start = toInstant(date, s.all_day ? 0 : s.start_minute, timeZone);
  const end = s.all_day ? toInstant(addDays(date, 1), 0, timeZone) : start + durationOf(s.parts) * MIN;
  return {
    id: occurrenceId(s.id, date),
    business_id: s.business_id,
    type: s.type,
    service_id: s.service_id,
    class_id: s.class_id,
    title: s.title,
    start_at: new Date(start),
    end_at: new Date(end),
    all_day: s.all_day,
    parts: s.parts,
    price: s.price,
    currency: s.currency,
    quantity: s.quantity,
    discount_id: s.discount_id,
    discounted_amount: s.discounted_amount,
    location_type: s.location_type,
    location_id: s.location_id,
    notes: s.notes,
    video_meeting_url: s.video_meeting_url,
    series_id: s.id,
    series_date: date,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

/** Whether `date` is an occurrence of the series that is neither cancelled nor detached. */
export function isLiveOccurrence(s: LoadedSeries, date: string): boolean {
  return !s.exceptions.has(date) && occurrenceDates(ruleOf(s), date, date).includes(date);
}

/**
 * Occurrences without a row that overlap [fromMs, toMs). Dates start a day
 * early: an occurrence may run past midnight into the range.
 */
export function expandSeries(
  series: LoadedSeries[],
  timeZone: string,
  fromDate: string,
  toDate: string,
  fromMs: number,
  toMs: number,
): AppointmentRow[] {
  const out: AppointmentRow[] = [];
  for (const s of series) {
    for (const date of occurrenceDates(ruleOf(s), addDays(fromDate, -1), toDate)) {
      if (s.exceptions.has(date)) continue;
      const row = occurrenceRow(s, date, timeZone);
      if (row.end_at.getTime() > fromMs && row.start_at.getTime() < toMs) out.push(row);
    }
  }
  return out;
}

/** One series by id within the business, with all its exceptions. */
export async function findSeries(db: Db, businessId: string, seriesId: string): Promise<LoadedSeries | null> {
  const s = await db.query.appointmentSeries.findFirst({
    where: and(eq(appointmentSeries.business_id, businessId), eq(appointmentSeries.id, seriesId)),
  });
  if (!s) return null;
  const exceptions = await db
    .select({ date: appointmentSeriesExceptions.date, kind: appointmentSeriesExceptions.kind })
    .from(appointmentSeriesExceptions)
    .where(and(eq(appointmentSeriesExceptions.business_id, businessId), eq(appointmentSeriesExceptions.series_id, seriesId)));
  return { ...s, exceptions: new Map(exceptions.map((e) => [e.date, e.kind])) };
}
