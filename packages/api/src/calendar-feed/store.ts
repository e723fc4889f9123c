import { businesses, calendarFeeds, type Db, users } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import { sha256Hex } from '../core/crypto';
import { feedTokenFor, newNonce, TOKEN_SHAPE } from './token';

export type FeedRow = typeof calendarFeeds.$inferSelect;

/** The business's feed, made on first use (a race of two first reads keeps one row: the insert does nothing twice). */
export async function feedOf(db: Db, secret: string, businessId: string, now: Date): Promise<FeedRow> {
  const found = await db.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.business_id, businessId) });
  if (found) return found;
  const nonce = newNonce();
  await db
    .insert(calendarFeeds)
    .values({
      business_id: businessId,
      nonce,
      token_hash: sha256Hex(feedTokenFor(secret, businessId, nonce)),
      changed_at: now,
      created_at: now,
    })
    .onConflictDoNothing();
  return (await db.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.business_id, businessId) })) as FeedRow;
}

/** A new token: the old URL stops answering with this statement. */
export async function regenerateFeed(db: Db, secret: string, businessId: string, now: Date): Promise<FeedRow> {
  await feedOf(db, secret, businessId, now);
  const nonce = newNonce();
  const [row] = await db
    .update(calendarFeeds)
    .set({
      nonce,
      token_hash: sha256Hex(feedTokenFor(secret, businessId, nonce)),
      version: sql`${calendarFeeds.version} + 1`,
      changed_at: now,
    })
    .where(eq(calendarFeeds.business_id, businessId))
    .returning();
  return row as FeedRow;
}

/** Switches client names in the feed on or off (a change is a new version of the feed). */
export async function setClientNames(db: Db, secret: string, businessId: string, on: boolean, now: Date): Promise<FeedRow> {
  const feed = await feedOf(db, secret, businessId, now);
  if (feed.include_client_names === on) return feed;
  const [row] = await db
    .update(calendarFeeds)
    .set({ include_client_names: on, version: sql`${calendarFeeds.version} + 1`, changed_at: now })
    .where(eq(calendarFeeds.business_id, businessId))
    .returning();
  return row as FeedRow;
}

/** The token lookup, prepared once per database (no query building on a calendar app's every poll). */
const byTokenHash = new WeakMap<Db, ReturnType<typeof buildByTokenHash>>();
function buildByTokenHash(db: Db) {
  return db
    .select({
      business_id: calendarFeeds.business_id,
      include_client_names: calendarFeeds.include_client_names,
      version: calendarFeeds.version,
      changed_at: calendarFeeds.changed_at,
      timezone: businesses.timezone,
      name: businesses.name,
      locale: users.locale,
    })
    .from(calendarFeeds)
    .innerJoin(businesses, eq(businesses.id, calendarFeeds.business_id))
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(calendarFeeds.token_hash, sql.placeholder('hash')))
    .limit(1)
    .prepare();
}

/**
 * The feed a URL's token opens, with what its validators need (the zone for today's date, the owner's language),
 * in one prepared query by the token's SHA-256 on a unique index: the database compares digests, never the
 * secret, so the lookup's time says nothing about how much of a guess was right. Null for anything unknown.
 */
export async function feedByToken(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  let q = byTokenHash.get(db);
  if (!q) {
    q = buildByTokenHash(db);
    byTokenHash.set(db, q);
  }
  const [row] = await q.all({ hash: sha256Hex(token) });
  return row ?? null;
}
export type FeedHead = NonNullable<Awaited<ReturnType<typeof feedByToken>>>;
