import type { Db } from '@kairos/db';
import { AppError } from '../core/errors';
import { finishOAuthConnect } from '../core/oauth';
import type { Services } from '../core/services';
import { links } from '../shared/links';
import { exchangeCode, me } from './api';
import { saveZoomConnection } from './store';

export const ZOOM_SCREEN = links.zoomIntegration();

/**
 * Zoom sent the owner back (core/oauth.ts checks the state and answers `connected=1` or `error=<why>`): the code is
 * exchanged, the account read (/users/me) and the sealed tokens stored. The plan was checked by zoom.connect, which
 * signed the (10-minute) state. The HTTP route is http/zoom-callback.ts.
 */
export function finishZoomConnect(
  deps: { db: Db; services: Services },
  who: { businessId: string; userId: string } | null,
  query: { code: string | undefined; state: string | undefined },
  now: Date,
): Promise<string> {
  const { config } = deps.services;
  const connect = async (code: string, businessId: string) => {
    const tokens = await exchangeCode(config.zoom, config.appUrl, code);
    const user = await me(config.zoom, tokens.access_token);
    await saveZoomConnection(deps.db, config, businessId, user, tokens, now);
  };
  const expected = (e: unknown) => e instanceof AppError;
  return finishOAuthConnect({ secret: config.secret, purpose: 'zoom', connect, expected }, who, query, now);
}
