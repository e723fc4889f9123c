import { clients, waitlistEntries, waitlistOffers } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { manageTokenFor } from '../booking/manage-token';
import { placeBooking } from '../booking/place';
import { publicBookingOf, rereadBooking } from '../booking/present';
import { bookingProcedure } from '../booking/procedure';
import type { BookingSettingsRow } from '../booking/settings';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { type BookInput, bookOutput } from '../shared/booking-schemas';
import { type FoundOffer, offerByToken } from './find-offer';
import { tokenInput } from './offer';
import { type Deps, endOffers } from './offers';
import { freePlaces } from './places';

/** What the booking path answers when the place is no longer there for this client. */
const LOST = new Set([
  'CLASS_SESSION_FULL',
  'BOOKING_SLOT_TAKEN',
  'BOOKING_OUTSIDE_WINDOW',
  'BOOKING_ALREADY_BOOKED',
  'NOT_FOUND',
]);
/** A claimed offer (another tap of the same link booking it) is waited for this long, then read again. */
const CLAIM_WAIT_MS = 10_000;

/**
 * POST /api/v1/online-booking/{slug}/waitlist/offers/{token}/confirm: one tap books the offered place
 * (docs/product/booking.md "Waitlist"; docs/DECISIONS.md "Waitlist"). Exactly once: the offer is claimed by one guarded
 * UPDATE (open, within its hold → claimed), so a second tap of the same link waits for the first and answers its
 * booking; the place itself is taken by the booking page's own path (booking/place.ts: the free-time transaction
 * for an appointment, the one-statement space check for a class place; a deposit holds it for payment as any online
 * booking), so clients racing with different offers make one booking. The winner's offer is taken and its entry
 * booked; a loser's offer is gone (WAITLIST_PLACE_GONE, translated), its entry back in the queue, and every client
 * whose offered place has none left is told once.
 */
export const confirm = bookingProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/online-booking/{slug}/waitlist/offers/{token}/confirm',
      errors: [
        'BOOKING_PAUSED',
        'BOOKING_TERMS_REQUIRED',
        'BOOKING_PAYMENT_UNAVAILABLE',
        'INTEGRATION_UNREACHABLE',
        'WAITLIST_PLACE_GONE',
        'WAITLIST_OFFER_EXPIRED',
      ],
      summary: 'Book a place offered from the waitlist',
      tags: ['booking'],
    },
  })
  .input(
    tokenInput.extend({
      agreed_terms: z.boolean().default(false),
      answer: z.string().trim().max(1000).optional(),
      client_address: z.string().trim().min(3).max(300).optional(),
    }),
  )
  .output(bookOutput)
  .mutation(async ({ ctx, input }) => {
    const { scope, bookingSettings: settings } = ctx;
    const deps = { db: ctx.db, services: ctx.services };
    if (settings.paused) throw new AppError('BOOKING_PAUSED');
    if (settings.terms && !input.agreed_terms) throw new AppError('BOOKING_TERMS_REQUIRED');
    let found = await offerByToken(scope, input.token);
    const o = waitlistOffers;
    const mine = scopeToBusiness(o, scope.businessId, eq(o.id, found.offer.id));
    const claimed = await ctx.db
      .update(o)
      .set({ state: 'claimed', updated_at: scope.now })
      .where(and(mine, eq(o.state, 'open')))
      .returning({ expires_at: o.expires_at });
    if (!claimed.length) {
      found = await settled(scope, input.token, found);
      return answerFor(deps, scope, settings, found);
    }
    if ((claimed[0]?.expires_at.getTime() ?? 0) <= scope.now.getTime()) {
      await ctx.db
        .update(o)
        .set({ state: 'expired', updated_at: scope.now })
        .where(and(mine, eq(o.state, 'claimed')));
      await ctx.db
        .update(waitlistEntries)
        .set({ state: 'expired', updated_at: scope.now })
        .where(and(eq(waitlistEntries.id, found.entry.id), eq(waitlistEntries.state, 'offered')));
      throw new AppError('WAITLIST_OFFER_EXPIRED');
    }
    const { entry, offer } = found;
    const booking: BookInput =
      entry.kind === 'class'
        ? { kind: 'class', session_id: entry.session_id ?? '', agreed_terms: input.agreed_terms }
        : {
            kind: 'appointment',
            service_id: entry.service_id ?? '',
            start_at: offer.start_at.toISOString(),
            agreed_terms: input.agreed_terms,
            ...(input.answer ? { answer: input.answer } : {}),
            ...(input.client_address ? { client_address: input.client_address } : {}),
          };
    const [client] = await ctx.db
      .select({ email: clients.email })
      .from(clients)
      .where(scopeToBusiness(clients, scope.businessId, eq(clients.id, entry.client_id)));
    let placed: Awaited<ReturnType<typeof placeBooking>>;
    try {
      placed = await placeBooking(deps, scope, settings, entry.client_id, booking, {
        locale: entry.locale,
        email: client?.email ?? null,
      });
    } catch (e) {
      if (e instanceof AppError && LOST.has(e.appCode)) {
        await endOffers(deps, scope, [offer.id], 'claimed');
        throw new AppError('WAITLIST_PLACE_GONE');
      }
      // Anything else (a missing address, a provider down): the offer stays the client's to try again.
      await ctx.db
        .update(o)
        .set({ state: 'open', updated_at: scope.now })
        .where(and(mine, eq(o.state, 'claimed')));
      throw e;
    }
    await ctx.db.batch([
      ctx.db
        .update(o)
        .set({ state: 'taken', booking_id: placed.row.id, updated_at: scope.now })
        .where(and(mine, eq(o.state, 'claimed'))),
      ctx.db
        .update(waitlistEntries)
        .set({ state: 'booked', updated_at: scope.now })
        .where(scopeToBusiness(waitlistEntries, scope.businessId, eq(waitlistEntries.id, entry.id))),
    ]);
    await endFilledOffers(deps, scope, settings, offer.place);
    const row = await rereadBooking(scope, placed.row.id);
    return { booking: await publicBookingOf(scope, row, settings), manage_token: placed.token, payment: placed.payment };
  });

/** A claimed offer is being booked by another tap of the same link: wait for it to settle, then read it again. */
async function settled(scope: BusinessScope, token: string, found: FoundOffer): Promise<FoundOffer> {
  let current = found;
  const until = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    current = await offerByToken(scope, token);
    if (current.offer.state !== 'claimed' || Date.now() > until) return current;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The answer for an offer this request did not claim: its booking when taken, else why not. */
async function answerFor(deps: Deps, scope: BusinessScope, settings: BookingSettingsRow, found: FoundOffer) {
  const { offer } = found;
  if (offer.state === 'taken' && offer.booking_id) {
    const row = await rereadBooking(scope, offer.booking_id);
    return {
      booking: await publicBookingOf(scope, row, settings),
      manage_token: manageTokenFor(deps.services.config.secret, row.id),
      payment: null,
    };
  }
  if (offer.state === 'expired' || (offer.state === 'open' && offer.expires_at <= scope.now)) {
    throw new AppError('WAITLIST_OFFER_EXPIRED');
  }
  throw new AppError('WAITLIST_PLACE_GONE');
}

/**
 * After a place was taken: the other live offers of the same place whose entry has no room left now (or whose first
 * free time moved) are gone, and their clients told once (offers.ts endOffers).
 */
async function endFilledOffers(deps: Deps, scope: BusinessScope, settings: BookingSettingsRow, place: string) {
  const o = waitlistOffers;
  const others = await deps.db
    .select({ offer: o, entry: waitlistEntries })
    .from(o)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, o.entry_id))
    .where(scopeToBusiness(o, scope.businessId, eq(o.place, place), eq(o.state, 'open')));
  if (!others.length) return;
  const room = await freePlaces(
    scope,
    settings,
    others.map((x) => x.entry),
  );
  const ended = others.filter((x) => room.get(x.entry.id)?.place !== x.offer.place).map((x) => x.offer.id);
  await endOffers(deps, scope, ended);
}
