import { appointmentClients, appointments, type Db, onlineBookings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/load';
import { findSeries, isLiveOccurrence, occurrenceRow, parseOccurrenceId } from '../appointments/series';
import type { ReminderJob } from './job';

export interface Visit {
  row: AppointmentRow;
  status: 'pending' | 'attended' | 'cancelled' | 'no_show';
}

/** The appointment (a stored row, or a live series occurrence) with the job's client on it, as it is now. */
export async function visitOf(db: Db, job: ReminderJob, timeZone: string): Promise<Visit | null> {
  const occ = parseOccurrenceId(job.appointment_id);
  if (occ) {
    const s = await findSeries(db, job.business_id, occ.seriesId);
    if (!s || !isLiveOccurrence(s, occ.date) || !s.client_ids.includes(job.client_id)) return null;
    return { row: occurrenceRow(s, occ.date, timeZone), status: 'pending' };
  }
  const [found] = await db
    .select({ row: appointments, status: appointmentClients.status })
    .from(appointments)
    .innerJoin(
      appointmentClients,
      and(eq(appointmentClients.appointment_id, appointments.id), eq(appointmentClients.client_id, job.client_id)),
    )
    .where(and(eq(appointments.business_id, job.business_id), eq(appointments.id, job.appointment_id)))
    .limit(1);
  return found ?? null;
}

/** Whether the visit still calls for this message: same start, not blocked time, the client still coming. */
export function stillDue(job: ReminderJob, v: Visit, now: number): boolean {
  if (v.row.type === 'blocked' || v.row.start_at.getTime() !== job.start_at) return false;
  if (job.type === 'reminder') return now < job.start_at && (v.status === 'pending' || v.status === 'attended');
  return v.status === 'pending' || v.status === 'attended';
}

/** The online booking the client made this visit with (confirmed): its manage link is the cancel link. */
export async function onlineBookingOf(db: Db, job: ReminderJob): Promise<string | null> {
  const [b] = await db
    .select({ id: onlineBookings.id })
    .from(onlineBookings)
    .where(
      and(
        eq(onlineBookings.business_id, job.business_id),
        eq(onlineBookings.appointment_id, job.appointment_id),
        eq(onlineBookings.client_id, job.client_id),
        eq(onlineBookings.status, 'confirmed'),
      ),
    )
    .limit(1);
  return b?.id ?? null;
}
