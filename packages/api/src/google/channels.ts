import { type Db, googleChannels } from '@kairos/db';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { randomToken, safeEqual } from '../core/crypto';
import { log } from '../core/log';
import type { Config, Services } from '../core/services';
import { GoogleError, stopChannel, watchEvents } from './api';
import type { GoogleRow } from './store';

/** The push route Google posts to (http/webhooks.ts). */
export const GOOGLE_PUSH_PATH = '/api/v1/webhooks/google';
/** The queue a notification's sync goes through (jobs/run.ts): one calendar of one business. */
export const GOOGLE_SYNC_QUEUE = 'google-sync';
export interface GoogleSyncJob {
  business_id: string;
  calendar_id: string;
}

/** A channel is renewed when it has less than this left (the cron runs every 5 minutes; Google gives about a week). */
const RENEW_MS = 24 * 3600_000;

/**
 * Where Google can post: only a public HTTPS APP_URL (Google refuses plain HTTP, and a server on localhost cannot be
 * reached). Without one no channel is opened and the cron's sync every 5 minutes is the only path.
 */
export function pushAddress(config: Config): string | null {
  let url: URL;
  try {
    url = new URL(config.appUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1') return null;
  return `${url.origin}${GOOGLE_PUSH_PATH}`;
}

/** The channel's token: HMAC-SHA256 of its id with the server secret (Google echoes it in X-Goog-Channel-Token). */
export function channelToken(secret: string, channelId: string): string {
  const enc = new TextEncoder();
  return encodeHexLowerCase(hmac(SHA256, enc.encode(secret), enc.encode(`kairos-google-channel|${channelId}`)));
}

export interface ChannelDeps {
  db: Db;
  config: Config;
  now: Date;
}

type ChannelRow = typeof googleChannels.$inferSelect;

async function stopQuietly(deps: ChannelDeps, token: string, ch: ChannelRow) {
  try {
    await stopChannel(deps.config.google, token, { id: ch.id, resourceId: ch.resource_id });
  } catch (e) {
    // It expires by itself; until then its notifications find no channel and are ignored.
    log.warn('[google] channel stop failed', { error: e instanceof Error ? e.message : e });
  }
}

/**
 * Brings the business's channels in line with its calendars (the busy ones and the one written to): a channel for
 * each, a new one where the old is within a day of expiry (the old is stopped once the new is stored), and the
 * channels of calendars no longer synced stopped and forgotten. A failure at Google is logged and left for the
 * next run (the cron syncs regardless). Without a public HTTPS address every channel is stopped.
 */
export async function keepChannels(deps: ChannelDeps, row: GoogleRow, token: string): Promise<void> {
  const { db, config, now } = deps;
  const address = pushAddress(config);
  const wanted = address
    ? new Set([...row.busy_calendar_ids, ...(row.write_calendar_id ? [row.write_calendar_id] : [])])
    : new Set<string>();
  const existing = await db.select().from(googleChannels).where(eq(googleChannels.business_id, row.business_id));
  for (const ch of existing) {
    if (wanted.has(ch.calendar_id)) continue;
    await db.delete(googleChannels).where(eq(googleChannels.id, ch.id));
    await stopQuietly(deps, token, ch);
  }
  if (!address) return;
  const byCalendar = new Map(existing.map((c) => [c.calendar_id, c]));
  for (const calendarId of wanted) {
    const old = byCalendar.get(calendarId);
    if (old && old.expires_at.getTime() - RENEW_MS > now.getTime()) continue;
    const id = `kx-${randomToken(20)}`;
    try {
      const watched = await watchEvents(config.google, token, calendarId, {
        id,
        token: channelToken(config.secret, id),
        address,
      });
      const values = { id, resource_id: watched.resourceId, expires_at: new Date(watched.expiration), created_at: now };
      await db
        .insert(googleChannels)
        .values({ business_id: row.business_id, calendar_id: calendarId, ...values })
        .onConflictDoUpdate({ target: [googleChannels.business_id, googleChannels.calendar_id], set: values });
    } catch (e) {
      if (!(e instanceof GoogleError)) throw e;
      log.warn('[google] watch failed', { status: e.status, reason: e.reason });
      continue;
    }
    if (old) await stopQuietly(deps, token, old);
  }
}

/** Disconnecting: every channel of the business stopped at Google (best effort) and forgotten. */
export async function stopAllChannels(deps: ChannelDeps, businessId: string, token: string | null): Promise<void> {
  const existing = await deps.db.select().from(googleChannels).where(eq(googleChannels.business_id, businessId));
  if (!existing.length) return;
  await deps.db.delete(googleChannels).where(eq(googleChannels.business_id, businessId));
  if (token) for (const ch of existing) await stopQuietly(deps, token, ch);
}

/**
 * A notification from Google (POST /api/v1/webhooks/google): the channel's token is checked first (HMAC, constant
 * time), so an unknown or forged channel gets the same 404 whether or not the id exists. The first message on a
 * channel ('sync') only confirms it; any other enqueues the incremental sync of that calendar alone (once per
 * channel and message number).
 */
export async function googlePush(
  deps: { db: Db; services: Pick<Services, 'config' | 'queue'> },
  header: (name: string) => string | undefined,
): Promise<{ status: 200 | 404 }> {
  const id = header('x-goog-channel-id') ?? '';
  const token = header('x-goog-channel-token') ?? '';
  const state = header('x-goog-resource-state') ?? '';
  if (!id || id.length > 64 || !token) return { status: 404 };
  if (!safeEqual(channelToken(deps.services.config.secret, id), token)) return { status: 404 };
  const [ch] = await deps.db.select().from(googleChannels).where(eq(googleChannels.id, id));
  if (!ch) return { status: 404 };
  if (state === 'sync') return { status: 200 };
  const job: GoogleSyncJob = { business_id: ch.business_id, calendar_id: ch.calendar_id };
  const n = header('x-goog-message-number');
  await deps.services.queue.enqueue(GOOGLE_SYNC_QUEUE, job, {
    idempotencyKey: n && /^\d{1,20}$/.test(n) ? `google-push:${id}:${n}` : undefined,
  });
  return { status: 200 };
}
