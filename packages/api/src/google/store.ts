import { type Db, googleConnections } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { oauthTokenStore } from '../core/oauth-tokens';
import type { Config } from '../core/services';
import { openSecrets, sealSecrets } from '../integrations/secrets';
import { GoogleError, type GoogleTokens, refreshTokens } from './api';

export type GoogleRow = typeof googleConnections.$inferSelect;

export function loadGoogleRow(db: Db, businessId: string): Promise<GoogleRow | undefined> {
  return db.query.googleConnections.findFirst({ where: eq(googleConnections.business_id, businessId) });
}

/** The sealed tokens and their refresh lease (core/oauth-tokens.ts, as Zoom's). */
const tokens = oauthTokenStore({
  table: googleConnections,
  load: loadGoogleRow,
  sealer: { seal: sealSecrets, open: openSecrets },
  refresh: (config, refreshToken) => refreshTokens(config.google, refreshToken),
  notConnected: () => new AppError('GOOGLE_NOT_CONNECTED'),
  leaseTimedOut: () => new GoogleError(0, 'refresh_lease'),
});

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

const seal = tokens.seal;

export const openGoogleSecrets = tokens.open;

/**
 * A usable access token for the business's Google account (GOOGLE_NOT_CONNECTED without one). Near expiry one caller
 * claims the refresh with a guarded UPDATE; the others re-read until the new token is stored (core/oauth-tokens.ts).
 * A refusal to refresh (GoogleError, e.g. invalid_grant when the owner removed Kairos's access) is thrown as is.
 */
export const googleAccessToken: (deps: { db: Db; config: Config; now: Date }, businessId: string) => Promise<string> =
  tokens.accessToken;
