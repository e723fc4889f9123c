import { bookingSettings, waitlistEntries } from '@kairos/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { log } from '../core/log';
import { loadScope } from '../core/scope';
import { liveBusinesses } from '../reminders/live';
import { type Deps, expireOffers, makeOffer } from './offers';
import { type EntryRow, freePlaces } from './places';

export interface WaitlistReport {
  /** Offers whose hold ran out. */
  offers_expired: number;
  /** Places offered to waiting clients. */
  offers_made: number;
}

/**
 * The waitlist's turn in the cron (jobs/cron.ts, every 5 minutes, beside the reminders; docs/product/booking.md
 * "Waitlist"): expires lapsed offers, then, for every live business whose page and waitlist are on and not paused,
 * finds the waiting entries whose session or day has room now (places.ts: the diary and the availability engine, as
 * the booking page reads them) and offers it to ALL of them at once, in joining order (docs/DECISIONS.md "Waitlist").
 * Whatever freed the place (a cancellation, a move, a shorter appointment, the owner's hours) is seen here; nothing
 * runs in the owner's request. Safe to run twice at once: an offer is made only while its entry is waiting.
 */
export async function runWaitlist(deps: Deps, now: Date): Promise<WaitlistReport> {
  const expired = await expireOffers(deps.db, now);
  const e = waitlistEntries;
  const rows = await deps.db
    .select({ entry: e, settings: bookingSettings })
    .from(e)
    .innerJoin(bookingSettings, eq(bookingSettings.business_id, e.business_id))
    .where(
      and(
        eq(e.state, 'waiting'),
        sql`${e.wait_until} > ${now.getTime()}`,
        eq(bookingSettings.enabled, true),
        eq(bookingSettings.waitlist_enabled, true),
        eq(bookingSettings.paused, false),
      ),
    )
    .orderBy(asc(e.business_id), asc(e.created_at), asc(e.id));
  const live = await liveBusinesses(deps.db, [...new Set(rows.map((r) => r.entry.business_id))], now);
  const byBusiness = new Map<string, { settings: (typeof rows)[number]['settings']; entries: EntryRow[] }>();
  for (const r of rows) {
    if (!live.has(r.entry.business_id)) continue;
    const group = byBusiness.get(r.entry.business_id) ?? { settings: r.settings, entries: [] };
    group.entries.push(r.entry);
    byBusiness.set(r.entry.business_id, group);
  }
  let made = 0;
  for (const [businessId, { settings, entries }] of byBusiness) {
    try {
      const scope = await loadScope(deps.db, businessId, now);
      const places = await freePlaces(scope, settings, entries);
      for (const entry of entries) {
        const place = places.get(entry.id);
        if (place && (await makeOffer(deps, scope, entry, place, settings.waitlist_hold_minutes))) made++;
      }
    } catch (err) {
      // One business's failure never stops the others' offers (the next run tries again).
      log.error('[waitlist] offers failed', { business_id: businessId, error: err });
    }
  }
  return { offers_expired: expired, offers_made: made };
}
