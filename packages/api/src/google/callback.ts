import type { Db } from '@kairos/db';
import { log } from '../core/log';
import type { Services } from '../core/services';
import { links } from '../shared/links';
import { verifyState } from '../zoom/state';
import { exchangeCode, GoogleError, listCalendars } from './api';
import { saveGoogleConnection } from './store';

export const GOOGLE_SCREEN = links.googleCalendar();

/**
 * Google sent the owner back with `code` and `state` (or `error`): the state must be this session's; then the code is
 * exchanged and the sealed tokens stored, with the account's address (its primary calendar's id: no profile scope
 * is asked for). Answers the query the owner lands on the integration screen with: `connected=1` or `error=<why>`.
 * Anything wrong writes nothing. The HTTP route is http/google-callback.ts.
 */
export async function finishGoogleConnect(
  deps: { db: Db; services: Services },
  who: { businessId: string; userId: string } | null,
  query: { code: string | undefined; state: string | undefined },
  now: Date,
): Promise<string> {
  const { config } = deps.services;
  const { code } = query;
  if (!verifyState(config.secret, query.state ?? '', who, now, 'google') || !who) return 'error=state';
  if (!code || code.length > 2000) return 'error=denied';
  try {
    const tokens = await exchangeCode(config.google, config.appUrl, code);
    const calendars = await listCalendars(config.google, tokens.access_token);
    const email = calendars.find((c) => c.primary)?.id ?? null;
    await saveGoogleConnection(deps.db, config, who.businessId, email, tokens, now);
  } catch (e) {
    if (!(e instanceof GoogleError)) log.error('[google] callback', { error: e });
    return 'error=failed';
  }
  return 'connected=1';
}
