import { type Db, googleConnections } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { Config } from '../core/services';
import { openSecrets, sealSecrets } from '../integrations/secrets';
import { GoogleError, type GoogleTokens, refreshTokens } from './api';

type Secrets = Pick<GoogleTokens, 'access_token' | 'refresh_token'>;
export type GoogleRow = typeof googleConnections.$inferSelect;

/** Refreshed this long before Google's expiry (an hour), so a token never expires mid-request. */
const EARLY_MS = 5 * 60_000;
/** access_expires_at while one caller refreshes: the others wait for its result instead of refreshing too. */
const REFRESHING = new Date(1);
const REFRESH_LEASE_MS = 20_000;

export function loadGoogleRow(db: Db, businessId: string): Promise<GoogleRow | undefined> {
  return db.query.googleConnections.findFirst({ where: eq(googleConnections.business_id, businessId) });
}

/** Connecting again (another Google account, or the same) replaces the tokens and keeps the calendars picked. */
export async function saveGoogleConnection(
  db: Db,
  config: Config,
  businessId: string,
  email: string | null,
  tokens: GoogleTokens,
  now: Date,
): Promise<void> {
  const values = {
    account_email: email,
    secret: await seal(config, businessId, tokens),
    access_expires_at: new Date(now.getTime() + tokens.expires_in * 1000),
    sync_failing_since: null,
    sync_failure: null,
    sync_failures: 0,
    sync_retry_at: null,
    sync_notified: null,
    updated_at: now,
  };
  await db
    .insert(googleConnections)
    .values({ business_id: businessId, connected_at: now, ...values })
    .onConflictDoUpdate({ target: googleConnections.business_id, set: values });
}

const seal = (config: Config, businessId: string, t: Secrets) =>
  sealSecrets(config.secret, businessId, { access_token: t.access_token, refresh_token: t.refresh_token });

export const openGoogleSecrets = (config: Config, row: GoogleRow) =>
  openSecrets<Secrets>(config.secret, row.business_id, row.secret);

/**
 * A usable access token for the business's Google account (GOOGLE_NOT_CONNECTED without one). Near expiry one caller
 * claims the refresh with a guarded UPDATE; the others re-read until the new token is stored (as zoom/store.ts).
 * A refusal to refresh (GoogleError, e.g. invalid_grant when the owner removed Kairos's access) is thrown as is.
 */
export async function googleAccessToken(deps: { db: Db; config: Config; now: Date }, businessId: string): Promise<string> {
  const { db, config, now } = deps;
  for (let tries = 0; tries < 100; tries++) {
    const row = await loadGoogleRow(db, businessId);
    if (!row) throw new AppError('GOOGLE_NOT_CONNECTED');
    const expires = row.access_expires_at.getTime();
    if (expires - EARLY_MS > now.getTime()) return (await openGoogleSecrets(config, row)).access_token;
    const leased = expires === REFRESHING.getTime() && row.updated_at.getTime() + REFRESH_LEASE_MS > Date.now();
    if (!leased) {
      const claimed = await db
        .update(googleConnections)
        .set({ access_expires_at: REFRESHING, updated_at: new Date() })
        .where(
          and(
            eq(googleConnections.business_id, businessId),
            eq(googleConnections.secret, row.secret),
            eq(googleConnections.access_expires_at, row.access_expires_at),
          ),
        )
        .returning({ id: googleConnections.business_id });
      if (claimed.length) return refreshClaimed(deps, row);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new GoogleError(0, 'refresh_lease');
}

async function refreshClaimed(deps: { db: Db; config: Config; now: Date }, row: GoogleRow): Promise<string> {
  const { db, config, now } = deps;
  const where = and(eq(googleConnections.business_id, row.business_id), eq(googleConnections.secret, row.secret));
  try {
    const old = await openGoogleSecrets(config, row);
    const fresh = await refreshTokens(config.google, old.refresh_token);
    await db
      .update(googleConnections)
      .set({
        secret: await seal(config, row.business_id, fresh),
        access_expires_at: new Date(now.getTime() + fresh.expires_in * 1000),
        updated_at: new Date(),
      })
      .where(where);
    return fresh.access_token;
  } catch (e) {
    // Give the claim back so the next caller tries again.
    await db.update(googleConnections).set({ access_expires_at: row.access_expires_at }).where(where);
    throw e;
  }
}
