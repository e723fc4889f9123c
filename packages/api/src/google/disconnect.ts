import { externalBusy, googleConnections, googleEvents, googleSyncTokens } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { gated } from '../core/trpc';
import { revokeToken } from './api';
import { stopAllChannels } from './channels';
import { googleStatusOf, googleStatusOutput } from './status';
import { googleAccessToken, loadGoogleRow, openGoogleSecrets } from './store';

/**
 * GET /api/v1/integrations/google/disconnect (a GET like the other integrations' disconnects; http/csrf.ts checks it
 * like a POST for cookie sessions). Revokes the grant at Google (the refresh token: best effort) and forgets the
 * connection, its sync tokens, the busy times it brought in and the event ids of what it wrote; events already
 * written stay in the owner's Google calendar; its push channels are stopped first. Disconnecting what is not
 * connected is a no-op.
 */
export const disconnect = gated('online_booking', { write: true })
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/integrations/google/disconnect',
      errors: ['CSRF_TOKEN_MISMATCH'],
      summary: 'Disconnect Google Calendar',
      tags: ['integrations'],
      message: 'google_disconnected',
    },
  })
  .input(z.object({}).optional())
  .output(googleStatusOutput)
  .mutation(async ({ ctx }) => {
    const { config } = ctx.services;
    const row = await loadGoogleRow(ctx.db, ctx.businessId);
    if (row) {
      const secrets = await openGoogleSecrets(config, row).catch(() => null);
      const mine = ctx.businessId;
      const deps = { db: ctx.db, config, now: ctx.now };
      const token = await googleAccessToken(deps, mine).catch(() => null);
      await stopAllChannels(deps, mine, token);
      await ctx.db.batch([
        ctx.db.delete(googleConnections).where(eq(googleConnections.business_id, mine)),
        ctx.db.delete(googleSyncTokens).where(eq(googleSyncTokens.business_id, mine)),
        ctx.db.delete(externalBusy).where(eq(externalBusy.business_id, mine)),
        ctx.db.delete(googleEvents).where(eq(googleEvents.business_id, mine)),
      ]);
      if (secrets && config.google.clientId) await revokeToken(config.google, secrets.refresh_token);
    }
    return googleStatusOf(ctx.db, config, ctx.businessId);
  });
