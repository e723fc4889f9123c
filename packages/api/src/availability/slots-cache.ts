import { type Db, onWrites } from '@kairos/db';
import type { Slot } from './slots-for';

/**
 * Every table the slots are computed from (slotsFor: the service, the settings' hours and slot step, the stored
 * appointments with their clients' cancellations and holds, the recurring series with their exceptions, the business's zone). A committed
 * write that changes rows in any of them forgets every cached answer of that database at once
 * (slots-cache.test.ts checks this list against the tables a slots call actually reads).
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
]);

/** How long a computed answer is served (changes made by another process or isolate show within this). */
export const SLOTS_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  at: number;
  epoch: number;
  value: { timezone: string; slots: Slot[] };
}

interface DbCache {
  epoch: number;
  entries: Map<string, Entry>;
  /** Computations in flight, shared by concurrent callers of the same key (one compute per key at a time). */
  running: Map<string, { epoch: number; at: number; promise: Promise<Entry['value']> }>;
}

const caches = new WeakMap<Db, DbCache>();

function cacheOf(db: Db): DbCache {
  let c = caches.get(db);
  if (!c) {
    const made: DbCache = { epoch: 0, entries: new Map(), running: new Map() };
    onWrites(db, (tables) => {
      for (const t of tables)
        if (SLOT_TABLES.has(t)) {
          made.epoch += 1;
          made.entries.clear();
          made.running.clear();
          return;
        }
    });
    caches.set(db, made);
    c = made;
  }
  return c;
}

/**
 * The public page's slots for one key (business, service, zone, range), computed by `compute` at most once per
 * SLOTS_TTL_MS in this process, and again at once after any committed write to SLOT_TABLES through `db` (the
 * write's own request sees the new answer: a time just booked is never offered again here). An answer whose
 * computation overlapped such a write is handed to its caller but not kept. `now` is the caller's clock (a
 * clock moved backwards does not reuse a later answer). Taking a time never reads this: it checks the time
 * again inside its transaction (booking/take.ts).
 */
export async function cachedSlots(
  db: Db,
  key: string,
  now: number,
  compute: () => Promise<Entry['value']>,
): Promise<Entry['value']> {
  const c = cacheOf(db);
  const hit = c.entries.get(key);
  if (hit && hit.epoch === c.epoch && now >= hit.at && now - hit.at < SLOTS_TTL_MS) return hit.value;
  const shared = c.running.get(key);
  if (shared && shared.epoch === c.epoch && now >= shared.at && now - shared.at < SLOTS_TTL_MS) return shared.promise;
  const epoch = c.epoch;
  const promise = compute();
  c.running.set(key, { epoch, at: now, promise });
  try {
    const value = await promise;
    if (c.epoch === epoch) {
      if (c.entries.size >= MAX_ENTRIES) c.entries.clear();
      c.entries.set(key, { at: now, epoch, value });
    }
    return value;
  } finally {
    if (c.running.get(key)?.promise === promise) c.running.delete(key);
  }
}
