import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomToken, safeEqual } from '../core/crypto';
import { publicOf } from '../core/errors';
import { bearerToken, cookieJar, localeOf } from './context';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF protection for cookie-authenticated writes (and for the
 * auth calls themselves, against login CSRF). `GET /api/csrf-cookie` sets a
 * readable XSRF-TOKEN cookie; writes must echo it in X-XSRF-TOKEN. Requests
 * carrying a bearer token are not cookie-authenticated and skip the check.
 */
export function csrfProtection(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || (c.req.path.startsWith('/api/v1/') && bearerToken(c))) return next();
    const cookie = getCookie(c, CSRF_COOKIE);
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || !safeEqual(cookie, header)) {
      const err = publicOf('CSRF_TOKEN_MISMATCH', localeOf(c));
      return c.json({ message: err.message, code: err.code }, 419 as 400);
    }
    return next();
  };
}

export function issueCsrfCookie(c: Context): string {
  const existing = getCookie(c, CSRF_COOKIE);
  const token = existing && existing.length >= 20 ? existing : randomToken(20);
  cookieJar(c).set(CSRF_COOKIE, token, { httpOnly: false, maxAgeSeconds: 60 * 60 * 24 * 30 });
  return token;
}
