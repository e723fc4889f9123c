import * as z from 'zod';
import { AppError } from '../core/errors';
import { signState } from '../core/oauth';
import { gated } from '../core/trpc';
import { authorizeUrl, clientOf } from './api';

/**
 * POST /api/v1/integrations/google/connect: where to send the owner to grant access (Google's consent page, the
 * calendar scopes only, offline access). The `state` binds the answer to this user and business for 10 minutes
 * (core/oauth.ts, signed for 'google'); the callback (callback.ts) does the rest.
 */
export const connect = gated('online_booking', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/integrations/google/connect',
      errors: ['GOOGLE_UNAVAILABLE'],
      summary: "Start connecting Google Calendar (answers Google's authorize URL)",
      tags: ['integrations'],
    },
  })
  .input(z.object({}).optional())
  .output(z.object({ url: z.string() }))
  .mutation(({ ctx }) => {
    const { config } = ctx.services;
    if (!clientOf(config.google)) throw new AppError('GOOGLE_UNAVAILABLE');
    const state = signState(config.secret, ctx.businessId, ctx.user.id, ctx.now, 'google');
    return { url: authorizeUrl(config.google, config.appUrl, state) };
  });
