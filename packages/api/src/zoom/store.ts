import { type Db, zoomConnections } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { Config } from '../core/services';
import { openSecrets, sealSecrets } from '../integrations/secrets';
import { refreshTokens, type ZoomTokens } from './api';

type Secrets = Pick<ZoomTokens, 'access_token' | 'refresh_token'>;
type Row = typeof zoomConnections.$inferSelect;

/** Refreshed this long before Zoom's expiry (an hour), so a token never expires mid-request. */
const EARLY_MS = 5 * 60_000;
/** access_expires_at while one caller refreshes: the others wait for its result instead of refreshing too. */
const REFRESHING = new Date(1);
const REFRESH_LEASE_MS = 20_000;

export function loadZoomRow(db: Db, businessId: string): Promise<Row | undefined> {
  return db.query.zoomConnections.findFirst({ where: eq(zoomConnections.business_id, businessId) });
}

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

const seal = (config: Config, businessId: string, t: Secrets) =>
  sealSecrets(config.secret, businessId, { access_token: t.access_token, refresh_token: t.refresh_token });

export const openZoomSecrets = (config: Config, row: Row) => openSecrets<Secrets>(config.secret, row.business_id, row.secret);

/**
 * A usable access token for the business's Zoom account (ZOOM_NOT_CONNECTED without one). Near expiry one
 * caller claims the refresh with a guarded UPDATE (Zoom rotates refresh tokens: two refreshes with the same
 * one would leave one of them holding a dead token); the others re-read until the new token is stored.
 */
export async function zoomAccessToken(deps: { db: Db; config: Config; now: Date }, businessId: string): Promise<string> {
  const { db, config, now } = deps;
  for (let tries = 0; tries < 100; tries++) {
    const row = await loadZoomRow(db, businessId);
    if (!row) throw new AppError('ZOOM_NOT_CONNECTED');
    const expires = row.access_expires_at.getTime();
    if (expires - EARLY_MS > now.getTime()) return (await openZoomSecrets(config, row)).access_token;
    const leased = expires === REFRESHING.getTime() && row.updated_at.getTime() + REFRESH_LEASE_MS > Date.now();
    if (!leased) {
      const claimed = await db
        .update(zoomConnections)
        .set({ access_expires_at: REFRESHING, updated_at: new Date() })
        .where(
          and(
            eq(zoomConnections.business_id, businessId),
            eq(zoomConnections.secret, row.secret),
            eq(zoomConnections.access_expires_at, row.access_expires_at),
          ),
        )
        .returning({ id: zoomConnections.business_id });
      if (claimed.length) return refreshClaimed(deps, row);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new AppError('ZOOM_FAILED');
}

async function refreshClaimed(deps: { db: Db; config: Config; now: Date }, row: Row): Promise<string> {
  const { db, config, now } = deps;
  const where = and(eq(zoomConnections.business_id, row.business_id), eq(zoomConnections.secret, row.secret));
  try {
    const old = await openZoomSecrets(config, row);
    const fresh = await refreshTokens(config.zoom, old.refresh_token);
    await db
      .update(zoomConnections)
      .set({
        secret: await seal(config, row.business_id, fresh),
        access_expires_at: new Date(now.getTime() + fresh.expires_in * 1000),
        updated_at: new Date(),
      })
      .where(where);
    return fresh.access_token;
  } catch (e) {
    // Give the claim back so the next caller tries again.
    await db.update(zoomConnections).set({ access_expires_at: row.access_expires_at }).where(where);
    throw e;
  }
}
