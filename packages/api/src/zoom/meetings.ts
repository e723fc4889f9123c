import { appointmentClients, appointments, clients, type Db, zoomMeetings } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import type { JobDeps } from '../jobs/types';
import { confirmOwnerAppointment } from '../notification-settings/confirm';
import { appointmentFacts } from '../notification-settings/values';
import { createMeeting, deleteMeeting, type MeetingSpec, updateMeeting } from './api';
import { zoomAccessToken } from './store';

export const ZOOM_QUEUE = 'zoom-meeting';

/**
 * `sync` makes Zoom match the appointment as it is now: create the meeting, move it (PATCH) when the start or
 * length changed, delete it when every client cancelled. `delete` removes a meeting whose appointment is gone
 * (its id travels in the job: the zoom_meetings row cascaded away with the appointment). `confirm` sends the
 * owner-created confirmation once the link exists (create.ts leaves it to this job).
 */
export type ZoomJob =
  | { action: 'sync'; business_id: string; appointment_id: string; confirm_client_ids?: string[] }
  | { action: 'delete'; business_id: string; appointment_id: string; meeting_id: string };

const MIN = 60_000;
const zoomTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function runZoomJob(deps: JobDeps, job: ZoomJob): Promise<void> {
  const scope = { db: deps.db, config: deps.services.config, now: deps.services.now() };
  if (job.action === 'delete') {
    const token = await zoomAccessToken(scope, job.business_id).catch(notConnected);
    if (token) await deleteMeeting(scope.config.zoom, token, job.meeting_id);
    return;
  }
  const [row] = await deps.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.business_id, job.business_id), eq(appointments.id, job.appointment_id)));
  if (!row) return;
  try {
    await syncMeeting(deps, row);
  } catch (e) {
    // The appointment stands without a link (a later save tries again); the confirmation still goes.
    if (!(e instanceof AppError)) throw e;
    log.warn('[zoom] no meeting for the appointment', { appointment_id: row.id, code: e.appCode });
    await deps.db
      .update(zoomMeetings)
      .set({ status: 'failed', updated_at: scope.now })
      .where(and(eq(zoomMeetings.appointment_id, row.id), isNull(zoomMeetings.meeting_id)));
  }
  if (job.confirm_client_ids?.length) {
    const [fresh] = await deps.db.select().from(appointments).where(eq(appointments.id, row.id));
    if (fresh) await confirmOwnerAppointment(deps, job.business_id, row.id, fresh, job.confirm_client_ids);
  }
}

/**
 * The zoom queue's give-up hook: a sync that failed on every delivery (Zoom unreachable) must not take the
 * confirmation it carried with it: it goes without the link, as for a meeting Zoom refused.
 */
export async function zoomGivenUp(deps: JobDeps, job: ZoomJob): Promise<void> {
  if (job.action !== 'sync' || !job.confirm_client_ids?.length) return;
  const [row] = await deps.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.business_id, job.business_id), eq(appointments.id, job.appointment_id)));
  if (row) await confirmOwnerAppointment(deps, job.business_id, row.id, row, job.confirm_client_ids);
}

/** A disconnected account cannot delete anything: nothing to do. */
function notConnected(e: unknown): null {
  if (e instanceof AppError && e.appCode === 'ZOOM_NOT_CONNECTED') return null;
  throw e;
}

type Appointment = typeof appointments.$inferSelect;

async function syncMeeting(deps: JobDeps, row: Appointment): Promise<void> {
  const { db } = deps;
  const config = deps.services.config;
  const now = deps.services.now();
  const [zm] = await db.select().from(zoomMeetings).where(eq(zoomMeetings.appointment_id, row.id));
  if (!zm) return;
  const statuses = await db
    .select({ status: appointmentClients.status })
    .from(appointmentClients)
    .where(eq(appointmentClients.appointment_id, row.id));
  const cancelled = statuses.length > 0 && statuses.every((s) => s.status === 'cancelled');
  const token = () => zoomAccessToken({ db, config, now }, row.business_id);
  const duration = Math.max(1, Math.round((row.end_at.getTime() - row.start_at.getTime()) / MIN));
  const here = eq(zoomMeetings.appointment_id, row.id);

  if (cancelled) {
    if (!zm.meeting_id) return;
    await deleteMeeting(config.zoom, await token(), zm.meeting_id);
    await db.batch([
      db.update(zoomMeetings).set({ status: 'deleted', meeting_id: null, join_url: null, updated_at: now }).where(here),
      clearLink(db, row, zm.join_url),
    ]);
    return;
  }
  const synced = { synced_start_at: row.start_at, synced_duration_minutes: duration, updated_at: now };
  if (zm.meeting_id) {
    if (zm.synced_start_at?.getTime() === row.start_at.getTime() && zm.synced_duration_minutes === duration) return;
    await updateMeeting(config.zoom, await token(), zm.meeting_id, await specOf(db, row, duration));
    await db.update(zoomMeetings).set(synced).where(here);
    return;
  }
  const made = await createMeeting(config.zoom, await token(), await specOf(db, row, duration));
  // Only one delivery may attach a meeting: a loser (a redelivered job) deletes the one it made.
  const won = await db
    .update(zoomMeetings)
    .set({ ...synced, meeting_id: made.id, join_url: made.join_url, status: 'active' })
    .where(and(here, isNull(zoomMeetings.meeting_id)))
    .returning({ id: zoomMeetings.appointment_id });
  if (!won.length) {
    await deleteMeeting(config.zoom, await token(), made.id);
    return;
  }
  await db
    .update(appointments)
    .set({ video_meeting_url: made.join_url })
    .where(and(eq(appointments.business_id, row.business_id), eq(appointments.id, row.id)));
}

const clearLink = (db: Db, row: Appointment, link: string | null) =>
  db
    .update(appointments)
    .set({ video_meeting_url: null })
    .where(and(eq(appointments.id, row.id), eq(appointments.video_meeting_url, link ?? '')));

/** Topic "<service>: <clients>", at the appointment's start in UTC, in the business's zone. */
async function specOf(db: Db, row: Appointment, duration: number): Promise<MeetingSpec> {
  const [facts, names] = await Promise.all([
    appointmentFacts(db, row.business_id, row),
    db
      .select({ first: clients.first_name, last: clients.last_name })
      .from(appointmentClients)
      .innerJoin(clients, eq(clients.id, appointmentClients.client_id))
      .where(eq(appointmentClients.appointment_id, row.id)),
  ]);
  const who = names.map((n) => [n.first, n.last].filter(Boolean).join(' ')).join(', ');
  const topic = [facts?.service || row.title || facts?.business || 'Kairos', who].filter(Boolean).join(': ');
  return { topic: topic.slice(0, 200), start_time: zoomTime(row.start_at), duration, timezone: facts?.timezone ?? 'UTC' };
}
