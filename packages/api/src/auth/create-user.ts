import { affiliates, businesses, businessSettings, notificationSettings, subscriptions, users } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { zoneOffsetsSql } from '../analytics/zone-offsets';
import type { Ctx, UserRow } from '../core/context';
import { randomToken } from '../core/crypto';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { defaultSettings } from '../core/settings-defaults';
import { appendEntry } from '../credits/ledger';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { newBusinessSettingsRows } from '../notification-settings/templates';
import { TRIAL_DAYS, TRIAL_EMAIL_CREDITS, TRIAL_SMS_CREDITS } from '../shared/plans';
import { uniqueSlug } from './slug';
import { sendVerificationEmail } from './verification';

const DAY = 24 * 60 * 60 * 1000;

/** Regional defaults: the Ukrainian variant is UAH (LiqPay), the English one GBP (Stripe/Square). */
export function regionDefaults(locale: Locale) {
  return locale === 'en'
    ? ({ region: 'GB', currency: 'GBP', timezone: 'Europe/London' } as const)
    : ({ region: 'UK', currency: 'UAH', timezone: 'Europe/Kyiv' } as const);
}

export async function assertEmailFree(ctx: Ctx, email: string): Promise<void> {
  const existing = await ctx.db.query.users.findFirst({ where: eq(users.email, email), columns: { id: true } });
  if (existing) throw emailTaken(ctx.locale);
}

export function emailTaken(locale: Locale): AppError {
  return new AppError('EMAIL_TAKEN', {}, { email: [m.error_email_taken({}, { locale })] });
}

interface OwnerInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  business_name: string;
  locale: Locale;
  timezone?: string;
  referral_code?: string;
}

/** User, business, trial subscription, trial credits and the first message settings are written in one transaction: all or nothing. */
export async function createOwner(ctx: Ctx, input: OwnerInput): Promise<UserRow> {
  await assertEmailFree(ctx, input.email);
  const password_hash = await ctx.services.hasher.hash(input.password);
  const defaults = regionDefaults(input.locale);
  const slug = await uniqueSlug(ctx.db, input.business_name);
  const referrer = input.referral_code
    ? await ctx.db.query.affiliates.findFirst({ where: eq(affiliates.code, input.referral_code) })
    : undefined;
  const userId = crypto.randomUUID();
  const businessId = crypto.randomUUID();
  const trialGrant = { businessId, reason: 'trial_grant', referenceId: null, now: ctx.now } as const;
  const user = await insertAccount(ctx, userId, [
    ctx.db.insert(users).values({
      id: userId,
      email: input.email,
      password_hash,
      first_name: input.first_name,
      last_name: input.last_name,
      locale: input.locale,
      business_id: businessId,
      sign_up_source: referrer ? 'affiliate' : 'direct',
      referred_by_affiliate_id: referrer?.user_id ?? null,
      created_at: ctx.now,
      updated_at: ctx.now,
    }),
    // The zone's offsets before the business: its triggers then keep analytics' daily rollups (migration 0029).
    ctx.db.run(await zoneOffsetsSql(ctx.db, input.timezone ?? defaults.timezone)),
    ctx.db.insert(businesses).values({
      id: businessId,
      owner_user_id: userId,
      name: input.business_name,
      slug,
      timezone: input.timezone ?? defaults.timezone,
      currency: defaults.currency,
      region: defaults.region,
      created_at: ctx.now,
      updated_at: ctx.now,
    }),
    ctx.db.insert(subscriptions).values({
      business_id: businessId,
      trial_ends_at: new Date(ctx.now.getTime() + TRIAL_DAYS * DAY),
      created_at: ctx.now,
      updated_at: ctx.now,
    }),
    // docs/product/account.md: the trial includes 5 SMS and 5 email credits: the first entries of the business's ledger.
    appendEntry(ctx.db, { ...trialGrant, channel: 'sms', delta: TRIAL_SMS_CREDITS }),
    appendEntry(ctx.db, { ...trialGrant, channel: 'email', delta: TRIAL_EMAIL_CREDITS }),
    ctx.db.insert(businessSettings).values(defaultSettings(businessId, defaults.region)),
    // Email confirmations and reminders on from day one, paid by the trial's email credits.
    ctx.db.insert(notificationSettings).values(newBusinessSettingsRows(businessId, ctx.now)),
  ]);
  await welcome(ctx, user, businessId, m.email_welcome_body({ name: user.first_name }, { locale: user.locale }));
  return user;
}

export async function createAffiliate(
  ctx: Ctx,
  input: Omit<OwnerInput, 'business_name' | 'timezone' | 'referral_code'>,
): Promise<UserRow> {
  await assertEmailFree(ctx, input.email);
  const password_hash = await ctx.services.hasher.hash(input.password);
  const userId = crypto.randomUUID();
  const code = randomToken(5).toUpperCase();
  const user = await insertAccount(ctx, userId, [
    ctx.db.insert(users).values({
      id: userId,
      email: input.email,
      password_hash,
      first_name: input.first_name,
      last_name: input.last_name,
      locale: input.locale,
      is_affiliate: true,
      sign_up_source: 'affiliate_register',
      created_at: ctx.now,
      updated_at: ctx.now,
    }),
    ctx.db.insert(affiliates).values({ user_id: userId, code, created_at: ctx.now }),
  ]);
  await welcome(ctx, user, null, m.email_affiliate_welcome_body({ name: user.first_name, code }, { locale: user.locale }));
  return user;
}

/** Writes a new account's rows in one batch (all or nothing); a lost race on the email is EMAIL_TAKEN. */
async function insertAccount(
  ctx: Ctx,
  userId: string,
  writes: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
): Promise<UserRow> {
  try {
    await ctx.db.batch(writes);
  } catch (e) {
    if (uniqueFailed(e, 'users.email')) throw emailTaken(ctx.locale);
    throw e;
  }
  return (await ctx.db.query.users.findFirst({ where: eq(users.id, userId) })) as UserRow;
}

/** The welcome email (in the person's language) and the email verification link. */
async function welcome(ctx: Ctx, user: UserRow, businessId: string | null, body: string): Promise<void> {
  const l = user.locale;
  await queueEmail(
    ctx,
    { to: user.email, business_id: businessId, ...renderEmail(l, m.email_welcome_subject({}, { locale: l }), body) },
    `welcome:${user.id}`,
  );
  await sendVerificationEmail(ctx, user);
}
