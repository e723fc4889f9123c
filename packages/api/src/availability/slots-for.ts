import { services } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { busyBetween } from '../appointments/diary';
import type { SettingsRow } from '../core/context';
import type { BusinessScope } from '../core/scope';
import { settingsOf } from '../core/scope';
import { foundOr404, scopeToBusiness } from '../core/tenant';
import { minutesToTime } from '../shared/settings-schemas';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import { availableSlots } from './engine';

export interface SlotsQuery {
  service_id: string;
  /** Local dates in the business's zone, inclusive. */
  from: string;
  to: string;
}

export interface Slot {
  start_at: string;
  date: string;
  start_time: string;
}

/**
 * Bookable start times for a service between two local dates, for any caller with a scope: the
 * owner's calendar (tRPC), the public booking page (by slug) or a job. A fixed number of
 * date-bounded queries whatever the range: the service, the stored appointments in the range,
 * the recurring series overlapping it (with their exceptions), and the settings unless given.
 * `onlyOnline` keeps services that are not bookable online out (the public page).
 */
export async function slotsFor(
  scope: BusinessScope,
  query: SlotsQuery,
  options: { settings?: SettingsRow | null; onlyOnline?: boolean } = {},
): Promise<{ timezone: string; slots: Slot[] }> {
  const tz = scope.business.timezone;
  const from = toInstant(query.from, 0, tz);
  const to = toInstant(addDays(query.to, 1), 0, tz);
  const [service, busy, settings] = await Promise.all([
    scope.db.query.services.findFirst({ where: scopeToBusiness(services, scope.businessId, eq(services.id, query.service_id)) }),
    busyBetween(scope, from, to),
    options.settings ?? settingsOf(scope.db, scope.businessId, scope.business.region),
  ]);
  const s = foundOr404(service && (!options.onlyOnline || (service.online_booking && !service.archived_at)) ? service : null);
  const starts = availableSlots({
    timeZone: tz,
    from: query.from,
    to: query.to,
    hours: settings.business_hours,
    slotStepMinutes: settings.calendar.slot_step_minutes,
    parts: s.parts,
    busy,
    notBefore: scope.now.getTime(),
  });
  return {
    timezone: tz,
    slots: starts.map((t) => {
      const local = toLocal(t, tz);
      return { start_at: new Date(t).toISOString(), date: local.date, start_time: minutesToTime(local.minutes) };
    }),
  };
}
