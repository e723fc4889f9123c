import { type Db, subscriptionAddons } from '@kairos/db';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { ADDONS, type AddonId } from '../shared/billing';
import { type Entitlement, type Feature, hasFeature } from '../shared/plans';

/** The features a business's add-ons give now: active, or cancelled and not yet at their end. One indexed read. */
export async function runningAddons(db: Db, businessId: string, now: Date): Promise<Feature[]> {
  const rows = await db
    .select({ addon: subscriptionAddons.addon })
    .from(subscriptionAddons)
    .where(
      and(
        eq(subscriptionAddons.business_id, businessId),
        or(isNull(subscriptionAddons.ends_at), gt(subscriptionAddons.ends_at, now)),
      ),
    );
  return rows.flatMap((r) => (r.addon in ADDONS ? [ADDONS[r.addon as AddonId].feature] : []));
}

/** Features an add-on can give: only for these is a plan's "no" worth a read of the add-ons. */
const ADDON_FEATURES: ReadonlySet<Feature> = new Set(Object.values(ADDONS).map((a) => a.feature));

/**
 * Whether the business has `feature` now: its plan, flags or trial (no read), else a running add-on (one
 * read, only for the features an add-on can give). The guards and the screens' "available" flags use this.
 */
export async function hasFeatureNow(
  db: Db,
  businessId: string,
  entitlement: Entitlement,
  feature: Feature,
  now: Date,
): Promise<boolean> {
  if (hasFeature(entitlement, feature)) return true;
  if (!ADDON_FEATURES.has(feature)) return false;
  return hasFeature({ ...entitlement, addons: await runningAddons(db, businessId, now) }, feature);
}
