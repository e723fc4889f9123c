import { appointmentSeriesExceptions, clients } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { RecurringRange } from '../shared/appointments-schemas';
import { detachOnce } from './client-links';
import { present } from './diary';
import { appointmentWrites } from './insert';
import type { AppointmentRow } from './load';
import { findSeries, isLiveOccurrence, type LoadedSeries, occurrenceRow, parseOccurrenceId } from './series';
import { findAppointment, runBatch } from './write';

/**
 * What an id names: a stored appointment (maybe a detached occurrence of a
 * series), or an occurrence of a series that has no row of its own.
 */
export type Target =
  | { kind: 'stored'; row: AppointmentRow; series: LoadedSeries | null }
  | { kind: 'virtual'; row: AppointmentRow; series: LoadedSeries };

export async function resolveTarget(ctx: BusinessScope, id: string): Promise<Target> {
  const occ = parseOccurrenceId(id);
  if (occ) {
    const series = await findSeries(ctx.db, ctx.businessId, occ.seriesId);
    if (!series || !isLiveOccurrence(series, occ.date)) throw new AppError('NOT_FOUND');
    return { kind: 'virtual', row: occurrenceRow(series, occ.date, ctx.business.timezone), series };
  }
  const row = await findAppointment(ctx, id);
  const series = row.series_id ? await findSeries(ctx.db, ctx.businessId, row.series_id) : null;
  return { kind: 'stored', row, series };
}

/** A change to an occurrence of a series must say which occurrences it means (docs/product/appointments.md). */
export function requireRange(t: Target, range: RecurringRange | null): RecurringRange | null {
  if (t.series && range === null) throw new AppError('RECURRING_RANGE_REQUIRED');
  return t.series ? range : null;
}

/**
 * Gives a virtual occurrence its own row (with the series' clients, still
 * existing ones only) and marks its date detached; returns the writes and the
 * new row id. Stored targets need nothing.
 */
export async function detachWrites(
  ctx: BusinessScope,
  t: Target,
  values: Partial<AppointmentRow> = {},
  clientIds: string[] | null = null,
) {
  if (t.kind === 'stored') return { id: t.row.id, writes: [] };
  const wanted = clientIds ?? t.series.client_ids;
  const live = wanted.length
    ? (
        await ctx.db
          .select({ id: clients.id })
          .from(clients)
          .where(scopeToBusiness(clients, ctx.businessId, inArray(clients.id, wanted)))
      ).map((c) => c.id)
    : [];
  const { id: _virtual, created_at: _c, updated_at: _u, ...base } = t.row;
  const date = t.row.series_date as string;
  const { id, writes } = appointmentWrites(ctx, {
    values: { ...base, ...values },
    clientIds: wanted.filter((c) => live.includes(c)),
  });
  return {
    id,
    writes: [
      ...writes,
      ctx.db
        .insert(appointmentSeriesExceptions)
        .values({ series_id: t.series.id, date, business_id: ctx.businessId, kind: 'detached' })
        .onConflictDoUpdate({
          target: [appointmentSeriesExceptions.series_id, appointmentSeriesExceptions.date],
          set: { kind: 'detached' },
        }),
    ],
  };
}

/**
 * Detaches a virtual occurrence now (attendance and clients are per occurrence); returns the stored row's id.
 * Safe when requests race: they share one row (`detachOnce`).
 */
export async function materialise(ctx: BusinessScope, t: Target): Promise<string> {
  const { id, writes } = await detachOnce(ctx, t);
  await runBatch(ctx, writes);
  return id;
}

export const exceptionScope = (ctx: BusinessScope, seriesId: string) =>
  and(eq(appointmentSeriesExceptions.business_id, ctx.businessId), eq(appointmentSeriesExceptions.series_id, seriesId));

/** What a caller sees of one appointment or occurrence. */
export async function answer(ctx: BusinessScope, id: string) {
  const t = await resolveTarget(ctx, id);
  const [out] = await present(ctx, [t.row], t.series ? [t.series] : []);
  return out as NonNullable<typeof out>;
}
