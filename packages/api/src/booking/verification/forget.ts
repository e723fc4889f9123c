import * as z from 'zod';
import { bookingProcedure } from '../procedure';
import { visitorCookieName } from './cookie';

/** POST /api/v1/online-booking/{slug}/verification/forget: "not you?" — this device is no longer verified here. */
export const forgetVisitor = bookingProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/online-booking/{slug}/verification/forget',
      summary: 'Forget the verified visitor on this device (booking page)',
      tags: ['booking'],
    },
  })
  .output(z.object({ visitor: z.null() }))
  .mutation(({ ctx }) => {
    ctx.cookies.delete(visitorCookieName(ctx.scope.businessId));
    return { visitor: null };
  });
