import { apiTokens, type Db } from '@kairos/db';
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
