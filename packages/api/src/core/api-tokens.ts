import { apiTokens, type Db, users } from '@kairos/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
 * Issues a token and makes its user an API user (full access, docs/product/appointments.md) in one batch.
 * The plaintext is returned once.
 */
export async function issueApiUserToken(db: Db, userId: string, name: string, now: Date) {
  const token = `${API_TOKEN_PREFIX}${randomToken(24)}`;
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(apiTokens).values({ id, user_id: userId, name, token_hash: sha256Hex(token), created_at: now }),
    db.update(users).set({ is_api_user: true, updated_at: now }).where(eq(users.id, userId)),
  ]);
  return { id, token };
}

/**
 * Revokes one token at once: bearer tokens are never cached (http/context.ts resolves them on every
 * request, and a revoked row no longer matches), so the very next call with it is 401. When it was the
 * user's last live token, the user stops being an API user in the same batch: full access came with
 * the API and leaves with it (docs: admin-tools). Returns the token's user id, or null when there was
 * no live token with that id.
 */
export async function revokeApiToken(db: Db, tokenId: string, now: Date): Promise<string | null> {
  const row = await db.query.apiTokens.findFirst({ where: eq(apiTokens.id, tokenId), columns: { user_id: true } });
  if (!row) return null;
  const [revoked] = await db.batch([
    db
      .update(apiTokens)
      .set({ revoked_at: now })
      .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revoked_at)))
      .returning({ id: apiTokens.id }),
    db
      .update(users)
      .set({ is_api_user: false, updated_at: now })
      .where(
        and(
          eq(users.id, row.user_id),
          sql`NOT EXISTS (SELECT 1 FROM ${apiTokens} WHERE ${apiTokens.user_id} = ${row.user_id} AND ${apiTokens.revoked_at} IS NULL)`,
        ),
      ),
  ]);
  return revoked.length ? row.user_id : null;
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
