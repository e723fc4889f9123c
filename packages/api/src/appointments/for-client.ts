import { appointmentClients, appointmentSeries, appointmentSeriesExceptions, appointments } from '@kairos/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { occurrenceDates } from '../availability/recurrence';
import type { BusinessScope } from '../core/scope';
import { type LoadedSeries, occurrenceRow, ruleOf } from './series';

/** How many of a client's appointments the related list shows, newest first. */
export const CLIENT_APPOINTMENTS_LIMIT = 200;

/**
 * A client's appointments and class sessions for the client's related list:
 * stored ones (with attendance) and occurrences of series the client is in.
 */
export async function appointmentsOfClient(ctx: BusinessScope, clientId: string) {
  const e = appointmentSeriesExceptions;
  const [stored, series] = await Promise.all([
    ctx.db
      .select({ row: appointments, status: appointmentClients.status })
      .from(appointmentClients)
      .innerJoin(appointments, eq(appointments.id, appointmentClients.appointment_id))
      .where(and(eq(appointmentClients.business_id, ctx.businessId), eq(appointmentClients.client_id, clientId)))
      .orderBy(desc(appointments.start_at))
      .limit(CLIENT_APPOINTMENTS_LIMIT),
    ctx.db
      .select({
        series: appointmentSeries,
        exceptions: sql<
          string | null
        >`(select json_group_array(json_array(${e.date}, ${e.kind})) from ${e} where ${e.series_id} = ${appointmentSeries.id})`,
      })
      .from(appointmentSeries)
      .where(
        and(
          eq(appointmentSeries.business_id, ctx.businessId),
          sql`exists (select 1 from json_each(${appointmentSeries.client_ids}) where value = ${clientId})`,
        ),
      ),
  ]);
  const items = stored.map(({ row, status }) => ({ row, status: status as string }));
  for (const r of series) {
    const s: LoadedSeries = { ...r.series, exceptions: new Map(JSON.parse(r.exceptions ?? '[]')) };
    for (const date of occurrenceDates(ruleOf(s), s.start_date, s.end_date)) {
      if (!s.exceptions.has(date)) items.push({ row: occurrenceRow(s, date, ctx.business.timezone), status: 'pending' });
    }
  }
  items.sort((a, b) => b.row.start_at.getTime() - a.row.start_at.getTime());
  return items.slice(0, CLIENT_APPOINTMENTS_LIMIT).map(({ row, status }) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    status,
    receiver: null,
    body: row.notes,
    amount: row.price * row.quantity - row.discounted_amount,
    currency: row.currency,
    date: row.start_at.toISOString(),
  }));
}
