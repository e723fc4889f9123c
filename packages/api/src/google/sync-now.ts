import * as z from 'zod';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { googleStatusOf, googleStatusOutput } from './status';
import { loadGoogleRow } from './store';
import { syncGoogleBusiness } from './sync';

/**
 * POST /api/v1/integrations/google/sync: "Sync now" on the integration screen (the cron does the same every 5 minutes).
 * A failure is recorded like the cron's and answered as GOOGLE_FAILED.
 */
export const sync = gated('online_booking', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/integrations/google/sync',
      errors: ['GOOGLE_NOT_CONNECTED', 'GOOGLE_FAILED'],
      summary: 'Sync Google Calendar now',
      tags: ['integrations'],
    },
  })
  .input(z.object({}).optional())
  .output(googleStatusOutput)
  .mutation(async ({ ctx }) => {
    const { config } = ctx.services;
    if (!(await loadGoogleRow(ctx.db, ctx.businessId))) throw new AppError('GOOGLE_NOT_CONNECTED');
    if (!(await syncGoogleBusiness({ db: ctx.db, config, now: ctx.now, queue: ctx.services.queue }, ctx.businessId)))
      throw new AppError('GOOGLE_FAILED');
    return googleStatusOf(ctx.db, config, ctx.businessId);
  });
