import { apiTokens, businesses, businessSettings, type Db, subscriptions, users } from '@kairos/db';
import { LOCALE_COOKIE, LOCALE_HEADER, toLocale } from '@kairos/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type CookieOptions, serialize } from 'hono/utils/cookie';
import { type Auth, type CookieJar, type Ctx, FRESH_READS } from '../core/context';
import { sha256Hex } from '../core/crypto';
import { isLoopbackAddress } from '../core/loopback';
import type { Config, Services } from '../core/services';
import { SESSION_COOKIE, SESSION_TTL_MS, validateSessionToken } from '../core/session';
import { signCsrfToken } from './csrf-token';

export interface AppDeps {
  db: Db;
  services: Services;
}

export const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * Cookies for a request. REST routes set them on Hono's response; the tRPC
 * adapter builds its own Response, so there they go into its `resHeaders`.
 * `Secure` follows the public URL (APP_URL https → Secure), not the Host header:
 * behind a TLS-terminating proxy the request itself arrives as plain http.
 * Whenever the session cookie changes (login, logout, an expired session), the
 * CSRF cookie is re-issued bound to the new session (see csrf-token.ts).
 */
export function cookieJar(c: Context, config: Config, resHeaders?: Headers): CookieJar {
  return new HonoCookieJar(c, config, resHeaders);
}

/** A class, not closures: a jar is made for every request, and most never set a cookie. */
class HonoCookieJar implements CookieJar {
  constructor(
    private readonly c: Context,
    private readonly config: Config,
    private readonly resHeaders?: Headers,
  ) {}

  get(name: string): string | undefined {
    return getCookie(this.c, name);
  }

  set(name: string, value: string, o?: { maxAgeSeconds?: number; httpOnly?: boolean }): void {
    this.put(name, value, o);
    if (name === SESSION_COOKIE && value !== getCookie(this.c, SESSION_COOKIE)) this.rebindCsrf(value);
  }

  delete(name: string): void {
    this.write(name, '', { path: '/', secure: this.config.secureCookies, maxAge: 0, expires: new Date(0) });
    if (name === SESSION_COOKIE) this.rebindCsrf('');
  }

  private write(name: string, value: string, opts: CookieOptions): void {
    if (this.resHeaders) this.resHeaders.append('set-cookie', serialize(name, value, opts));
    else setCookie(this.c, name, value, opts);
  }

  private put(name: string, value: string, o: { maxAgeSeconds?: number; httpOnly?: boolean } = {}): void {
    this.write(name, value, {
      path: '/',
      httpOnly: o.httpOnly ?? true,
      secure: this.config.secureCookies,
      sameSite: 'Lax',
      maxAge: o.maxAgeSeconds,
    });
  }

  private rebindCsrf(session: string): void {
    this.put(CSRF_COOKIE, signCsrfToken(this.config.secret, session), { httpOnly: false, maxAgeSeconds: CSRF_MAX_AGE });
  }
}

export const CSRF_MAX_AGE = 60 * 60 * 24 * 30;

/**
 * The caller's address for per-address limits. Only the socket address, unless the deployment
 * names the header its proxy sets (TRUSTED_PROXY_HEADER; the Worker always uses Cloudflare's
 * cf-connecting-ip): a header any client can send must not pick the address it is counted under.
 * For X-Forwarded-For the last entry counts, the one the (single) trusted proxy appended.
 */
export function clientIp(c: Context, config: Pick<Config, 'clientIpHeader'>): string {
  if (config.clientIpHeader) {
    const raw = c.req.header(config.clientIpHeader);
    const value = raw?.split(',').at(-1)?.trim();
    if (value) return value.slice(0, 64);
  }
  return socketAddress(c) ?? 'local';
}

/** @hono/node-server puts the Node request on env.incoming; Workers have no socket. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export function localeOf(c: Context) {
  return toLocale(c.req.header(LOCALE_HEADER) ?? getCookie(c, LOCALE_COOKIE));
}

export function bearerToken(c: Context): string | undefined {
  const h = c.req.header('authorization');
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || undefined : undefined;
}

async function resolveBearer(db: Db, token: string, now: Date): Promise<Auth | null> {
  const rows = await db
    .select({ token: apiTokens, user: users, business: businesses, subscription: subscriptions, settings: businessSettings })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .leftJoin(businesses, eq(businesses.id, users.business_id))
    .leftJoin(subscriptions, eq(subscriptions.business_id, users.business_id))
    .leftJoin(businessSettings, eq(businessSettings.business_id, users.business_id))
    .where(and(eq(apiTokens.token_hash, sha256Hex(token)), isNull(apiTokens.revoked_at), isNull(users.deleted_at)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (!row.token.last_used_at || now.getTime() - row.token.last_used_at.getTime() > 60_000) {
    await db.update(apiTokens).set({ last_used_at: now }).where(eq(apiTokens.id, row.token.id));
  }
  return { user: row.user, business: row.business, subscription: row.subscription, settings: row.settings, via: 'bearer' };
}

/**
 * Who is calling. Bearer tokens count only on the REST API (`allowBearer`);
 * a cookie session slides its expiry and re-sends the cookie when it moves.
 */
export async function resolveAuth(
  c: Context,
  deps: AppDeps,
  now: Date,
  allowBearer: boolean,
  jar: CookieJar = cookieJar(c, deps.services.config),
): Promise<Auth | null> {
  const bearer = allowBearer ? bearerToken(c) : undefined;
  if (bearer) return resolveBearer(deps.db, bearer, now);
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const cache = deps.services.authCache;
  const hit = cache?.get(token, now);
  if (hit) return hit.auth;
  const epoch = cache?.currentEpoch() ?? 0;
  const valid = await validateSessionToken(deps.db, token, now);
  if (!valid) {
    jar.delete(SESSION_COOKIE);
    return null;
  }
  if (valid.refreshed) jar.set(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_TTL_MS / 1000, httpOnly: true });
  const auth: Auth = {
    user: valid.user,
    session: valid.session,
    business: valid.business,
    subscription: valid.subscription,
    settings: valid.settings,
    via: 'cookie',
  };
  const entry = cache?.set(token, auth, now, epoch);
  if (entry) auth.memo = entry;
  return auth;
}

export async function buildContext(c: Context, deps: AppDeps, allowBearer: boolean, resHeaders?: Headers): Promise<Ctx> {
  const now = deps.services.now();
  const cookies = cookieJar(c, deps.services.config, resHeaders);
  return {
    db: deps.db,
    services: deps.services,
    locale: localeOf(c),
    ip: clientIp(c, deps.services.config),
    now,
    auth: await resolveAuth(c, deps, now, allowBearer, cookies),
    cookies,
    fromLoopback: fromLoopback(c),
    freshReads: (c.env as Record<symbol, unknown> | undefined)?.[FRESH_READS] === true,
  };
}

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'];

/** A loopback socket and no sign of a proxy in front (a local nginx also connects from 127.0.0.1). */
export function fromLoopback(c: Context): boolean {
  const addr = socketAddress(c);
  if (!addr || !isLoopbackAddress(addr)) return false;
  return PROXY_HEADERS.every((h) => c.req.header(h) === undefined);
}
