import type { Db } from '@kairos/db';
import { finishOAuthConnect } from '../core/oauth';
import type { Services } from '../core/services';
import { links } from '../shared/links';
import { exchangeCode, GoogleError, listCalendars } from './api';
import { saveGoogleConnection } from './store';

export const GOOGLE_SCREEN = links.googleCalendar();

/**
 * Google sent the owner back (core/oauth.ts checks the state and answers `connected=1` or `error=<why>`): the code
 * is exchanged and the sealed tokens stored, with the account's address (its primary calendar's id: no profile
 * scope is asked for). The HTTP route is http/google-callback.ts.
 */
export function finishGoogleConnect(
  deps: { db: Db; services: Services },
  who: { businessId: string; userId: string } | null,
  query: { code: string | undefined; state: string | undefined },
  now: Date,
): Promise<string> {
  const { config } = deps.services;
  const connect = async (code: string, businessId: string) => {
    const tokens = await exchangeCode(config.google, config.appUrl, code);
    const calendars = await listCalendars(config.google, tokens.access_token);
    const email = calendars.find((c) => c.primary)?.id ?? null;
    await saveGoogleConnection(deps.db, config, businessId, email, tokens, now);
  };
  const expected = (e: unknown) => e instanceof GoogleError;
  return finishOAuthConnect({ secret: config.secret, purpose: 'google', connect, expected }, who, query, now);
}
