import * as z from 'zod';
import { bookingSettingsOf } from '../booking/settings';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { idParam } from '../shared/list-schemas';
import { makeOffer } from './offers';
import { ownEntry } from './owner-entry';
import { freePlaces } from './places';

/**
 * POST /api/v1/waitlist/{id}/offer: the owner offers a place by hand to a waiting client, out of turn
 * (docs/product/booking.md "Waitlist"): the session's place, or the day's first free time in the client's window,
 * held for the business's hold time and sent as the cron's offers are (credits, the client's channel). No room →
 * WAITLIST_NO_ROOM; an entry not waiting (already offered, booked, removed) → WAITLIST_NO_ROOM too.
 */
export const offerPlace = gated('online_booking', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/waitlist/{id}/offer',
      errors: ['WAITLIST_NO_ROOM'],
      summary: 'Offer a place to a waitlisted client',
      tags: ['booking'],
    },
  })
  .input(idParam)
  .output(z.object({ offered: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    const entry = await ownEntry(ctx, input.id);
    if (entry.state !== 'waiting') throw new AppError('WAITLIST_NO_ROOM');
    const settings = await bookingSettingsOf(ctx.db, ctx.businessId);
    const place = (await freePlaces(ctx, settings, [entry])).get(entry.id);
    if (!place) throw new AppError('WAITLIST_NO_ROOM');
    const id = await makeOffer(ctx, ctx, entry, place, settings, true);
    if (!id) throw new AppError('WAITLIST_NO_ROOM');
    return { offered: true };
  });
