import { businesses, type Db, externalBusy, googleConnections, googleSyncTokens, notifications } from '@kairos/db';
import { and, eq, inArray, isNull, like, lte, or } from 'drizzle-orm';
import { EXTERNAL_PIECE_MS } from '../appointments/load';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import type { Config, JobQueue } from '../core/services';
import { links } from '../shared/links';
import { toInstant } from '../shared/zoned';
import { GoogleError, type GoogleEventItem, listEvents } from './api';
import { applyBack } from './apply-back';
import { type GoogleSyncJob, keepChannels } from './channels';
import { KAIROS_MARK, pushAppointments } from './events';
import { type GoogleRow, googleAccessToken } from './store';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Busy times are kept from a day back to this far ahead (beyond any booking horizon). */
const AHEAD_MS = 400 * DAY;
/** The owner's bell comes when the sync has been failing this long (once per cause and failing spell). */
export const FAILING_BELL_MS = HOUR;
/** Backoff after a failed sync: 5 minutes doubling to 6 hours (the cron tries each business when its time comes). */
const BACKOFF_MIN_MS = 5 * MIN;
const BACKOFF_MAX_MS = 6 * HOUR;
/** Businesses synced per cron run, oldest sync first; the rest wait for the next run (every 5 minutes). */
const PER_RUN = 50;

export type SyncCause = 'revoked' | 'rate_limited' | 'unreachable' | 'failed';

export interface SyncDeps {
  db: Db;
  config: Config;
  now: Date;
  /** For what a change applied from Google starts (a waitlist run for freed time, a Zoom meeting's new time). */
  queue: JobQueue;
}

/** Why a sync failed, as the owner is told it (the bell's reason). */
export function causeOf(e: unknown): SyncCause {
  if (e instanceof GoogleError) {
    if (e.reason === 'invalid_grant' || e.status === 401 || e.status === 403)
      return e.status === 403 && e.transient ? 'rate_limited' : 'revoked';
    if (e.status === 429 || e.reason === 'rateLimitExceeded' || e.reason === 'userRateLimitExceeded') return 'rate_limited';
    if (e.status === 0 || e.status >= 500) return 'unreachable';
  }
  return 'failed';
}

/**
 * One business's sync: each busy calendar's changes since its sync token (a full list from a day back when there is
 * none, or when Google answers 410 Gone for a stale one), then the write calendar's events Kairos made (changes made
 * in Google applied back: events.ts), then Kairos's appointments out to the write calendar, then the push channels
 * kept in line (channels.ts: opened, renewed before expiry, stopped when unpicked). `only` (a push notification for
 * one calendar) syncs that calendar's changes alone, if it is still picked. Throws what Google answered; the caller
 * (syncGoogleBusiness) records it.
 */
async function syncOnce(deps: SyncDeps, row: GoogleRow, timeZone: string, only?: string): Promise<void> {
  const picked = [...new Set([...row.busy_calendar_ids, ...(row.write_calendar_id ? [row.write_calendar_id] : [])])];
  const calendars = only ? picked.filter((id) => id === only) : picked;
  const token = await googleAccessToken(deps, row.business_id);
  for (const calendarId of calendars) {
    await syncCalendar(deps, row, token, calendarId, timeZone);
  }
  if (only) return;
  if (row.write_calendar_id) await pushAppointments(deps, row, token, row.write_calendar_id, timeZone);
  await keepChannels(deps, row, token);
}

async function syncCalendar(deps: SyncDeps, row: GoogleRow, token: string, calendarId: string, timeZone: string) {
  const { db, config, now } = deps;
  const businessId = row.business_id;
  const busy = row.busy_calendar_ids.includes(calendarId);
  const key = and(eq(googleSyncTokens.business_id, businessId), eq(googleSyncTokens.calendar_id, calendarId));
  const [stored] = await db.select().from(googleSyncTokens).where(key);
  let syncToken = stored?.sync_token ?? null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const full = syncToken === null;
    const items: GoogleEventItem[] = [];
    let next: string | undefined;
    let page: string | undefined;
    try {
      for (let n = 0; n < 200; n++) {
        const res = await listEvents(
          config.google,
          token,
          calendarId,
          syncToken ? { syncToken } : { timeMin: new Date(now.getTime() - DAY).toISOString() },
          page,
        );
        items.push(...res.items);
        page = res.nextPageToken;
        next = res.nextSyncToken;
        if (!page) break;
      }
    } catch (e) {
      if (e instanceof GoogleError && e.status === 410 && !full) {
        // The sync token expired: forget it and what it brought, and list everything again.
        syncToken = null;
        continue;
      }
      throw e;
    }
    const mine = items.filter((i) => i.extendedProperties?.private?.[KAIROS_MARK]);
    if (calendarId === row.write_calendar_id && mine.length) await applyBack(deps, row, calendarId, mine);
    if (busy) await storeBusy(db, businessId, calendarId, items, full, now, timeZone);
    await db
      .insert(googleSyncTokens)
      .values({ business_id: businessId, calendar_id: calendarId, sync_token: next ?? null, updated_at: now })
      .onConflictDoUpdate({
        target: [googleSyncTokens.business_id, googleSyncTokens.calendar_id],
        set: { sync_token: next ?? null, updated_at: now },
      });
    return;
  }
}

/** An event's span in UTC ms; an all-day event (dates only) in the business's zone. */
function spanOf(item: GoogleEventItem, timeZone: string): { start: number; end: number } | null {
  const at = (t: GoogleEventItem['start']) => {
    if (t?.dateTime) return Date.parse(t.dateTime);
    if (t?.date && /^\d{4}-\d{2}-\d{2}$/.test(t.date)) return toInstant(t.date, 0, timeZone);
    return Number.NaN;
  };
  const start = at(item.start);
  const end = at(item.end);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

/** Busy: not cancelled, not shown as free, and not an appointment Kairos itself wrote (it is busy already). */
const isBusy = (i: GoogleEventItem) =>
  i.status !== 'cancelled' && i.transparency !== 'transparent' && !i.extendedProperties?.private?.[KAIROS_MARK];

type BusyInsert = typeof externalBusy.$inferInsert;

async function storeBusy(
  db: Db,
  businessId: string,
  calendarId: string,
  items: GoogleEventItem[],
  full: boolean,
  now: Date,
  timeZone: string,
) {
  const from = now.getTime() - DAY;
  const to = now.getTime() + AHEAD_MS;
  const rows: BusyInsert[] = [];
  for (const item of items) {
    if (!isBusy(item)) continue;
    const span = spanOf(item, timeZone);
    if (!span || span.end <= from || span.start >= to) continue;
    for (let s = span.start, n = 0; s < span.end; s += EXTERNAL_PIECE_MS, n++) {
      rows.push({
        business_id: businessId,
        source: 'google',
        calendar_id: calendarId,
        source_id: n === 0 ? item.id : `${item.id}~${n}`,
        start_at: new Date(s),
        end_at: new Date(Math.min(span.end, s + EXTERNAL_PIECE_MS)),
      });
    }
  }
  const here = and(
    eq(externalBusy.business_id, businessId),
    eq(externalBusy.source, 'google'),
    eq(externalBusy.calendar_id, calendarId),
  );
  const writes = [];
  if (full) writes.push(db.delete(externalBusy).where(here));
  else {
    // Every changed event's old spans go (a moved, shortened, cancelled or now-free event), then its new ones come.
    const changed = [...new Set(items.map((i) => i.id))];
    for (let i = 0; i < changed.length; i += 200) {
      const ids = changed.slice(i, i + 200);
      writes.push(
        db
          .delete(externalBusy)
          .where(
            and(
              here,
              or(inArray(externalBusy.source_id, ids), ...ids.map((id) => like(externalBusy.source_id, `${escapeLike(id)}~%`))),
            ),
          ),
      );
    }
  }
  for (let i = 0; i < rows.length; i += 100) {
    writes.push(
      db
        .insert(externalBusy)
        .values(rows.slice(i, i + 100))
        .onConflictDoNothing(),
    );
  }
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
}

/** Google's event ids are base32hex (a-v, 0-9): nothing to escape in practice, but never trust the other side. */
const escapeLike = (s: string) => s.replace(/[%_\\]/g, '');

/**
 * Syncs one business now and records the outcome: success clears the failing state; a failure counts, sets the next
 * try (backoff) and, once it has lasted an hour, rings the owner's bell once for that cause. Never throws for
 * Google's answers (a sync failure never blocks anything else); answers whether it succeeded.
 */
export async function syncGoogleBusiness(deps: SyncDeps, businessId: string, only?: string): Promise<boolean> {
  const { db, now } = deps;
  const [found] = await db
    .select({ row: googleConnections, timezone: businesses.timezone })
    .from(googleConnections)
    .innerJoin(businesses, eq(businesses.id, googleConnections.business_id))
    .where(eq(googleConnections.business_id, businessId));
  if (!found) return false;
  const { row } = found;
  // A push notification's calendar unpicked since it was sent: nothing to sync, nothing to record.
  if (only && !row.busy_calendar_ids.includes(only) && row.write_calendar_id !== only) return false;
  try {
    await syncOnce(deps, row, found.timezone, only);
  } catch (e) {
    if (e instanceof AppError && e.appCode === 'GOOGLE_NOT_CONNECTED') return false;
    if (!(e instanceof GoogleError)) log.error('[google] sync', { error: e instanceof Error ? e.message : e });
    await recordFailure(db, row, causeOf(e), now, found.timezone);
    return false;
  }
  await db
    .update(googleConnections)
    .set({
      last_synced_at: now,
      sync_failing_since: null,
      sync_failure: null,
      sync_failures: 0,
      sync_retry_at: null,
      sync_notified: null,
    })
    .where(eq(googleConnections.business_id, businessId));
  return true;
}

async function recordFailure(db: Db, row: GoogleRow, cause: SyncCause, now: Date, timezone: string) {
  const failures = row.sync_failures + 1;
  const since = row.sync_failing_since ?? now;
  const wait = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.min(failures - 1, 10));
  const bell = now.getTime() - since.getTime() >= FAILING_BELL_MS && row.sync_notified !== cause;
  const where = eq(googleConnections.business_id, row.business_id);
  const update = db
    .update(googleConnections)
    .set({
      sync_failing_since: since,
      sync_failure: cause,
      sync_failures: failures,
      sync_retry_at: new Date(now.getTime() + wait),
      ...(bell ? { sync_notified: cause } : {}),
    })
    .where(where);
  if (!bell) {
    await update;
    return;
  }
  await db.batch([
    update,
    db
      .insert(notifications)
      .values({
        business_id: row.business_id,
        type: 'google_sync_failing',
        params: { cause, since: since.toISOString(), timezone },
        link: links.googleCalendar(),
        dedupe_key: `google-sync:${cause}:${since.getTime()}`,
      })
      .onConflictDoNothing(),
  ]);
}

/** A push notification's job (jobs/run.ts, GOOGLE_SYNC_QUEUE): that calendar's changes, recorded as any sync. */
export async function runGooglePushSync(
  deps: { db: Db; services: { config: Config; queue: JobQueue; now(): Date } },
  job: GoogleSyncJob,
) {
  await syncGoogleBusiness(
    { db: deps.db, config: deps.services.config, now: deps.services.now(), queue: deps.services.queue },
    job.business_id,
    job.calendar_id,
  );
}

/**
 * The cron's part (jobs/cron.ts, every 5 minutes; the fallback to push channels, which need a public HTTPS address:
 * channels.ts): each connected business whose backoff allows, the longest unsynced first, up to PER_RUN.
 * Answers how many synced.
 */
export async function runGoogleSync(deps: SyncDeps): Promise<number> {
  const { db, config, now } = deps;
  if (!config.google.clientId) return 0;
  const due = await db
    .select({ id: googleConnections.business_id })
    .from(googleConnections)
    .where(or(isNull(googleConnections.sync_retry_at), lte(googleConnections.sync_retry_at, now)))
    .orderBy(googleConnections.last_synced_at)
    .limit(PER_RUN);
  let ok = 0;
  for (const { id } of due) {
    try {
      if (await syncGoogleBusiness(deps, id)) ok++;
    } catch (e) {
      log.error('[google] cron sync', { error: e instanceof Error ? e.message : e });
    }
  }
  return ok;
}
