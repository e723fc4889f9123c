import { businesses, type Db, subscriptions, users } from '@kairos/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isReadOnly, summarise } from '../shared/plans';

/**
 * Of these businesses, the ones that may message their clients now: not read-only (a lapsed trial or plan,
 * an unpaid renewal: shared/plans.ts) unless the owner is an API user, and the owner's account not deleted.
 */
export async function liveBusinesses(db: Db, ids: string[], now: Date): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: businesses.id, sub: subscriptions, is_api_user: users.is_api_user })
    .from(businesses)
    .innerJoin(subscriptions, eq(subscriptions.business_id, businesses.id))
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(and(inArray(businesses.id, ids), isNull(users.deleted_at)));
  return new Set(rows.filter((r) => r.is_api_user || !isReadOnly({ subscription: summarise(r.sub, now) })).map((r) => r.id));
}
