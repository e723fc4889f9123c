import { businesses, type Db, subscriptions, users } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import type { SubscriptionRow } from '../core/context';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import { pageIsOn } from './procedure';

/**
 * Every table whose rows the booking page shows or decides by (GET /api/v1/online-booking/{slug}: booking/page.ts,
 * procedure.ts, offerings.ts, integrations/provider.ts). Migration 0030 puts a trigger on each that raises the
 * business's row in `booking_page_versions` in the same statement as the write (`users` only for `deleted_at` and
 * `is_premium`, all the page reads of the owner); booking-page-version.test.ts checks each.
 */
export const PAGE_VERSION_TABLES: readonly string[] = [
  'businesses',
  'users',
  'subscriptions',
  'booking_settings',
  'payment_integrations',
  'services',
  'classes',
  'packages',
  'package_services',
  'gift_vouchers',
];

const prepared = new WeakMap<Db, ReturnType<typeof buildVersionQuery>>();
function buildVersionQuery(db: Db) {
  return db
    .select({
      business_id: businesses.id,
      timezone: businesses.timezone,
      version: sql<number>`coalesce((SELECT v.version FROM booking_page_versions v WHERE v.business_id = ${businesses.id}), 0)`,
      // What pageIsOn (shared/plans.ts summarise) reads of the subscription and the owner, nothing more.
      plan_name: subscriptions.plan_name,
      trial_ends_at: subscriptions.trial_ends_at,
      ends_at: subscriptions.ends_at,
      payment_failed_at: subscriptions.payment_failed_at,
      has_incomplete_payment: subscriptions.has_incomplete_payment,
      deleted_at: users.deleted_at,
      is_premium: users.is_premium,
    })
    .from(businesses)
    .innerJoin(subscriptions, eq(subscriptions.business_id, businesses.id))
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(businesses.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare();
}

/** What a kept page is checked against on a view. */
export interface PageVersion {
  /** `business id:number`. */
  version: string;
  /** Epoch ms of the business's next midnight: the vouchers on sale end with a day, so a page lasts a day at most. */
  until: number;
}

/**
 * The version of the booking page behind `slug` now, or null when no business has that slug or its page is off at
 * `now` (the owner deleted, the subscription lapsed or without online booking: what changes with the clock alone,
 * so it is decided on every view). One statement of key lookups (the slug's unique index, the subscription's and
 * the owner's rows, the version's key). A page rendered after reading a version shows at least what that version
 * saw: any write since to what it shows has raised the number.
 */
export async function bookingPageVersion(db: Db, slug: string, now: Date): Promise<PageVersion | null> {
  let q = prepared.get(db);
  if (!q) {
    q = buildVersionQuery(db);
    prepared.set(db, q);
  }
  const [row] = await q.all({ slug: slug.trim().toLowerCase() });
  if (!row) return null;
  // summarise (shared/plans.ts) reads only the subscription's columns selected above.
  const subscription = row as unknown as SubscriptionRow;
  if (!pageIsOn({ owner: row, subscription }, now)) return null;
  return { version: `${row.business_id}:${Number(row.version)}`, until: nextMidnight(row.timezone, now) };
}

/** The start of the zone's next day after `now` (`now` itself for a zone Intl does not know: nothing is kept). */
function nextMidnight(timezone: string, now: Date): number {
  try {
    return toInstant(addDays(toLocal(now.getTime(), timezone).date, 1), 0, timezone);
  } catch {
    return now.getTime();
  }
}
