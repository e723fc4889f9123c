import { apiTokens, type Db } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, sha256Hex } from './crypto';

export const API_TOKEN_PREFIX = 'kairos_';

/**
 * Issues a bearer token for an API user. The plaintext is returned once; only
 * its SHA-256 is stored. (Admins issue tokens from the admin area.)
 */
export async function issueApiToken(
  db: Db,
  userId: string,
  name: string,
  now = new Date(),
): Promise<{ id: string; token: string }> {
  const token = `${API_TOKEN_PREFIX}${randomToken(24)}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ user_id: userId, name, token_hash: sha256Hex(token), created_at: now })
    .returning();
  return { id: row?.id ?? '', token };
}

/**
 * Revokes every live bearer token of a user. A password change or reset ends every way in that
 * the old password could have handed out: sessions and API tokens alike (an admin issues new
 * tokens). Returns how many were revoked.
 */
export async function revokeUserApiTokens(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revoked_at: now })
    .where(and(eq(apiTokens.user_id, userId), isNull(apiTokens.revoked_at)))
    .returning({ id: apiTokens.id });
  return rows.length;
}
