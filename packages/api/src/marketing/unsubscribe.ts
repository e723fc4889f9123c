import { businesses, clients, type Db } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq } from 'drizzle-orm';
import { messageLocale } from '../notification-settings/values';
import { macMatches, parseUnsubscribeToken } from './compose';

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

/**
 * What a marketing email's unsubscribe link (compose.ts) shows: the business's name, whether the client is opted
 * out already and the client's language (theirs, else the owner's, as the email was: issue 25), or null for an
 * unknown or forged token. Served by http/unsubscribe-routes.ts.
 */
export async function unsubscribePage(
  db: Db,
  secret: string,
  token: string,
): Promise<{ business: string; opted_out: boolean; locale: Locale } | null> {
  const row = await clientOf(db, secret, token);
  if (!row) return null;
  const locale = await messageLocale(db, row.business_id, row.locale);
  return { business: row.business, opted_out: row.opt_out, locale };
}

/** Opts the client a token names out of marketing, or null for an unknown or forged token. */
export async function unsubscribe(
  db: Db,
  secret: string,
  token: string,
  now: Date,
): Promise<{ business: string; opted_out: true } | null> {
  const row = await clientOf(db, secret, token);
  if (!row) return null;
  await db
    .update(clients)
    .set({ opt_out: true, updated_at: now })
    .where(and(eq(clients.business_id, row.business_id), eq(clients.id, row.id)));
  return { business: row.business, opted_out: true };
}
