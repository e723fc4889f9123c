import { bookingSettings, waitlistEntries, waitlistOffers } from '@kairos/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { log } from '../core/log';
import { loadScope } from '../core/scope';
import { liveBusinesses } from '../reminders/live';
import { toLocal } from '../shared/zoned';
import { type Deps, expireOffers, makeOffer, sendQueuedOffers } from './offers';
import { type EntryRow, freePlaces } from './places';
import { QUIET_HOURS } from './quiet-hours';

export interface WaitlistReport {
  /** Offers whose hold ran out. */
  offers_expired: number;
  /** Places offered to waiting clients (sent now, or queued until the quiet hours end). */
  offers_made: number;
  /** Offers queued in quiet hours and sent now (their place still free). */
  offers_sent: number;
}

/** What an immediate run (waitlist/kick.ts) looks at: one business, and only the local dates a write freed. */
export interface WaitlistTarget {
  business_id: string;
  /** Local dates (YYYY-MM-DD) whose sessions and days are read; absent: all of the business's. */
  dates?: string[];
}

/** The local date an entry waits for: a day entry's day, a class entry's session date. */
const entryDate = (e: EntryRow, tz: string) => (e.kind === 'day' && e.day ? e.day : toLocal(e.wait_until.getTime(), tz).date);

/**
 * The waitlist's turn in the cron (jobs/cron.ts, every 5 minutes, beside the reminders) and in the immediate run a
 * freeing write enqueues (waitlist/kick.ts, `target` set; docs/product/booking.md "Waitlist"): expires lapsed offers,
 * sends the offers queued in quiet hours whose morning came (offers.ts sendQueuedOffers), then, for every live
 * business whose page and waitlist are on and not paused, finds the waiting entries whose session or day has room
 * now (places.ts: the diary and the availability engine, as the booking page reads them) and offers it to ALL of them
 * at once, in joining order (docs/DECISIONS.md "Waitlist"). Safe to run twice at once (a cron and an immediate run
 * racing): an offer is made only while its entry is waiting, a queued one sent only while it is queued.
 */
export async function runWaitlist(deps: Deps, now: Date, target?: WaitlistTarget): Promise<WaitlistReport> {
  const expired = await expireOffers(deps.db, now);
  const sent = await sendDue(deps, now, target);
  const e = waitlistEntries;
  const rows = await deps.db
    .select({ entry: e, settings: bookingSettings })
    .from(e)
    .innerJoin(bookingSettings, eq(bookingSettings.business_id, e.business_id))
    .where(
      and(
        eq(e.state, 'waiting'),
        target ? eq(e.business_id, target.business_id) : undefined,
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
  for (const [businessId, { settings, entries: all }] of byBusiness) {
    try {
      const scope = await loadScope(deps.db, businessId, now);
      const dates = target?.dates ? new Set(target.dates) : null;
      const entries = dates ? all.filter((x) => dates.has(entryDate(x, scope.business.timezone))) : all;
      if (!entries.length) continue;
      const places = await freePlaces(scope, settings, entries);
      for (const entry of entries) {
        const place = places.get(entry.id);
        if (place && (await makeOffer(deps, scope, entry, place, settings))) made++;
      }
    } catch (err) {
      // One business's failure never stops the others' offers (the next run tries again).
      log.error('[waitlist] offers failed', { business_id: businessId, error: err });
    }
  }
  return { offers_expired: expired, offers_made: made, offers_sent: sent };
}

/** The businesses with queued offers whose send time came: each sends (or drops) them (sendQueuedOffers). */
async function sendDue(deps: Deps, now: Date, target?: WaitlistTarget): Promise<number> {
  const o = waitlistOffers;
  const due = await deps.db
    .selectDistinct({ business_id: o.business_id, settings: bookingSettings })
    .from(o)
    .leftJoin(bookingSettings, eq(bookingSettings.business_id, o.business_id))
    .where(and(eq(o.state, 'queued'), lte(o.send_at, now), target ? eq(o.business_id, target.business_id) : undefined));
  if (!due.length) return 0;
  const live = await liveBusinesses(
    deps.db,
    due.map((d) => d.business_id),
    now,
  );
  let sent = 0;
  for (const { business_id, settings: s } of due) {
    try {
      const scope = await loadScope(deps.db, business_id, now);
      const on = !!s && s.enabled && s.waitlist_enabled && !s.paused && live.has(business_id);
      sent += await sendQueuedOffers(deps, scope, {
        notice_hours: s?.notice_hours ?? 0,
        horizon_days: s?.horizon_days ?? 0,
        waitlist_hold_minutes: s?.waitlist_hold_minutes ?? 30,
        waitlist_quiet_start: s?.waitlist_quiet_start ?? QUIET_HOURS.from,
        waitlist_quiet_end: s?.waitlist_quiet_end ?? QUIET_HOURS.to,
        on,
      });
    } catch (err) {
      log.error('[waitlist] queued offers failed', { business_id, error: err });
    }
  }
  return sent;
}
