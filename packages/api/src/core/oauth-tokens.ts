import type { Db } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Config } from './services';

/** What a provider's token endpoint answers (Zoom's and Google's alike). */
export interface OAuthTokens {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
}

/** The two tokens as they are sealed in a connection row's `secret`. */
export type OAuthSecrets = Pick<OAuthTokens, 'access_token' | 'refresh_token'>;

/** A connection table holding one row per business with its sealed tokens (zoom_connections, google_connections). */
export type OAuthTokenTable = SQLiteTable & {
  business_id: SQLiteColumn;
  secret: SQLiteColumn;
  access_expires_at: SQLiteColumn;
  updated_at: SQLiteColumn;
};

export interface OAuthTokenRow {
  business_id: string;
  secret: string;
  access_expires_at: Date;
  updated_at: Date;
}

export interface OAuthTokenStoreSpec<R extends OAuthTokenRow> {
  table: OAuthTokenTable;
  load: (db: Db, businessId: string) => Promise<R | undefined>;
  /** The business-keyed sealing (integrations/secrets.ts; passed in, as core imports no area). */
  sealer: {
    seal: (serverSecret: string, businessId: string, value: object) => Promise<string>;
    open: <T>(serverSecret: string, businessId: string, stored: string) => Promise<T>;
  };
  /** The provider's refresh grant. A refusal is thrown as is (e.g. invalid_grant). */
  refresh: (config: Config, refreshToken: string) => Promise<OAuthTokens>;
  /** Thrown when the business has no connection row. */
  notConnected: () => Error;
  /** Thrown when another caller's refresh never finished within the retries. */
  leaseTimedOut: () => Error;
}

/** Refreshed this long before the provider's expiry (an hour), so a token never expires mid-request. */
const EARLY_MS = 5 * 60_000;
/** access_expires_at while one caller refreshes: the others wait for its result instead of refreshing too. */
const REFRESHING = new Date(1);
const REFRESH_LEASE_MS = 20_000;

/**
 * An OAuth integration's sealed token store: its tokens sealed with the business's key, and a usable access
 * token on demand. Near expiry one caller claims the refresh with a guarded UPDATE (Zoom rotates refresh tokens:
 * two refreshes with the same one would leave one of them holding a dead token); the others re-read until the
 * new token is stored. A failed refresh gives the claim back, so the next caller tries again.
 */
export function oauthTokenStore<R extends OAuthTokenRow>(spec: OAuthTokenStoreSpec<R>) {
  const { table, load, sealer } = spec;
  const seal = (config: Config, businessId: string, t: OAuthSecrets) =>
    sealer.seal(config.secret, businessId, { access_token: t.access_token, refresh_token: t.refresh_token });
  const open = (config: Config, row: R) => sealer.open<OAuthSecrets>(config.secret, row.business_id, row.secret);

  async function refreshClaimed(deps: { db: Db; config: Config; now: Date }, row: R): Promise<string> {
    const { db, config, now } = deps;
    const where = and(eq(table.business_id, row.business_id), eq(table.secret, row.secret));
    try {
      const old = await open(config, row);
      const fresh = await spec.refresh(config, old.refresh_token);
      await db
        .update(table)
        .set({
          secret: await seal(config, row.business_id, fresh),
          access_expires_at: new Date(now.getTime() + fresh.expires_in * 1000),
          updated_at: new Date(),
        } as never)
        .where(where);
      return fresh.access_token;
    } catch (e) {
      // Give the claim back so the next caller tries again.
      await db
        .update(table)
        .set({ access_expires_at: row.access_expires_at } as never)
        .where(where);
      throw e;
    }
  }

  async function accessToken(deps: { db: Db; config: Config; now: Date }, businessId: string): Promise<string> {
    const { db, config, now } = deps;
    for (let tries = 0; tries < 100; tries++) {
      const row = await load(db, businessId);
      if (!row) throw spec.notConnected();
      const expires = row.access_expires_at.getTime();
      if (expires - EARLY_MS > now.getTime()) return (await open(config, row)).access_token;
      const leased = expires === REFRESHING.getTime() && row.updated_at.getTime() + REFRESH_LEASE_MS > Date.now();
      if (!leased) {
        const claimed = await db
          .update(table)
          .set({ access_expires_at: REFRESHING, updated_at: new Date() } as never)
          .where(
            and(
              eq(table.business_id, businessId),
              eq(table.secret, row.secret),
              eq(table.access_expires_at, row.access_expires_at),
            ),
          )
          .returning({ id: table.business_id });
        if (claimed.length) return refreshClaimed(deps, row);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw spec.leaseTimedOut();
  }

  return { seal, open, accessToken };
}
