import type { Context, Hono } from 'hono';
import { renderFeed, validators } from '../calendar-feed/render';
import { feedByToken } from '../calendar-feed/store';
import type { AppDeps } from './context';

/** The feed's URL: the token (32 base32 characters, calendar-feed/token.ts) then `.ics`. */
export const CALENDAR_FEED_PATH = '/api/v1/calendar/:file';

/** Whether a conditional GET may be answered 304 (RFC 9110 13.2.2: If-None-Match first, else If-Modified-Since). */
export function notModified(c: Context, etag: string, lastModified: number): boolean {
  const inm = c.req.header('if-none-match');
  if (inm !== undefined) {
    return inm
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === '*' || t === etag);
  }
  const ims = c.req.header('if-modified-since');
  if (!ims) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && lastModified <= since;
}

/**
 * GET /api/v1/calendar/{token}.ics: the owner's calendar subscription (calendar-feed/render.ts). No session, no
 * CSRF (a read): the token is the proof. An unknown, malformed or regenerated-away token is a bare 404. The
 * validators come from the feed's row alone, so a calendar app polling with If-None-Match / If-Modified-Since
 * costs one indexed read; the body is rendered only when something changed.
 */
export function mountCalendarFeedRoute(app: Hono, deps: AppDeps): void {
  app.get(CALENDAR_FEED_PATH, async (c) => {
    const file = c.req.param('file');
    const head = file.endsWith('.ics') ? await feedByToken(deps.db, file.slice(0, -4)) : null;
    if (!head) {
      c.header('cache-control', 'no-store');
      return c.body(null, 404);
    }
    const now = deps.services.now();
    const { etag, lastModified } = validators(head, now);
    const headers = {
      etag,
      'last-modified': new Date(lastModified).toUTCString(),
      'cache-control': 'private, max-age=0, must-revalidate',
      'referrer-policy': 'no-referrer',
    };
    if (notModified(c, etag, lastModified)) return new Response(null, { status: 304, headers });
    const body = await renderFeed(deps.db, head, now);
    return new Response(body, {
      status: 200,
      headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8' },
    });
  });
}
