import { businesses, businessSettings, type Db, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { toLocal } from '../shared/zoned';
import type { BusinessRow, SettingsRow, SubscriptionRow } from './context';
import { AppError } from './errors';
import { defaultSettings } from './settings-defaults';

/**
 * What domain logic needs to act for one business, with no request behind it: the database,
 * the business (its zone, currency, region) and the time. A tRPC business context is one
 * (procedures pass `ctx`); the public booking page builds one from a slug, and queue consumers
 * and the cron from a business id, so the diary, availability and appointment writing are the
 * same functions for all three.
 */
export interface BusinessScope {
  db: Db;
  businessId: string;
  business: BusinessRow;
  now: Date;
  /**
   * The business's settings when the caller already holds them (a business request loads them with the
   * session); absent or null means not loaded: `scopeSettings` reads them then, so no hot path gains a query.
   */
  settings?: SettingsRow | null;
}

/** Today's date (YYYY-MM-DD) in the business's zone. */
export const todayOf = (scope: Pick<BusinessScope, 'now' | 'business'>): string =>
  toLocal(scope.now.getTime(), scope.business.timezone).date;

/** A scope for a job or the cron: the business by id (NOT_FOUND when it is gone). */
export async function loadScope(db: Db, businessId: string, now: Date): Promise<BusinessScope> {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) });
  if (!business) throw new AppError('NOT_FOUND');
  return { db, businessId, business, now };
}

/** The business's settings row, created with the defaults of its region on first use. */
export async function settingsOf(db: Db, businessId: string, region: BusinessRow['region']): Promise<SettingsRow> {
  await db.insert(businessSettings).values(defaultSettings(businessId, region)).onConflictDoNothing();
  const row = await db.query.businessSettings.findFirst({ where: eq(businessSettings.business_id, businessId) });
  return row as SettingsRow;
}

/** The scope's settings: those it carries, else read (and made with the region's defaults on first use). */
export const scopeSettings = (scope: BusinessScope): Promise<SettingsRow> =>
  scope.settings ? Promise.resolve(scope.settings) : settingsOf(scope.db, scope.businessId, scope.business.region);

/** The business behind a public booking page, with its owner and subscription, or null for an unknown slug. */
export async function businessBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ business: businesses, subscription: subscriptions, owner: users })
    .from(businesses)
    .innerJoin(subscriptions, eq(subscriptions.business_id, businesses.id))
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(businesses.slug, slug))
    .limit(1);
  return (row ?? null) as { business: BusinessRow; subscription: SubscriptionRow; owner: typeof users.$inferSelect } | null;
}
