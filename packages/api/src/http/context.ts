import { apiTokens, businesses, businessSettings, type Db, subscriptions, users } from '@kairos/db';
import { LOCALE_COOKIE, LOCALE_HEADER, toLocale } from '@kairos/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { type CookieOptions, serialize } from 'hono/utils/cookie';
import type { Auth, CookieJar, Ctx } from '../core/context';
import { sha256Hex } from '../core/crypto';
import type { Services } from '../core/services';
import { SESSION_COOKIE, SESSION_TTL_MS, validateSessionToken } from '../core/session';

export interface AppDeps {
  db: Db;
  services: Services;
}

/** Secure on https, and on localhost (browsers treat it as a secure context). */
function isSecure(c: Context): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'https:' || url.hostname === 'localhost';
}

/**
 * Cookies for a request. REST routes set them on Hono's response; the tRPC
 * adapter builds its own Response, so there they go into its `resHeaders`.
 */
export function cookieJar(c: Context, resHeaders?: Headers): CookieJar {
  const secure = isSecure(c);
  const write = (name: string, value: string, opts: CookieOptions) => {
    if (resHeaders) resHeaders.append('set-cookie', serialize(name, value, opts));
    else setCookie(c, name, value, opts);
  };
  return {
    get: (name) => getCookie(c, name),
    set: (name, value, o = {}) =>
      write(name, value, { path: '/', httpOnly: o.httpOnly ?? true, secure, sameSite: 'Lax', maxAge: o.maxAgeSeconds }),
    delete: (name) => write(name, '', { path: '/', secure, maxAge: 0, expires: new Date(0) }),
  };
}

/** Workers give cf-connecting-ip; @hono/node-server gives the socket. Forwarded headers are not trusted. */
export function clientIp(c: Context): string {
  const cf = c.req.header('cf-connecting-ip');
  if (cf) return cf;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
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
  jar: CookieJar = cookieJar(c),
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
  const cookies = cookieJar(c, resHeaders);
  return {
    db: deps.db,
    services: deps.services,
    locale: localeOf(c),
    ip: clientIp(c),
    now,
    auth: await resolveAuth(c, deps, now, allowBearer, cookies),
    cookies,
  };
}
