import { businesses, businessSettings, type Db, sessions, subscriptions, users } from '@kairos/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { BusinessRow, SessionRow, SettingsRow, SubscriptionRow, UserRow } from './context';
import { randomToken, safeEqual, sha256Hex } from './crypto';

/**
 * Sessions after the Lucia guide (lucia v3 itself is deprecated by its authors).
 * The cookie holds `<id>.<secret>`; the table keeps only SHA-256(secret), so a
 * leaked database cannot be replayed as cookies.
 */
export const SESSION_COOKIE = 'kairos_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Expiry slides forward once less than half the lifetime remains. */
const REFRESH_BELOW_MS = SESSION_TTL_MS / 2;

export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  impersonatorId: string | null = null,
): Promise<{ token: string; session: SessionRow }> {
  const id = randomToken();
  const secret = randomToken(20);
  const [session] = await db
    .insert(sessions)
    .values({
      id,
      secret_hash: sha256Hex(secret),
      user_id: userId,
      impersonator_id: impersonatorId,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      created_at: now,
    })
    .returning();
  return { token: `${id}.${secret}`, session: session as SessionRow };
}

export interface ValidSession {
  session: SessionRow;
  user: UserRow;
  business: BusinessRow | null;
  subscription: SubscriptionRow | null;
  settings: SettingsRow | null;
  /** True when the expiry moved and the cookie should be re-sent. */
  refreshed: boolean;
}

export async function validateSessionToken(db: Db, token: string, now: Date): Promise<ValidSession | null> {
  const [id, secret] = token.split('.');
  if (!id || !secret) return null;
  const row = (await sessionQuery(db).execute({ id }))[0];
  if (!row || !safeEqual(row.session.secret_hash, sha256Hex(secret))) return null;
  if (row.session.expires_at.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let refreshed = false;
  if (row.session.expires_at.getTime() - now.getTime() < REFRESH_BELOW_MS) {
    row.session.expires_at = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expires_at: row.session.expires_at }).where(eq(sessions.id, id));
    refreshed = true;
  }
  return {
    session: row.session,
    user: row.user,
    business: row.business,
    subscription: row.subscription,
    settings: row.settings,
    refreshed,
  };
}

/**
 * Session, user, business and subscription in one prepared query: the whole
 * per-request cost of knowing who is calling and what they may do.
 */
const prepared = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();
function buildSessionQuery(db: Db) {
  return db
    .select({ session: sessions, user: users, business: businesses, subscription: subscriptions, settings: businessSettings })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(businesses, eq(businesses.id, users.business_id))
    .leftJoin(subscriptions, eq(subscriptions.business_id, users.business_id))
    .leftJoin(businessSettings, eq(businessSettings.business_id, users.business_id))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(users.deleted_at)))
    .limit(1)
    .prepare();
}
function sessionQuery(db: Db) {
  let q = prepared.get(db);
  if (!q) {
    q = buildSessionQuery(db);
    prepared.set(db, q);
  }
  return q;
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password change or reset), optionally keeping the current one. */
export async function invalidateUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)) : eq(sessions.user_id, userId));
}
