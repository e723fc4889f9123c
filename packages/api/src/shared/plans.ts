/**
 * Plans, features and subscription state (docs/product/billing.md). One module, used by
 * the procedures (guards) and by the screens (menus, blocked-feature notices).
 */
import { GRACE_DAYS } from './billing';

export const PLANS = ['lite', 'business', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export type Level = Plan | 'trial';

export const TRIAL_DAYS = 14;
export const TRIAL_SMS_CREDITS = 5;
export const TRIAL_EMAIL_CREDITS = 5;
export const DATA_RETENTION_DAYS = 90;
/** The spec leaves the reminder day open; we remind three days before the trial ends. */
export const TRIAL_REMINDER_DAYS_BEFORE = 3;

const LITE = [
  'clients',
  'services',
  'appointments',
  'income',
  'expenses',
  'left_to_pay',
  'products',
  'sales',
  'payment_integration',
  'email_notifications',
  'sms_notifications',
] as const;
const BUSINESS = [
  'mileage_tracking',
  'zoom_integration',
  'income_details',
  'classes',
  'gift_vouchers',
  'packages',
  'online_booking',
  'invoicing',
] as const;
const PREMIUM = ['data_auto_export', 'marketing', 'advanced_reporting', 'goals', 'tax'] as const;

export type Feature = (typeof LITE)[number] | (typeof BUSINESS)[number] | (typeof PREMIUM)[number];
export const FEATURES: readonly Feature[] = [...LITE, ...BUSINESS, ...PREMIUM];

export const PLAN_FEATURES: Record<Plan, ReadonlySet<Feature>> = {
  lite: new Set(LITE),
  business: new Set([...LITE, ...BUSINESS]),
  premium: new Set([...LITE, ...BUSINESS, ...PREMIUM]),
};

/** "Premium Annual" → premium; no plan → trial (docs/product/billing.md). */
export function levelOf(planName: string | null | undefined): Level {
  if (!planName) return 'trial';
  const first = planName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return (PLANS as readonly string[]).includes(first) ? (first as Plan) : 'trial';
}

/** The cheapest plan that includes a feature, for "available only on {plan} plan". */
export function lowestPlanWith(feature: Feature): Plan {
  return PLANS.find((p) => PLAN_FEATURES[p].has(feature)) ?? 'premium';
}

export type SubscriptionState = 'trial' | 'subscriber' | 'grace_period' | 'unsubscriber' | 'lapsed';

export interface SubscriptionRow {
  plan_name: string | null;
  trial_ends_at: Date;
  ends_at: Date | null;
  has_incomplete_payment: boolean;
  /** A renewal failed at this instant (Kairos's own billing); cleared by a later success. */
  payment_failed_at?: Date | null;
}

/**
 * Still in the free trial: before `trial_ends_at` with no plan, or with a plan chosen during the trial that the
 * provider has not charged yet (`provider_status` 'trialing': Stripe's `trial_end`, LiqPay's start date are the
 * trial's end). The owner already has the chosen plan's features (`stateOf` says subscriber), but Kairos's own
 * figures (the admin dashboard and lists) count such an owner as trialing: not a subscriber, no revenue yet.
 * admin/plan-sql.ts `inTrialSql` is this rule in SQL.
 */
export function inTrial(
  row: Pick<SubscriptionRow, 'plan_name' | 'trial_ends_at'> & { provider_status?: string | null },
  now: Date,
): boolean {
  return now.getTime() < row.trial_ends_at.getTime() && (!row.plan_name || row.provider_status === 'trialing');
}

export interface SubscriptionSummary {
  plan_name: string | null;
  level: Level;
  state: SubscriptionState;
  valid: boolean;
  is_trialing: boolean;
  trial_ends_at: string;
  ends_at: string | null;
  has_incomplete_payment: boolean;
}

const GRACE_MS = GRACE_DAYS * 86_400_000;

/**
 * docs/product/billing.md's states (docs/DECISIONS.md "Subscriptions"): trial = no plan before trial_ends_at; subscriber = a paid
 * plan renewing; grace_period = a renewal failed less than GRACE_DAYS ago (the plan still works, the payment is
 * incomplete); unsubscriber = auto-renew off, the plan runs until ends_at; lapsed = the trial ended without a plan,
 * ends_at passed, or the grace ran out (read-only).
 */
export function stateOf(row: SubscriptionRow, now: Date): SubscriptionState {
  const t = now.getTime();
  if (!row.plan_name) return t < row.trial_ends_at.getTime() ? 'trial' : 'lapsed';
  if (row.ends_at && t >= row.ends_at.getTime()) return 'lapsed';
  if (row.payment_failed_at) return t < row.payment_failed_at.getTime() + GRACE_MS ? 'grace_period' : 'lapsed';
  return row.ends_at ? 'unsubscriber' : 'subscriber';
}

export function summarise(row: SubscriptionRow, now: Date): SubscriptionSummary {
  const state = stateOf(row, now);
  const failed = Boolean(row.payment_failed_at);
  return {
    plan_name: row.plan_name,
    level: levelOf(row.plan_name),
    state,
    valid: state !== 'lapsed',
    is_trialing: state === 'trial',
    trial_ends_at: row.trial_ends_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
    has_incomplete_payment: row.has_incomplete_payment || (failed && state === 'lapsed'),
  };
}

export interface Entitlement {
  subscription: Pick<SubscriptionSummary, 'valid' | 'is_trialing' | 'has_incomplete_payment' | 'level'>;
  is_api_user: boolean;
  is_premium: boolean;
  /** Features bought as add-ons (shared/billing.ts ADDONS) that are running now. */
  addons?: readonly Feature[];
  /** An admin granted marketing without the premium plan (users.marketing_available). */
  marketing_available?: boolean;
}

/** docs/product/billing.md: read-only when the subscription is not valid or has an incomplete payment, unless trialing. */
export function isReadOnly(e: Pick<Entitlement, 'subscription'>): boolean {
  const s = e.subscription;
  return !s.is_trialing && (!s.valid || s.has_incomplete_payment);
}

/** docs/product/billing.md: form routes need a valid subscription, a trial, or an API user. */
export function canOpenForms(e: Entitlement): boolean {
  return e.is_api_user || e.subscription.is_trialing || e.subscription.valid;
}

/** Trial, API users and the premium flag get everything (docs/product/billing.md). */
export function hasFeature(e: Entitlement, feature: Feature): boolean {
  if (e.is_api_user || e.is_premium || e.subscription.level === 'trial') return true;
  if (feature === 'marketing' && e.marketing_available) return true;
  return PLAN_FEATURES[e.subscription.level].has(feature) || Boolean(e.addons?.includes(feature));
}
