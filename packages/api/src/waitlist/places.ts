import { classes, type waitlistEntries } from '@kairos/db';
import { inArray } from 'drizzle-orm';
import { diaryBetween } from '../appointments/diary';
import { slotsFor } from '../availability/slots-for';
import { windowOf } from '../booking/window';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { toLocal } from '../shared/zoned';

export type EntryRow = typeof waitlistEntries.$inferSelect;

/** A place an entry can be offered: `place` names it (`session:<id>` or `start:<service>:<epoch ms>`). */
export interface Place {
  place: string;
  start_at: number;
}

const min = (xs: string[]) => xs.reduce((a, b) => (b < a ? b : a));
const max = (xs: string[]) => xs.reduce((a, b) => (b > a ? b : a));

/**
 * The free place for each entry that has one now (docs/product/booking.md "Waitlist"), read the way the booking page
 * reads them: a class session's places left from the diary (`diaryBetween`, one call per class over all its waited
 * sessions: stored rows and series occurrences alike), a day's first free start inside the entry's window from the
 * availability engine (`slotsFor`, one call per service over all its waited days), within the page's notice.
 * Entries without room are absent.
 */
export async function freePlaces(
  scope: BusinessScope,
  settings: { notice_hours: number; horizon_days: number },
  entries: EntryRow[],
): Promise<Map<string, Place>> {
  const out = new Map<string, Place>();
  const tz = scope.business.timezone;
  const { earliest } = windowOf(scope, settings);
  const byClass = groupBy(
    entries.filter((e) => e.kind === 'class' && e.class_id && e.session_id),
    (e) => e.class_id as string,
  );
  if (byClass.size) {
    const rows = await scope.db
      .select()
      .from(classes)
      .where(scopeToBusiness(classes, scope.businessId, inArray(classes.id, [...byClass.keys()])));
    const classById = new Map(rows.map((c) => [c.id, c]));
    for (const [classId, list] of byClass) {
      const cls = classById.get(classId);
      if (!cls || cls.archived_at || !cls.online_booking) continue;
      const dates = list.map((e) => toLocal(e.wait_until.getTime(), tz).date);
      const sessions = await diaryBetween(scope, min(dates), max(dates), { classId });
      const byId = new Map(sessions.map((s) => [s.id, s]));
      // An entry joined while its occurrence was still virtual (`<series>_<date>`) finds the row it detached to.
      for (const s of sessions) if (s.series_id && !byId.has(`${s.series_id}_${s.date}`)) byId.set(`${s.series_id}_${s.date}`, s);
      for (const e of list) {
        const s = byId.get(e.session_id as string);
        if (s?.type !== 'class_session' || Date.parse(s.start_at) < earliest) continue;
        const taken = s.clients.filter((c) => c.status !== 'cancelled').length;
        if (cls.limit_spaces && taken >= cls.spaces) continue;
        out.set(e.id, { place: `session:${s.id}`, start_at: Date.parse(s.start_at) });
      }
    }
  }
  const byService = groupBy(
    entries.filter((e) => e.kind === 'day' && e.service_id && e.day),
    (e) => e.service_id as string,
  );
  for (const [serviceId, list] of byService) {
    const days = list.map((e) => e.day as string);
    const found = await slotsFor(scope, { service_id: serviceId, from: min(days), to: max(days) }, { onlyOnline: true }).catch(
      () => null, // the service left the page (archived, not online): nothing to offer
    );
    if (!found) continue;
    for (const e of list) {
      const slot = found.slots.find(
        (s) =>
          s.date === e.day &&
          Date.parse(s.start_at) >= earliest &&
          (!e.window_from || s.start_time >= e.window_from) &&
          (!e.window_to || s.start_time < e.window_to),
      );
      if (slot) out.set(e.id, { place: `start:${serviceId}:${Date.parse(slot.start_at)}`, start_at: Date.parse(slot.start_at) });
    }
  }
  return out;
}

function groupBy<T>(xs: T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = out.get(k);
    if (list) list.push(x);
    else out.set(k, [x]);
  }
  return out;
}
