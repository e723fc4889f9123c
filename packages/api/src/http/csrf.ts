import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { publicOf } from '../core/errors';
import type { Config } from '../core/services';
import { SESSION_COOKIE } from '../core/session';
import { bearerToken, CSRF_COOKIE, CSRF_MAX_AGE, cookieJar, localeOf } from './context';
import { signCsrfToken, verifyCsrfToken } from './csrf-token';
import { UNSUBSCRIBE_PATH } from './unsubscribe-routes';

export { CSRF_COOKIE } from './context';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A GET that writes (docs/product/appointments.md's disconnect): checked like a POST when a session cookie could authenticate it. */
const WRITING_GET = /^\/api\/v1\/integrations\/[^/]+\/disconnect\/?$/;
/** Providers' webhooks: server-to-server, authenticated by their signatures (http/webhooks.ts). */
const WEBHOOK = /^\/api\/v1\/webhooks\/((stripe|square|liqpay)\/[^/]+|telnyx|resend|google)\/?$/;

/**
 * CSRF protection for cookie-authenticated writes (and for the auth calls themselves, against
 * login CSRF), in two layers:
 *
 * 1. Where the request comes from. A browser names the page that sent a write in `Origin` and
 *    says whether it is same-origin in `Sec-Fetch-Site`; neither can be set by a page's script.
 *    Accepted: Origin equal to APP_URL's origin, or `Sec-Fetch-Site: same-origin` (the app opened
 *    under another name than APP_URL, the Vite dev proxy). Refused: `Origin: null`, any other
 *    origin, and a cross-site or same-site `Sec-Fetch-Site`. A request with neither header is not
 *    a browser's (curl, scripts, server-to-server): it goes on to the token check.
 * 2. The double-submit token: `GET /api/csrf-cookie` sets a readable XSRF-TOKEN cookie that writes
 *    echo in X-XSRF-TOKEN, and the token must verify against the session cookie it is sent with
 *    (HMAC with APP_SECRET, csrf-token.ts), so a pair an attacker chose does not pass.
 *
 * Requests carrying a bearer token on /api/v1 are not cookie-authenticated and skip both.
 */
export function csrfProtection(config: Config): MiddlewareHandler {
  const appOrigin = new URL(config.appUrl).origin;
  return async (c, next) => {
    const safe = SAFE.has(c.req.method) && !(WRITING_GET.test(c.req.path) && getCookie(c, SESSION_COOKIE));
    // A marketing email's one-click unsubscribe (RFC 8058): posted by mail providers, authenticated by its HMAC token.
    if (
      safe ||
      WEBHOOK.test(c.req.path) ||
      UNSUBSCRIBE_PATH.test(c.req.path) ||
      (c.req.path.startsWith('/api/v1/') && bearerToken(c))
    )
      return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const fromApp = site === 'same-origin' || (origin !== undefined && origin === appOrigin);
    const browser = origin !== undefined || site !== undefined;
    if (browser && !fromApp) return refuse(c, config);
    const cookie = getCookie(c, CSRF_COOKIE);
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || cookie !== header || !verifyCsrfToken(config.secret, sessionBinding(c), header)) {
      return refuse(c, config);
    }
    return next();
  };
}

/**
 * 419, with a fresh token for the session cookie the request carried: a stale token (the session
 * ended or changed under the page) then works on the next attempt, and a cross-site attacker still
 * cannot read it.
 */
function refuse(c: Context, config: Config) {
  issueCsrfCookie(c, config);
  const err = publicOf('CSRF_TOKEN_MISMATCH', localeOf(c));
  return c.json({ message: err.message, code: err.code }, 419 as 400);
}

/** What a token is bound to: the session cookie as sent (empty before login). */
const sessionBinding = (c: Context) => getCookie(c, SESSION_COOKIE) ?? '';

/** Keeps a cookie that still verifies for this session; otherwise issues a new one. */
export function issueCsrfCookie(c: Context, config: Config): string {
  const existing = getCookie(c, CSRF_COOKIE);
  const binding = sessionBinding(c);
  const token = existing && verifyCsrfToken(config.secret, binding, existing) ? existing : signCsrfToken(config.secret, binding);
  cookieJar(c, config).set(CSRF_COOKIE, token, { httpOnly: false, maxAgeSeconds: CSRF_MAX_AGE });
  return token;
}
