import { gated } from '../core/trpc';
import { bookingSettingsOutput } from '../shared/booking-schemas';
import { bookingSettingsAnswer } from './output';

/** GET /user/booking-settings: the booking page's settings and what it can offer (docs/product/booking.md). */
export const get = gated('online_booking')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/user/booking-settings',
      summary: 'Online booking page settings',
      tags: ['online-booking'],
    },
  })
  .output(bookingSettingsOutput)
  .query(({ ctx }) => bookingSettingsAnswer(ctx, ctx.business));
