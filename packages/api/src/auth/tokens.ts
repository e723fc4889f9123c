import { type Db, userTokens } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, safeEqual, sha256Hex } from '../core/crypto';

type Purpose = 'password_reset' | 'email_verification';

export const RESET_TOKEN_TTL_MIN = 60;
export const VERIFY_TOKEN_TTL_HOURS = 24;

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Db, userId: string, purpose: Purpose, ttlMs: number, now: Date): Promise<string> {
  const id = randomToken();
  const secret = randomToken(20);
  await db.batch([
    db
      .update(userTokens)
      .set({ used_at: now })
      .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at))),
    db.insert(userTokens).values({
      id,
      purpose,
      user_id: userId,
      secret_hash: sha256Hex(secret),
      expires_at: new Date(now.getTime() + ttlMs),
      created_at: now,
    }),
  ]);
  return `${id}.${secret}`;
}

/** Returns the token row if it is genuine, unused and unexpired; does not consume it. */
export async function findValidToken(db: Db, token: string, purpose: Purpose, now: Date) {
  const [id, secret] = token.split('.');
  if (!id || !secret) return null;
  const row = await db.query.userTokens.findFirst({ where: and(eq(userTokens.id, id), eq(userTokens.purpose, purpose)) });
  if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) return null;
  return safeEqual(row.secret_hash, sha256Hex(secret)) ? row : null;
}

/** Consumes a token; false when someone else consumed it first (the update is conditional). */
export async function consumeToken(db: Db, id: string, now: Date): Promise<boolean> {
  const res = await db
    .update(userTokens)
    .set({ used_at: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.used_at)))
    .returning({ id: userTokens.id });
  return res.length === 1;
}
