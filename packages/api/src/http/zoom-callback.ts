import type { Hono } from 'hono';
import { finishZoomConnect, ZOOM_SCREEN } from '../zoom/callback';
import { type AppDeps, resolveAuth } from './context';

/**
 * GET /api/v1/integrations/zoom/callback: Zoom sends the owner back here with `code` and `state` (or `error`);
 * zoom/callback.ts checks and stores, and the owner lands on the integration screen with `?connected=1` or
 * `?error=<why>`.
 */
export function mountZoomCallback(app: Hono, deps: AppDeps): void {
  app.get('/api/v1/integrations/zoom/callback', async (c) => {
    const now = deps.services.now();
    const auth = await resolveAuth(c, deps, now, false);
    const businessId = auth?.user.business_id ?? null;
    const who = auth && businessId ? { businessId, userId: auth.user.id } : null;
    const q = await finishZoomConnect(deps, who, { code: c.req.query('code'), state: c.req.query('state') }, now);
    c.header('cache-control', 'no-store');
    return c.redirect(`${deps.services.config.appUrl}${ZOOM_SCREEN}?${q}`, 302);
  });
}
