import * as z from 'zod';
import { businessProcedure } from '../core/trpc';
import { calendarFeedOutput, toFeedOutput } from './output';
import { feedOf } from './store';

/** GET /api/v1/user/calendar-feed: the owner's calendar subscription URL and whether it names clients (made on first read). */
export const get = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/user/calendar-feed',
      summary: 'Calendar feed settings and subscription URL',
      tags: ['settings'],
    },
  })
  .input(z.object({}).optional())
  .output(calendarFeedOutput)
  .query(async ({ ctx }) =>
    toFeedOutput(ctx.services.config, await feedOf(ctx.db, ctx.services.config.secret, ctx.businessId, ctx.now)),
  );
