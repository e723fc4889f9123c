import { BILLINGS } from '@kairos/db/enums';
import type { Feature, Plan } from './plans';

/**
 * What Kairos charges (docs/product/billing.md): plans monthly or annual (annual = 10 months, "2 months free"),
 * prices including VAT for GB and OTHER in GBP (Stripe), in UAH for the Ukrainian variant
 * (LiqPay). The spec gives no amounts; these are ours (docs/DECISIONS.md "Subscriptions").
 */
export { BILLINGS };
export type Billing = (typeof BILLINGS)[number];
export type BillingCurrency = 'GBP' | 'UAH';
export type BillingProvider = 'stripe' | 'liqpay';

/** Monthly price in minor units, per currency. */
export const PLAN_MONTHLY_PRICE: Record<BillingCurrency, Record<Plan, number>> = {
  GBP: { lite: 1000, business: 2000, premium: 3000 },
  UAH: { lite: 29_900, business: 59_900, premium: 89_900 },
};

/** Annual = 10 × monthly. */
export const ANNUAL_MONTHS_CHARGED = 10;

/** Plan catalogue keys: 'business_annual'. */
export type PlanId = `${Plan}_${Billing}`;
export const PLAN_IDS: readonly PlanId[] = (['lite', 'business', 'premium'] as const).flatMap((p) =>
  BILLINGS.map((b) => `${p}_${b}` as PlanId),
);

export function parsePlanId(id: string): { plan: Plan; billing: Billing } | null {
  const [plan, billing] = id.split('_');
  if (!plan || !billing) return null;
  if (!(['lite', 'business', 'premium'] as string[]).includes(plan)) return null;
  if (!(BILLINGS as readonly string[]).includes(billing)) return null;
  return { plan: plan as Plan, billing: billing as Billing };
}

export function planPrice(id: PlanId, currency: BillingCurrency): number {
  const parsed = parsePlanId(id);
  if (!parsed) throw new Error(`unknown plan ${id}`);
  const monthly = PLAN_MONTHLY_PRICE[currency][parsed.plan];
  return parsed.billing === 'annual' ? monthly * ANNUAL_MONTHS_CHARGED : monthly;
}

/** "Business Annual": the stored plan_name, whose first word is the level (docs/product/billing.md). */
export function planDisplayName(id: PlanId): string {
  const parsed = parsePlanId(id);
  if (!parsed) return id;
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return `${cap(parsed.plan)} ${cap(parsed.billing)}`;
}

/** Plan order for upgrade (now, prorated) versus downgrade (at the end of the period). */
export const PLAN_RANK: Record<Plan, number> = { lite: 1, business: 2, premium: 3 };

/** Add-ons: a premium feature bought on top of lite or business; monthly, minor units. */
export const ADDONS = {
  marketing: { feature: 'marketing', price: { GBP: 500, UAH: 14_900 } },
  auto_export: { feature: 'data_auto_export', price: { GBP: 300, UAH: 9_900 } },
} as const satisfies Record<string, { feature: Feature; price: Record<BillingCurrency, number> }>;
export type AddonId = keyof typeof ADDONS;
export const ADDON_IDS = Object.keys(ADDONS) as AddonId[];

/** A failed renewal leaves the plan working this long (state grace_period) before the account is read-only. */
export const GRACE_DAYS = 7;
/** The warning email goes this many days before the data of a lapsed account is deleted. */
export const DELETION_WARNING_DAYS_BEFORE = 7;

/** docs/product/billing.md: an affiliate's commission is payable at most 60 days after the payment (English variant). */
export const AFFILIATE_PAYABLE_AFTER_DAYS = 60;
/** docs/product/billing.md, Ukrainian variant: payouts are made from the 1st to the 15th of each month. */
export const AFFILIATE_UA_PAYOUT_DAYS = { from: 1, to: 15 } as const;

/** The currency and provider of an owner's billing: Ukraine pays in UAH through LiqPay, everyone else GBP through Stripe. */
export function billingCurrencyOf(region: 'GB' | 'UK' | 'OTHER'): BillingCurrency {
  return region === 'UK' ? 'UAH' : 'GBP';
}
export function billingProviderOf(currency: BillingCurrency): BillingProvider {
  return currency === 'UAH' ? 'liqpay' : 'stripe';
}

/** The typed text that confirms deleting a profile (docs/product/billing.md), per language. */
export const DELETE_CONFIRM_TEXT = { en: 'DELETE', uk: 'ВИДАЛИТИ' } as const;
