import { zoomMeetings } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { hasFeatureNow } from '../billing/running-addons';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import type { JobQueue } from '../core/services';
import { type Entitlement, lowestPlanWith } from '../shared/plans';
import { translateKey } from '../shared/validation';
import { ZOOM_QUEUE, type ZoomJob } from './meetings';
import { loadZoomRow } from './store';

/** Asking for a Zoom meeting: the plan must have it (docs/product/integrations.md) and the account must be connected (docs/product/integrations.md). */
export async function assertZoomReady(ctx: BusinessScope, entitlement: Entitlement): Promise<void> {
  if (!(await hasFeatureNow(ctx.db, ctx.businessId, entitlement, 'zoom_integration', ctx.now)))
    throw new AppError('FEATURE_NOT_IN_PLAN', { plan: lowestPlanWith('zoom_integration') });
  if (!(await loadZoomRow(ctx.db, ctx.businessId))) throw new AppError('ZOOM_NOT_CONNECTED');
}

/** The appointment's meeting row (written in the appointment's own batch; the job fills it in). */
export const pendingMeetingWrite = (ctx: BusinessScope, appointmentId: string) =>
  ctx.db
    .insert(zoomMeetings)
    .values({
      appointment_id: appointmentId,
      business_id: ctx.businessId,
      status: 'pending',
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .onConflictDoNothing();

/** Turning the meeting off: the row goes now, the meeting at Zoom through the job. */
export const dropMeetingWrite = (ctx: BusinessScope, appointmentId: string) =>
  ctx.db
    .delete(zoomMeetings)
    .where(and(eq(zoomMeetings.business_id, ctx.businessId), eq(zoomMeetings.appointment_id, appointmentId)));

export async function meetingOf(ctx: Pick<BusinessScope, 'db' | 'businessId'>, appointmentId: string) {
  const [row] = await ctx.db
    .select()
    .from(zoomMeetings)
    .where(and(eq(zoomMeetings.business_id, ctx.businessId), eq(zoomMeetings.appointment_id, appointmentId)));
  return row;
}

/** One job per save (a key of its own: a redelivery of that message is skipped by runJob). */
export async function queueZoomSync(
  queue: JobQueue,
  businessId: string,
  appointmentId: string,
  confirmClientIds?: string[],
): Promise<void> {
  const job: ZoomJob = {
    action: 'sync',
    business_id: businessId,
    appointment_id: appointmentId,
    ...(confirmClientIds?.length ? { confirm_client_ids: confirmClientIds } : {}),
  };
  await queue.enqueue(ZOOM_QUEUE, job, { idempotencyKey: `sync:${appointmentId}:${crypto.randomUUID()}` });
}

/** Before the appointment (and with it the meeting row) goes: the meeting's id travels in the job. */
export async function queueZoomDelete(
  queue: JobQueue,
  businessId: string,
  meeting: { appointment_id: string; meeting_id: string | null } | undefined,
) {
  if (!meeting?.meeting_id) return;
  const job: ZoomJob = {
    action: 'delete',
    business_id: businessId,
    appointment_id: meeting.appointment_id,
    meeting_id: meeting.meeting_id,
  };
  await queue.enqueue(ZOOM_QUEUE, job, { idempotencyKey: `delete:${meeting.meeting_id}` });
}

/** After a move or an attendance change: only appointments that have a meeting. */
export async function resyncIfMeeting(ctx: BusinessScope, queue: JobQueue, appointmentId: string): Promise<void> {
  if (await meetingOf(ctx, appointmentId)) await queueZoomSync(queue, ctx.businessId, appointmentId);
}

/**
 * The Zoom side of changing a stored, single appointment (update.ts): `zoom_meeting` true adds a meeting,
 * false removes it, left out keeps what there is (and a kept meeting's link stays in video_meeting_url).
 * `writes` go into the appointment's batch; `after` queues the job once it is written.
 */
export async function zoomUpdatePlan(
  ctx: BusinessScope,
  deps: { queue: JobQueue; entitlement: Entitlement },
  appointmentId: string,
  wanted: boolean | undefined,
  values: { video_meeting_url: string | null },
) {
  const zm = await meetingOf(ctx, appointmentId);
  if (wanted && !zm) await assertZoomReady(ctx, deps.entitlement);
  if (zm && wanted !== false) values.video_meeting_url = zm.join_url ?? values.video_meeting_url;
  if (zm && wanted === false && values.video_meeting_url === zm.join_url) values.video_meeting_url = null;
  const writes =
    wanted && !zm
      ? [pendingMeetingWrite(ctx, appointmentId)]
      : zm && wanted === false
        ? [dropMeetingWrite(ctx, appointmentId)]
        : [];
  const after = async () => {
    if (zm && wanted === false) await queueZoomDelete(deps.queue, ctx.businessId, zm);
    else if (zm || wanted) await queueZoomSync(deps.queue, ctx.businessId, appointmentId);
  };
  return { writes, after };
}

/** A repeating series has no Zoom meeting (one meeting per stored appointment). */
export function refuseZoomForSeries(wanted: boolean | undefined, isSeries: boolean, locale: Locale): void {
  if (wanted && isSeries)
    throw new AppError('VALIDATION_ERROR', {}, { zoom_meeting: [translateKey('zoom_single_only', {}, locale)] });
}

/** The Zoom meeting status of each stored appointment that has one (one query; none without ids). */
export async function zoomMarks(ctx: Pick<BusinessScope, 'db' | 'businessId'>, ids: string[]) {
  if (!ids.length) return new Map<string, (typeof zoomMeetings.$inferSelect)['status']>();
  const rows = await ctx.db
    .select({ id: zoomMeetings.appointment_id, status: zoomMeetings.status })
    .from(zoomMeetings)
    .where(and(eq(zoomMeetings.business_id, ctx.businessId), inArray(zoomMeetings.appointment_id, ids)));
  return new Map(rows.map((r) => [r.id, r.status]));
}
