import type { Hono } from 'hono';
import { AppError } from '../core/errors';
import { type AppDeps, resolveAuth } from '../http/context';
import { absoluteLink, links } from '../shared/links';
import { exchangeCode, me } from './api';
import { verifyState } from './state';
import { saveZoomConnection } from './store';

export const ZOOM_SCREEN = links.zoomIntegration();

/**
 * GET /api/v1/integrations/zoom/callback: Zoom sends the owner back here with `code` and `state` (or `error`).
 * The state must be this session's (state.ts); then the code is exchanged, the account read (/users/me) and
 * the sealed tokens stored, and the owner lands on the integration screen with `?connected=1` or `?error=<why>`.
 * Anything wrong writes nothing. The plan was checked by zoom.connect, which signed the (10-minute) state.
 */
export function mountZoomCallback(app: Hono, deps: AppDeps): void {
  app.get('/api/v1/integrations/zoom/callback', async (c) => {
    const { config } = deps.services;
    const back = (q: string) => {
      c.header('cache-control', 'no-store');
      return c.redirect(`${absoluteLink(config.appUrl, ZOOM_SCREEN)}?${q}`, 302);
    };
    const now = deps.services.now();
    const auth = await resolveAuth(c, deps, now, false);
    const businessId = auth?.user.business_id ?? null;
    const who = auth && businessId ? { businessId, userId: auth.user.id } : null;
    const code = c.req.query('code');
    if (!verifyState(config.secret, c.req.query('state') ?? '', who, now) || !who) return back('error=state');
    if (!code || code.length > 2000) return back('error=denied');
    try {
      const tokens = await exchangeCode(config.zoom, config.appUrl, code);
      const user = await me(config.zoom, tokens.access_token);
      await saveZoomConnection(deps.db, config, who.businessId, user, tokens, now);
    } catch (e) {
      if (!(e instanceof AppError)) console.error('[zoom] callback', e);
      return back('error=failed');
    }
    return back('connected=1');
  });
}
