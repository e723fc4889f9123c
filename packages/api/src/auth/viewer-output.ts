import { affiliates, businesses, businessSettings, type Db, locations, subscriptions } from '@kairos/db';
import { LOCALES, REGIONS } from '@kairos/db/enums';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import type { Auth } from '../core/context';
import { deepFreeze } from '../core/frozen-output';
import { balances } from '../credits/ledger';
import { settingsOutput, toSettings } from '../settings/output';
import { isReadOnly, summarise } from '../shared/plans';

/** The User of docs/product/account.md as far as it exists. Every response that returns a user goes through this. */
export const viewerOutput = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.enum(LOCALES),
  /** The zone every time on this person's screens is shown in: the business's, else their own, else UTC. */
  timezone: z.string(),
  role: z.enum(['users', 'affiliate', 'admin']),
  is_admin: z.boolean(),
  is_affiliate: z.boolean(),
  is_api_user: z.boolean(),
  is_premium: z.boolean(),
  is_hidden_admin: z.boolean(),
  is_trialing: z.boolean(),
  email_verified_at: z.string().nullable(),
  impersonating: z.boolean(),
  credits_amount: z.number().int(),
  email_credits_amount: z.number().int(),
  subscription: z
    .object({
      plan_name: z.string().nullable(),
      level: z.enum(['trial', 'lite', 'business', 'premium']),
      state: z.enum(['trial', 'subscriber', 'grace_period', 'unsubscriber', 'lapsed']),
      valid: z.boolean(),
      is_trialing: z.boolean(),
      trial_ends_at: z.string(),
      ends_at: z.string().nullable(),
      has_incomplete_payment: z.boolean(),
      read_only: z.boolean(),
    })
    .nullable(),
  business: z
    .object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      timezone: z.string(),
      currency: z.string(),
      region: z.enum(REGIONS),
      phone: z.string().nullable(),
      address_1: z.string().nullable(),
      address_2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      post_code: z.string().nullable(),
      logo_url: z.string().nullable(),
    })
    .nullable(),
  affiliate: z.object({ code: z.string() }).nullable(),
  /** docs/product/account.md: the user's locations, archived ones dropped. */
  locations: z.array(
    z.object({ id: z.string(), title: z.string(), address_1: z.string().nullable(), city: z.string().nullable() }),
  ),
  /** calendar_settings, business_time_settings, payment_settings, dashboard_settings, tax_settings (owners only). */
  settings: settingsOutput.nullable(),
});
export type Viewer = z.infer<typeof viewerOutput>;

export async function loadViewer(
  db: Db,
  auth: Pick<Auth, 'user' | 'session' | 'business' | 'subscription' | 'settings' | 'memo'>,
  now: Date,
): Promise<Viewer> {
  if (auth.memo?.viewer) return auth.memo.viewer as Viewer;
  const u = auth.user;
  // The session query already joined business and subscription; read them only when it did not.
  const preloaded = auth.business !== undefined;
  const [business, sub, affiliate, places, settings, credits] = await Promise.all([
    preloaded
      ? auth.business
      : u.business_id
        ? db.query.businesses.findFirst({ where: eq(businesses.id, u.business_id) })
        : undefined,
    preloaded
      ? auth.subscription
      : u.business_id
        ? db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, u.business_id) })
        : undefined,
    u.is_affiliate ? db.query.affiliates.findFirst({ where: eq(affiliates.user_id, u.id) }) : undefined,
    u.business_id
      ? db
          .select({ id: locations.id, title: locations.title, address_1: locations.address_1, city: locations.city })
          .from(locations)
          .where(and(eq(locations.business_id, u.business_id), isNull(locations.archived_at)))
          .orderBy(asc(locations.sort_key))
      : [],
    preloaded
      ? auth.settings
      : u.business_id
        ? db.query.businessSettings.findFirst({ where: eq(businessSettings.business_id, u.business_id) })
        : undefined,
    // The credit ledger's two balances: one more query (two index seeks), next to the locations one.
    u.business_id ? balances(db, u.business_id) : undefined,
  ]);
  const summary = sub ? summarise(sub, now) : null;
  const viewer: Viewer = {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    locale: u.locale,
    timezone: business?.timezone ?? u.timezone ?? 'UTC',
    role: u.is_admin ? 'admin' : u.is_affiliate ? 'affiliate' : 'users',
    is_admin: u.is_admin,
    is_affiliate: u.is_affiliate,
    is_api_user: u.is_api_user,
    is_premium: u.is_premium,
    is_hidden_admin: u.is_hidden_admin,
    is_trialing: summary?.is_trialing ?? false,
    email_verified_at: u.email_verified_at?.toISOString() ?? null,
    impersonating: Boolean(auth.session?.impersonator_id),
    credits_amount: credits?.sms ?? 0,
    email_credits_amount: credits?.email ?? 0,
    subscription: summary ? { ...summary, read_only: isReadOnly({ subscription: summary }) && !u.is_api_user } : null,
    business: business
      ? {
          id: business.id,
          name: business.name,
          slug: business.slug,
          timezone: business.timezone,
          currency: business.currency,
          region: business.region,
          phone: business.phone,
          address_1: business.address_1,
          address_2: business.address_2,
          city: business.city,
          state: business.state,
          post_code: business.post_code,
          logo_url: business.logo_url,
        }
      : null,
    affiliate: affiliate ? { code: affiliate.code } : null,
    locations: places,
    settings: business ? toSettings(settings, business.id, business.region) : null,
  };
  // Kept with the cached session, frozen whole: GET /user then validates it once (core/frozen-output.ts).
  if (auth.memo) auth.memo.viewer = deepFreeze(viewer);
  return viewer;
}
