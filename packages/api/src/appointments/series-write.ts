import { appointmentClients, appointmentSeries, appointmentSeriesExceptions, appointments } from '@kairos/db';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { occurrenceDates, type RecurrenceRule } from '../availability/recurrence';
import type { BusinessScope } from '../core/scope';
import type { FREQUENCIES } from '../shared/appointments-schemas';
import { toLocal } from '../shared/zoned';
import type { AppointmentRow } from './load';
import { durationOf, occurrenceRow, type SeriesRow } from './series';

/** What every occurrence of a series looks like: a row's values without its times. */
export type SeriesTemplate = Omit<
  SeriesRow,
  'id' | 'business_id' | 'frequency' | 'start_date' | 'end_date' | 'start_minute' | 'client_ids' | 'created_at' | 'updated_at'
>;

export function templateOf(v: SeriesTemplate): SeriesTemplate {
  return {
    type: v.type,
    service_id: v.service_id,
    class_id: v.class_id,
    title: v.title,
    all_day: v.all_day,
    parts: v.parts,
    price: v.price,
    currency: v.currency,
    quantity: v.quantity,
    discount_id: v.discount_id,
    discounted_amount: v.discounted_amount,
    location_type: v.location_type,
    location_id: v.location_id,
    notes: v.notes,
    video_meeting_url: v.video_meeting_url,
  };
}

/** The rule of a series whose first occurrence starts at `startAt` on `startDate`; it never ends before it starts. */
export function ruleFor(
  template: SeriesTemplate,
  startAt: Date,
  startDate: string,
  repeat: { frequency: (typeof FREQUENCIES)[number]; end_date: string },
  timeZone: string,
): RecurrenceRule {
  return {
    frequency: repeat.frequency,
    start_date: startDate,
    end_date: repeat.end_date < startDate ? startDate : repeat.end_date,
    start_minute: template.all_day ? 0 : toLocal(startAt.getTime(), timeZone).minutes,
    duration_minutes: durationOf(template.parts),
  };
}

/** A series row to be written, and every occurrence it would put in the diary (for the overlap check). */
export function newSeries(ctx: BusinessScope, template: SeriesTemplate, rule: RecurrenceRule, clientIds: string[]) {
  const row: SeriesRow = {
    ...templateOf(template),
    id: crypto.randomUUID(),
    business_id: ctx.businessId,
    frequency: rule.frequency,
    start_date: rule.start_date,
    end_date: rule.end_date,
    start_minute: rule.start_minute,
    client_ids: clientIds,
    created_at: ctx.now,
    updated_at: ctx.now,
  };
  const occurrences: AppointmentRow[] = occurrenceDates(rule, rule.start_date, rule.end_date).map((date) =>
    occurrenceRow(row, date, ctx.business.timezone),
  );
  return { row, occurrences, write: ctx.db.insert(appointmentSeries).values(row) };
}

/**
 * "This and all future": the series stops before `fromDate` (or goes, if
 * nothing is left), and its detached occurrences and exceptions from then on go too.
 */
export function truncateWrites(ctx: BusinessScope, series: SeriesRow, fromDate: string) {
  const biz = ctx.businessId;
  const detached = and(
    eq(appointments.business_id, biz),
    eq(appointments.series_id, series.id),
    gte(appointments.series_date, fromDate),
  );
  const exceptions = and(
    eq(appointmentSeriesExceptions.business_id, biz),
    eq(appointmentSeriesExceptions.series_id, series.id),
    gte(appointmentSeriesExceptions.date, fromDate),
  );
  const own = and(eq(appointmentSeries.business_id, biz), eq(appointmentSeries.id, series.id));
  const previous = occurrenceDates({ ...series, duration_minutes: 0 }, series.start_date, fromDate).filter((d) => d < fromDate);
  const lastBefore = previous[previous.length - 1];
  return [
    ctx.db
      .delete(appointmentClients)
      .where(
        and(
          eq(appointmentClients.business_id, biz),
          inArray(appointmentClients.appointment_id, ctx.db.select({ id: appointments.id }).from(appointments).where(detached)),
        ),
      ),
    ctx.db.delete(appointments).where(detached),
    ctx.db.delete(appointmentSeriesExceptions).where(exceptions),
    lastBefore === undefined
      ? ctx.db.delete(appointmentSeries).where(own)
      : ctx.db.update(appointmentSeries).set({ end_date: lastBefore, updated_at: ctx.now }).where(own),
  ];
}

/** Marks one occurrence cancelled (deleting its own row if it had one). */
export function cancelWrites(ctx: BusinessScope, series: SeriesRow, date: string) {
  return ctx.db
    .insert(appointmentSeriesExceptions)
    .values({ series_id: series.id, date, business_id: ctx.businessId, kind: 'cancelled' })
    .onConflictDoUpdate({
      target: [appointmentSeriesExceptions.series_id, appointmentSeriesExceptions.date],
      set: { kind: 'cancelled' },
    });
}
