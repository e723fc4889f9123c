import type { Context, Hono } from 'hono';
import { publicOf } from '../core/errors';
import { unsubscribe, unsubscribePage } from '../marketing/unsubscribe';
import { type AppDeps, localeOf } from './context';

/** The one-click path (RFC 8058), exempt from CSRF by path in csrf.ts: a mail provider posts it without a session. */
export const UNSUBSCRIBE_PATH = /^\/api\/marketing\/unsubscribe\/[^/]+\/?$/;

const notFound = (c: Context) => {
  const err = publicOf('NOT_FOUND', localeOf(c));
  return c.json({ message: err.message, code: err.code }, 404);
};

/**
 * A marketing email's unsubscribe link (marketing/unsubscribe.ts). GET answers the business's name, whether the client
 * is opted out already and the client's language (the /unsubscribe/<token> page shows it in that language); POST opts the client out: the mail
 * provider's one-click (List-Unsubscribe-Post, body "List-Unsubscribe=One-Click") and the page's button
 * alike. No session, no CSRF token: the token is the proof. Unknown or forged tokens are 404.
 */
export function mountUnsubscribeRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/marketing/unsubscribe/:token', async (c) => {
    const page = await unsubscribePage(deps.db, deps.services.config.secret, c.req.param('token'));
    if (!page) return notFound(c);
    c.header('cache-control', 'no-store');
    return c.json({ data: page });
  });
  app.post('/api/marketing/unsubscribe/:token', async (c) => {
    const done = await unsubscribe(deps.db, deps.services.config.secret, c.req.param('token'), deps.services.now());
    if (!done) return notFound(c);
    return c.json({ data: done });
  });
}
