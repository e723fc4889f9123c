import { businesses, creditEntries, type Db, subscriptions, users } from '@kairos/db';
import { LOCALES } from '@kairos/db/enums';
import { eq, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { inTrial, summarise } from '../shared/plans';

/** A user as the admin lists see them: who, which business, where the plan stands, credits. */
export const adminUserOutput = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  locale: z.enum(LOCALES),
  is_affiliate: z.boolean(),
  is_api_user: z.boolean(),
  marketing_available: z.boolean(),
  business: z.object({ id: z.string(), name: z.string(), timezone: z.string() }).nullable(),
  plan_name: z.string().nullable(),
  /** The catalogue key ('business_monthly') for the screens to name in their language; null on a trial without a plan. */
  plan_id: z.string().nullable(),
  /** As the owner's state (shared/plans.ts), except that an owner still in the trial with a plan chosen is 'trial'. */
  state: z.enum(['trial', 'subscriber', 'grace_period', 'unsubscriber', 'lapsed']).nullable(),
  trial_ends_at: z.string().nullable(),
  sign_up_source: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  sms_credits: z.number().int(),
  email_credits: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserOutput>;

/** The newest ledger balance of a channel for the row's business, in the same query. */
const credits = (channel: 'sms' | 'email') => sql<number>`coalesce((
  SELECT ${creditEntries.balance} FROM ${creditEntries}
  WHERE ${creditEntries.business_id} = ${users.business_id} AND ${creditEntries.channel} = ${channel}
  ORDER BY ${creditEntries.seq} DESC LIMIT 1), 0)`;

/** users ⟕ businesses ⟕ subscriptions with both credit balances: one query for a page of rows. */
export function selectAdminUsers(db: Db) {
  return db
    .select({
      user: users,
      business: { id: businesses.id, name: businesses.name, timezone: businesses.timezone },
      subscription: subscriptions,
      sms: credits('sms'),
      email: credits('email'),
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.business_id))
    .leftJoin(subscriptions, eq(subscriptions.business_id, users.business_id));
}

export function countAdminUsers(db: Db, where: SQL) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.business_id))
    .leftJoin(subscriptions, eq(subscriptions.business_id, users.business_id))
    .where(where);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['where']>>[number];

export function toAdminUser(row: Row, now: Date): AdminUser {
  const { user, business, subscription } = row;
  const summary = subscription ? summarise(subscription, now) : null;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    locale: user.locale,
    is_affiliate: user.is_affiliate,
    is_api_user: user.is_api_user,
    marketing_available: user.marketing_available,
    business: business?.id ? business : null,
    plan_name: summary?.plan_name ?? null,
    plan_id: subscription?.plan_id ?? null,
    state: subscription && inTrial(subscription, now) ? 'trial' : (summary?.state ?? null),
    trial_ends_at: summary?.trial_ends_at ?? null,
    sign_up_source: user.sign_up_source,
    created_at: user.created_at.toISOString(),
    deleted_at: user.deleted_at?.toISOString() ?? null,
    sms_credits: Number(row.sms),
    email_credits: Number(row.email),
  };
}
