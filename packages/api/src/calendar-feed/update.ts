import * as z from 'zod';
import { writableProcedure } from '../core/trpc';
import { calendarFeedOutput, toFeedOutput } from './output';
import { setClientNames } from './store';

/** PUT /api/v1/user/calendar-feed: whether the feed's events name the clients (off by default: a phone calendar may be shared). */
export const update = writableProcedure
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/user/calendar-feed',
      summary: 'Update the calendar feed settings',
      tags: ['settings'],
      message: 'settings_saved',
    },
  })
  .input(z.object({ include_client_names: z.boolean() }))
  .output(calendarFeedOutput)
  .mutation(async ({ ctx, input }) =>
    toFeedOutput(
      ctx.services.config,
      await setClientNames(ctx.db, ctx.services.config.secret, ctx.businessId, input.include_client_names, ctx.now),
    ),
  );
