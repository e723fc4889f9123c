import { type Db, zoomConnections } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { oauthTokenStore } from '../core/oauth-tokens';
import type { Config } from '../core/services';
import { openSecrets, sealSecrets } from '../integrations/secrets';
import { refreshTokens, type ZoomTokens } from './api';

type Row = typeof zoomConnections.$inferSelect;

export function loadZoomRow(db: Db, businessId: string): Promise<Row | undefined> {
  return db.query.zoomConnections.findFirst({ where: eq(zoomConnections.business_id, businessId) });
}

/** The sealed tokens and their refresh lease (core/oauth-tokens.ts, as Google's). */
const tokens = oauthTokenStore({
  table: zoomConnections,
  load: loadZoomRow,
  sealer: { seal: sealSecrets, open: openSecrets },
  refresh: (config, refreshToken) => refreshTokens(config.zoom, refreshToken),
  notConnected: () => new AppError('ZOOM_NOT_CONNECTED'),
  leaseTimedOut: () => new AppError('ZOOM_FAILED'),
});

export async function saveZoomConnection(
  db: Db,
  config: Config,
  businessId: string,
  user: { id: string; email: string | null },
  tokens: ZoomTokens,
  now: Date,
): Promise<void> {
  const values = {
    zoom_user_id: user.id,
    account_email: user.email,
    secret: await seal(config, businessId, tokens),
    access_expires_at: new Date(now.getTime() + tokens.expires_in * 1000),
    updated_at: now,
  };
  await db
    .insert(zoomConnections)
    .values({ business_id: businessId, connected_at: now, ...values })
    .onConflictDoUpdate({ target: zoomConnections.business_id, set: values });
}

const seal = tokens.seal;

export const openZoomSecrets = tokens.open;

/**
 * A usable access token for the business's Zoom account (ZOOM_NOT_CONNECTED without one). Near expiry one
 * caller claims the refresh with a guarded UPDATE (Zoom rotates refresh tokens: two refreshes with the same
 * one would leave one of them holding a dead token); the others re-read until the new token is stored.
 */
export const zoomAccessToken: (deps: { db: Db; config: Config; now: Date }, businessId: string) => Promise<string> =
  tokens.accessToken;
