import { businesses, clients, type Db } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { publicOf } from '../core/errors';
import { type AppDeps, localeOf } from '../http/context';
import { messageLocale } from '../notification-settings/values';
import { macMatches, parseUnsubscribeToken } from './compose';

/** The one-click path (RFC 8058), exempt from CSRF by path in http/csrf.ts: a mail provider posts it without a session. */
export const UNSUBSCRIBE_PATH = /^\/api\/marketing\/unsubscribe\/[^/]+\/?$/;

/** The client a token names when its HMAC (APP_SECRET, business + client) holds, with the business's name. */
async function clientOf(db: Db, secret: string, token: string) {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return null;
  const [row] = await db
    .select({
      id: clients.id,
      business_id: clients.business_id,
      opt_out: clients.opt_out,
      locale: clients.locale,
      business: businesses.name,
    })
    .from(clients)
    .innerJoin(businesses, eq(businesses.id, clients.business_id))
    .where(eq(clients.id, parsed.clientId))
    .limit(1);
  return row && macMatches(secret, row.business_id, row.id, parsed.mac) ? row : null;
}

const notFound = (c: Context) => {
  const err = publicOf('NOT_FOUND', localeOf(c));
  return c.json({ message: err.message, code: err.code }, 404);
};

/**
 * A marketing email's unsubscribe link (compose.ts). GET answers the business's name, whether the client
 * is opted out already and the client's language (the /unsubscribe/<token> page shows it in that language); POST opts the client out: the mail
 * provider's one-click (List-Unsubscribe-Post, body "List-Unsubscribe=One-Click") and the page's button
 * alike. No session, no CSRF token: the token is the proof. Unknown or forged tokens are 404.
 */
export function mountUnsubscribeRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/marketing/unsubscribe/:token', async (c) => {
    const row = await clientOf(deps.db, deps.services.config.secret, c.req.param('token'));
    if (!row) return notFound(c);
    c.header('cache-control', 'no-store');
    // The page is shown in the client's language (theirs, else the owner's), as the email was (issue 25).
    const locale = await messageLocale(deps.db, row.business_id, row.locale);
    return c.json({ data: { business: row.business, opted_out: row.opt_out, locale } });
  });
  app.post('/api/marketing/unsubscribe/:token', async (c) => {
    const row = await clientOf(deps.db, deps.services.config.secret, c.req.param('token'));
    if (!row) return notFound(c);
    await deps.db
      .update(clients)
      .set({ opt_out: true, updated_at: deps.services.now() })
      .where(and(eq(clients.business_id, row.business_id), eq(clients.id, row.id)));
    return c.json({ data: { business: row.business, opted_out: true } });
  });
}
