import * as z from 'zod';
import { bookingProcedure } from '../booking/procedure';
import { offerByToken, publicOffer } from './find-offer';
import { publicOfferOutput } from './schemas';

export const tokenInput = z.object({ token: z.string().min(10).max(100) });

/**
 * GET /api/v1/online-booking/{slug}/waitlist/offers/{token}: what an offer's link shows (docs/product/booking.md
 * "Waitlist"): the place, until when it is held, and whether it is still open, taken, gone or expired. The token is
 * the credential; another page's is NOT_FOUND.
 */
export const offer = bookingProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/online-booking/{slug}/waitlist/offers/{token}',
      summary: 'A waitlist offer on a public booking page',
      tags: ['booking'],
    },
  })
  .input(tokenInput)
  .output(publicOfferOutput)
  .query(async ({ ctx, input }) => publicOffer(ctx.scope, await offerByToken(ctx.scope, input.token)));
