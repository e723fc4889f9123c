import { businesses, type Db, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { hasFeatureNow } from '../billing/running-addons';
import { isReadOnly, summarise } from '../shared/plans';

export type ExportFrequency = 'weekly' | 'monthly';

/** The next run after `from`: a week later, or the same day of the next month (clamped, UTC). */
export function nextRunAfter(from: Date, frequency: ExportFrequency): Date {
  if (frequency === 'weekly') return new Date(from.getTime() + 7 * 86_400_000);
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * Whether the business may have its data exported automatically now: not read-only (a lapsed account
 * exports nothing, docs/product/settings.md) and the feature in its plan, the premium flag or the add-on (docs/product/settings.md).
 * Returns the owner (the recipient) when it may.
 */
export async function exportRecipient(db: Db, businessId: string, now: Date) {
  const [row] = await db
    .select({ sub: subscriptions, owner: users })
    .from(businesses)
    .innerJoin(subscriptions, eq(subscriptions.business_id, businesses.id))
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(businesses.id, businessId));
  if (!row || row.owner.deleted_at) return null;
  const entitlement = { subscription: summarise(row.sub, now), is_api_user: false, is_premium: row.owner.is_premium };
  if (isReadOnly(entitlement)) return null;
  return (await hasFeatureNow(db, businessId, entitlement, 'data_auto_export', now)) ? row.owner : null;
}
