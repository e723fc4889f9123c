import { addDays, toInstant } from '../availability/zoned';
import { appointmentsInRange, clientsOf } from './load';
import { type AppointmentOutput, toAppointment } from './output';
import type { BusinessCtx } from './write';

export interface DiaryFilter {
  /** Only the sessions of this class. */
  classId?: string | null;
}

/**
 * Everything in the diary between two local dates (inclusive), in the
 * business's zone, sorted by start: appointments, blocked time and class
 * sessions, with recurring series expanded. A fixed number of date-bounded
 * queries whatever the range.
 */
export async function diaryBetween(
  ctx: BusinessCtx,
  fromDate: string,
  toDate: string,
  filter: DiaryFilter = {},
): Promise<AppointmentOutput[]> {
  const tz = ctx.business.timezone;
  let rows = await appointmentsInRange(ctx.db, ctx.businessId, toInstant(fromDate, 0, tz), toInstant(addDays(toDate, 1), 0, tz));
  if (filter.classId) rows = rows.filter((r) => r.class_id === filter.classId);
  const people = await clientsOf(
    ctx.db,
    ctx.businessId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAppointment(r, tz, people.get(r.id) ?? []));
}
