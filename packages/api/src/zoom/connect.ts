import * as z from 'zod';
import { signState } from '../core/oauth';
import { gated } from '../core/trpc';
import { authorizeUrl } from './api';

/**
 * POST /api/v1/integrations/zoom/connect: where to send the owner to grant access (Zoom's consent page). The
 * `state` binds the answer to this user and business for 10 minutes (core/oauth.ts); the callback does the rest.
 */
export const connect = gated('zoom_integration', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/integrations/zoom/connect',
      errors: ['ZOOM_UNAVAILABLE', 'ZOOM_FAILED'],
      summary: "Start connecting Zoom (answers Zoom's authorize URL)",
      tags: ['integrations'],
    },
  })
  .input(z.object({}).optional())
  .output(z.object({ url: z.string() }))
  .mutation(({ ctx }) => {
    const { config } = ctx.services;
    const state = signState(config.secret, ctx.businessId, ctx.user.id, ctx.now, 'zoom');
    return { url: authorizeUrl(config.zoom, config.appUrl, state) };
  });
