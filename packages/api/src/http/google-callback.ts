import type { Hono } from 'hono';
import { finishGoogleConnect, GOOGLE_SCREEN } from '../google/callback';
import { type AppDeps, resolveAuth } from './context';

/**
 * GET /api/v1/integrations/google/callback: Google sends the owner back here with `code` and `state` (or `error`);
 * google/callback.ts checks and stores, and the owner lands on the integration screen with `?connected=1` or
 * `?error=<why>`.
 */
export function mountGoogleCallback(app: Hono, deps: AppDeps): void {
  app.get('/api/v1/integrations/google/callback', async (c) => {
    const now = deps.services.now();
    const auth = await resolveAuth(c, deps, now, false);
    const businessId = auth?.user.business_id ?? null;
    const who = auth && businessId ? { businessId, userId: auth.user.id } : null;
    const q = await finishGoogleConnect(deps, who, { code: c.req.query('code'), state: c.req.query('state') }, now);
    c.header('cache-control', 'no-store');
    return c.redirect(`${deps.services.config.appUrl}${GOOGLE_SCREEN}?${q}`, 302);
  });
}
