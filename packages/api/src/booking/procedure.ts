import { bookingSettings, businesses, type Db, subscriptions, users } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { BusinessRow, SubscriptionRow } from '../core/context';
import { AppError } from '../core/errors';
import { hitAs, LIMITS } from '../core/rate-limit';
import type { BusinessScope } from '../core/scope';
import { guarded, middleware, publicProcedure } from '../core/trpc';
import { WatchedCache } from '../core/watched-cache';
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

/** Every table the page's lookup reads (page-cache.test.ts checks it against the statements it sends). */
export const PAGE_TABLES: ReadonlySet<string> = new Set(['businesses', 'subscriptions', 'users', 'booking_settings']);

/**
 * The business, owner, subscription and page settings behind a slug, kept a few seconds per slug (every call of a
 * visitor's page asks for them): forgotten at once on any write to PAGE_TABLES through this database (core/watched-
 * cache.ts); whether the page is on is still decided on every call with its own clock.
 */
const pages = new WatchedCache<{
  found: FoundPage;
  settings: Awaited<ReturnType<typeof bookingSettingsOf>>;
} | null>(PAGE_TABLES, 5_000);

const pageOf = (db: BusinessScope['db'], slug: string, now: Date, fresh: boolean) => {
  const compute = async () => {
    const found = await pageBySlug(db, slug);
    return found ? { found, settings: found.settings ?? (await bookingSettingsOf(db, found.business.id)) } : null;
  };
  // A page rendered to be kept under the version it read must not show an older lookup (another isolate's edit).
  return fresh ? compute() : pages.get(db, slug, now.getTime(), compute);
};

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
      const page = await pageOf(ctx.db, input.slug, ctx.now, ctx.freshReads === true);
      if (!page || !pageIsOn(page.found, ctx.now)) throw new AppError('NOT_FOUND');
      const { found, settings } = page;
      if (!settings.enabled) throw new AppError('NOT_FOUND');
      const scope: BusinessScope = { db: ctx.db, businessId: found.business.id, business: found.business, now: ctx.now };
      return next({ ctx: { scope, bookingSettings: settings } });
    }),
  ['NOT_FOUND', 'BOOKING_TOO_MANY_REQUESTS'],
);

/**
 * The business behind a page (core/scope.ts businessBySlug) with its booking settings (null until the owner first
 * saves them), in one prepared statement: every booking-page call starts here, so it is built once per database.
 */
const prepared = new WeakMap<Db, ReturnType<typeof buildPageQuery>>();
function buildPageQuery(db: Db) {
  return db
    .select({ business: businesses, subscription: subscriptions, owner: users, settings: bookingSettings })
    .from(businesses)
    .innerJoin(subscriptions, eq(subscriptions.business_id, businesses.id))
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .leftJoin(bookingSettings, eq(bookingSettings.business_id, businesses.id))
    .where(eq(businesses.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare();
}

export interface FoundPage {
  business: BusinessRow;
  subscription: SubscriptionRow;
  owner: typeof users.$inferSelect;
  settings: typeof bookingSettings.$inferSelect | null;
}

async function pageBySlug(db: Db, slug: string): Promise<FoundPage | null> {
  let q = prepared.get(db);
  if (!q) {
    q = buildPageQuery(db);
    prepared.set(db, q);
  }
  const [row] = await q.all({ slug });
  return (row ?? null) as FoundPage | null;
}

/** Whether the page is on at `now` as far as the owner and the subscription go (the settings' switch is apart). */
export function pageIsOn(
  found: { owner: Pick<FoundPage['owner'], 'deleted_at' | 'is_premium'>; subscription: SubscriptionRow },
  now: Date,
): boolean {
  if (found.owner.deleted_at) return false;
  const subscription = summarise(found.subscription, now);
  if (!subscription.valid && !found.owner.is_premium) return false;
  return hasFeature({ subscription, is_api_user: false, is_premium: found.owner.is_premium }, 'online_booking');
}
