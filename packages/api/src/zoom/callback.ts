import type { Db } from '@kairos/db';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import type { Services } from '../core/services';
import { exchangeCode, me } from './api';
import { verifyState } from './state';
import { saveZoomConnection } from './store';

export const ZOOM_SCREEN = '/account-setup/integrations/zoom-integration';

/**
 * Zoom sent the owner back with `code` and `state` (or `error`): the state must be this session's (state.ts); then
 * the code is exchanged, the account read (/users/me) and the sealed tokens stored. Answers the query the owner
 * lands on the integration screen with: `connected=1` or `error=<why>`. Anything wrong writes nothing. The plan was
 * checked by zoom.connect, which signed the (10-minute) state. The HTTP route is http/zoom-callback.ts.
 */
export async function finishZoomConnect(
  deps: { db: Db; services: Services },
  who: { businessId: string; userId: string } | null,
  query: { code: string | undefined; state: string | undefined },
  now: Date,
): Promise<string> {
  const { config } = deps.services;
  const { code } = query;
  if (!verifyState(config.secret, query.state ?? '', who, now) || !who) return 'error=state';
  if (!code || code.length > 2000) return 'error=denied';
  try {
    const tokens = await exchangeCode(config.zoom, config.appUrl, code);
    const user = await me(config.zoom, tokens.access_token);
    await saveZoomConnection(deps.db, config, who.businessId, user, tokens, now);
  } catch (e) {
    if (!(e instanceof AppError)) log.error('[zoom] callback', { error: e });
    return 'error=failed';
  }
  return 'connected=1';
}
