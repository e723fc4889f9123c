import { appointmentClients, appointments, googleEvents } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import { detachOnce } from '../appointments/client-links';
import { resolveTarget, type Target } from '../appointments/target';
import { runBatch } from '../appointments/write';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import { type BusinessScope, loadScope } from '../core/scope';
import type { JobQueue } from '../core/services';
import { kickWaitlist } from '../waitlist/kick';
import { meetingOf, queueZoomSync } from '../zoom/hooks';
import type { GoogleEventItem } from './api';
import { chunked, stateOf } from './events';
import type { GoogleRow } from './store';
import type { SyncDeps } from './sync';

type EventRow = typeof googleEvents.$inferSelect;
/** What the owner did to an event in Google: deleted (cancelled) it, or moved its start. */
type Change = { kind: 'cancel' } | { kind: 'move'; start: number; googleEnd: number };

/**
 * Changes the owner made in Google to events Kairos wrote, applied back (docs/DECISIONS.md "Google Calendar both
 * ways"). An event counts only when its id is one this business wrote to this calendar (google_events), whatever its
 * mark says. An occurrence of a repeating series (each is its own Google event: events.ts) first gets its own row, as
 * a Kairos-side edit of one occurrence does, and its event is carried over to that row; then the one rule for an
 * appointment (`applyChange`) applies, so a single appointment and an occurrence are treated the same. Class sessions
 * are not changed from Google: the next push puts the event back. Idempotent: a change already applied (the event's
 * start is what google_events last recorded) is skipped, and detaching is safe when syncs race (`detachOnce`).
 */
export async function applyBack(deps: SyncDeps, row: GoogleRow, calendarId: string, items: GoogleEventItem[]) {
  const { db, now } = deps;
  const businessId = row.business_id;
  const known = await chunked(
    items.map((i) => i.id),
    (ids) =>
      db
        .select()
        .from(googleEvents)
        .where(
          and(
            eq(googleEvents.business_id, businessId),
            eq(googleEvents.calendar_id, calendarId),
            inArray(googleEvents.event_id, ids),
          ),
        ),
  );
  const byEvent = new Map(known.map((k) => [k.event_id, k]));
  let scope: BusinessScope | undefined;
  const freed: Date[] = [];
  for (const item of items) {
    const k = byEvent.get(item.id);
    if (!k || k.synced === null || k.synced.endsWith('|1')) continue;
    const change = changeOf(item, k.synced);
    if (!change) continue;
    scope ??= await loadScope(db, businessId, now);
    const t = await targetOf(scope, k.appointment_id);
    if (!t) continue;
    // A class session, or an occurrence with no client whose deletion would change nothing: refused.
    if (t.row.type !== 'appointment' || (change.kind === 'cancel' && t.kind === 'virtual' && !t.series.client_ids.length)) {
      await restore(scope, k.appointment_id);
      continue;
    }
    if (change.kind === 'move' && change.start === t.row.start_at.getTime()) continue;
    const id = await ownRow(scope, t, k);
    if (await applyChange(scope, deps.queue, id, t.row, change)) freed.push(t.row.start_at);
  }
  // Time freed in Google is offered to the waitlist as time freed in the diary is (after the writes committed).
  if (scope && freed.length) await kickWaitlist({ ...scope, services: { queue: deps.queue } }, freed);
}

/** The change an event shows against what Google was last told, or null when there is none. */
function changeOf(item: GoogleEventItem, synced: string): Change | null {
  if (item.status === 'cancelled') return { kind: 'cancel' };
  const start = item.start?.dateTime ? Date.parse(item.start.dateTime) : Number.NaN;
  if (!Number.isFinite(start)) return null;
  const [syncedStart, syncedEnd] = synced.split('|').map(Number);
  if (start === syncedStart) return null;
  return { kind: 'move', start, googleEnd: Date.parse(item.end?.dateTime ?? '') || (syncedEnd ?? start) };
}

/** The appointment or occurrence an event was written for, or null when it is gone (the next push deletes it). */
async function targetOf(scope: BusinessScope, appointmentId: string): Promise<Target | null> {
  try {
    return await resolveTarget(scope, appointmentId);
  } catch (e) {
    if (e instanceof AppError && e.appCode === 'NOT_FOUND') return null;
    throw e;
  }
}

/**
 * A virtual occurrence's own row (made once: `detachOnce`), with the occurrence's event carried over to it in the
 * same batch, so the next push patches that event instead of deleting it and writing a new one. A stored target is
 * its own row.
 */
async function ownRow(scope: BusinessScope, t: Target, k: EventRow): Promise<string> {
  if (t.kind === 'stored') return t.row.id;
  const { id, writes } = await detachOnce(scope, t);
  const here = and(eq(googleEvents.business_id, scope.businessId), eq(googleEvents.appointment_id, k.appointment_id));
  await runBatch(scope, [
    ...writes,
    scope.db.delete(googleEvents).where(here),
    scope.db
      .insert(googleEvents)
      .values({ ...k, appointment_id: id, updated_at: scope.now })
      .onConflictDoNothing(),
  ]);
  return id;
}

/**
 * The one rule for a change made in Google to an appointment's event (a single appointment or one occurrence of a
 * series): a move moves its start, its own length kept (the next push sets Google's end to match); a deletion cancels
 * its clients' attendance, so its time frees. As the owner's own change in the diary with overlaps allowed: no check
 * against other appointments or the business's hours (Google cannot show Kairos's warning), and clients are not
 * messaged. A deletion with no client to cancel is refused: the next push puts the event back. A moved appointment's
 * Zoom meeting gets its new time, as a move in the diary gives it. Answers whether the change was applied (the old
 * time freed).
 */
async function applyChange(
  scope: BusinessScope,
  queue: JobQueue,
  id: string,
  was: { start_at: Date; end_at: Date },
  change: Change,
): Promise<boolean> {
  const { db, businessId, now } = scope;
  const here = and(eq(googleEvents.business_id, businessId), eq(googleEvents.appointment_id, id));
  if (change.kind === 'cancel') {
    const cancelled = await db
      .update(appointmentClients)
      .set({ status: 'cancelled' })
      .where(and(eq(appointmentClients.business_id, businessId), eq(appointmentClients.appointment_id, id)))
      .returning({ id: appointmentClients.client_id });
    if (!cancelled.length) {
      await restore(scope, id);
      return false;
    }
    await db
      .update(googleEvents)
      .set({ synced: stateOf(was.start_at, was.end_at, true), updated_at: now })
      .where(here);
    log.info('[google] cancelled from Google', { appointment: id });
    return true;
  }
  const end = new Date(change.start + was.end_at.getTime() - was.start_at.getTime());
  await db.batch([
    db
      .update(appointments)
      .set({ start_at: new Date(change.start), end_at: end, updated_at: now })
      .where(and(eq(appointments.business_id, businessId), eq(appointments.id, id))),
    // Google has the new start; its end is corrected by the next push if the lengths differ.
    db
      .update(googleEvents)
      .set({ synced: `${change.start}|${change.googleEnd}|0`, updated_at: now })
      .where(here),
  ]);
  log.info('[google] moved from Google', { appointment: id });
  if (await meetingOf(scope, id)) await queueZoomSync(queue, businessId, id);
  return true;
}

/** A change Kairos does not take: forgetting what Google was told makes the next push write the event whole again. */
async function restore(scope: BusinessScope, appointmentId: string) {
  await scope.db
    .update(googleEvents)
    .set({ synced: null, updated_at: scope.now })
    .where(and(eq(googleEvents.business_id, scope.businessId), eq(googleEvents.appointment_id, appointmentId)));
}
