import { businesses, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { type Entitlement, summarise } from '../shared/plans';

/**
 * The plan a business is on, for domain code called without a request's
 * guards (the booking page, a job): its subscription and its owner's flags,
 * in one query. Business procedures pass `ctx.entitlement` instead.
 */
export async function entitlementOf(scope: BusinessScope): Promise<Entitlement> {
  const [row] = await scope.db
    .select({ sub: subscriptions, is_premium: users.is_premium, is_api_user: users.is_api_user })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.business_id))
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(subscriptions.business_id, scope.businessId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { subscription: summarise(row.sub, scope.now), is_api_user: row.is_api_user, is_premium: row.is_premium };
}
