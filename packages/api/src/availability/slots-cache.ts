import type { Db } from '@kairos/db';
import { WatchedCache } from '../core/watched-cache';
import type { Slot } from './slots-for';

/**
 * Every table the slots are computed from (slotsFor: the service, the settings' hours and slot step, the stored
 * appointments with their clients' cancellations and holds, the recurring series with their exceptions, the
 * business's zone, the external busy times Google Calendar's sync brings in). A committed write that changes rows in any of them forgets every cached answer of that
 * database at once (slots-cache.test.ts checks this list against the tables a slots call actually reads).
 */
export const SLOT_TABLES: ReadonlySet<string> = new Set([
  'appointments',
  'appointment_clients',
  'appointment_series',
  'appointment_series_exceptions',
  'online_bookings',
  'services',
  'business_settings',
  'businesses',
  'external_busy',
]);

/** How long a computed answer is served (changes made by another process or isolate show within this). */
export const SLOTS_TTL_MS = 5_000;

const cache = new WatchedCache<{ timezone: string; slots: Slot[] }>(SLOT_TABLES, SLOTS_TTL_MS);

/**
 * The public page's slots for one key (business, service, zone, range), computed by `compute` at most once per
 * SLOTS_TTL_MS in this process (or Worker isolate), and again at once after any committed write to SLOT_TABLES
 * through `db` (the write's own request already sees the new answer: a time just booked is never offered again
 * here). Taking a time never reads this: it checks the time again inside its transaction (booking/take.ts).
 */
export function cachedSlots(
  db: Db,
  key: string,
  now: number,
  compute: () => Promise<{ timezone: string; slots: Slot[] }>,
): Promise<{ timezone: string; slots: Slot[] }> {
  return cache.get(db, key, now, compute);
}
