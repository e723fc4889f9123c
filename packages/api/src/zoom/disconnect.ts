import { zoomConnections } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { gated } from '../core/trpc';
import { revokeToken } from './api';
import { zoomStatusOf, zoomStatusOutput } from './status';
import { loadZoomRow, openZoomSecrets } from './store';

/**
 * GET /api/v1/integrations/zoom/disconnect (docs/product/integrations.md names a GET; http/csrf.ts checks it like a POST for cookie
 * sessions). Revokes the token at Zoom (best effort) and forgets the connection; meetings already made stay
 * in Zoom and their links on the appointments. Disconnecting what is not connected is a no-op.
 */
export const disconnect = gated('zoom_integration', { write: true })
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations/zoom/disconnect',
      errors: ['CSRF_TOKEN_MISMATCH', 'ZOOM_UNAVAILABLE', 'ZOOM_FAILED', 'ZOOM_NOT_CONNECTED'],
      summary: 'Disconnect Zoom',
      tags: ['integrations'],
      message: 'zoom_disconnected',
    },
  })
  .input(z.object({}).optional())
  .output(zoomStatusOutput)
  .mutation(async ({ ctx }) => {
    const { config } = ctx.services;
    const row = await loadZoomRow(ctx.db, ctx.businessId);
    if (row) {
      const secrets = await openZoomSecrets(config, row).catch(() => null);
      await ctx.db.delete(zoomConnections).where(eq(zoomConnections.business_id, ctx.businessId));
      if (secrets && config.zoom.clientId) await revokeToken(config.zoom, secrets.access_token);
    }
    return zoomStatusOf(ctx.db, config, ctx.businessId);
  });
