import * as z from 'zod';
import { AppError } from '../core/errors';
import { hitAs, LIMITS } from '../core/rate-limit';
import type { BusinessScope } from '../core/scope';
import { businessBySlug } from '../core/scope';
import { guarded, middleware, publicProcedure } from '../core/trpc';
import { hasFeature, summarise } from '../shared/plans';
import { bookingSettingsOf } from './settings';

/** Every booking-page call names the page by the business's slug. */
export const bookingPageInput = z.object({ slug: z.string().trim().toLowerCase().min(1).max(60) });

/**
 * Every booking-page call counts against its address (LIMITS.bookingAddress: 600 in 10 minutes), before anything
 * else runs, even the slug lookup; a batch of tRPC calls counts each call. Over it: 429 with Retry-After.
 */
const perAddress = middleware(async ({ ctx, next }) => {
  const limit = LIMITS.bookingAddress(ctx.ip, ctx.services.config.bookingRequestsPerAddress);
  await hitAs(ctx.db, limit, 'BOOKING_TOO_MANY_REQUESTS', ctx.now);
  return next();
});

/**
 * The procedure builder of the public booking page (/online-booking/{slug}): no session; the
 * business comes from the slug and everything after it is scoped to that business through
 * `ctx.scope`, a BusinessScope like the owner's procedures use. An unknown slug and a page
 * that is switched off answer the same NOT_FOUND, so the page says nothing about which.
 * Off: the owner has not switched the page on (booking_settings.enabled), the owner's account is
 * deleted, the subscription no longer lets the business work (lapsed, read-only), or the plan has no
 * online booking. `ctx.bookingSettings` is the page's settings row.
 */
export const bookingProcedure = guarded(
  publicProcedure
    .use(perAddress)
    .input(bookingPageInput)
    .use(async ({ ctx, input, next }) => {
      const found = await businessBySlug(ctx.db, input.slug);
      if (!found || !pageIsOn(found, ctx.now)) throw new AppError('NOT_FOUND');
      const settings = await bookingSettingsOf(ctx.db, found.business.id);
      if (!settings.enabled) throw new AppError('NOT_FOUND');
      const scope: BusinessScope = { db: ctx.db, businessId: found.business.id, business: found.business, now: ctx.now };
      return next({ ctx: { scope, bookingSettings: settings } });
    }),
  ['NOT_FOUND', 'BOOKING_TOO_MANY_REQUESTS'],
);

function pageIsOn(found: NonNullable<Awaited<ReturnType<typeof businessBySlug>>>, now: Date): boolean {
  if (found.owner.deleted_at) return false;
  const subscription = summarise(found.subscription, now);
  if (!subscription.valid && !found.owner.is_premium) return false;
  return hasFeature({ subscription, is_api_user: false, is_premium: found.owner.is_premium }, 'online_booking');
}
