import { BILLING_EVENT_KINDS, BILLING_EVENT_STATUSES, BILLING_PROVIDERS, BILLINGS } from '@kairos/db/enums';
import * as z from 'zod';
import { ADDON_IDS, PLAN_IDS } from './billing';

/**
 * The contract of /subscription/* (docs/product/billing.md) between the API (packages/api/src/billing) and
 * the screens (apps/web/src/features/billing). Money is integer minor units with a currency.
 */

export const planIdSchema = z.enum(PLAN_IDS as [string, ...string[]]);
export const addonIdSchema = z.enum(ADDON_IDS as [string, ...string[]]);

/** GET /subscription/plans */
export const planOutput = z.object({
  id: planIdSchema,
  name: z.string(),
  level: z.enum(['lite', 'business', 'premium']),
  billing: z.enum(BILLINGS),
  /** What one period costs, VAT included for GB and OTHER. */
  price: z.number().int(),
  /** Per month, for comparing monthly and annual. */
  price_per_month: z.number().int(),
  currency: z.enum(['GBP', 'UAH']),
  sms_per_month: z.number().int(),
  is_current: z.boolean(),
});
export const plansOutput = z.object({ data: z.array(planOutput) });

/** GET /subscription/addons */
export const addonOutput = z.object({
  id: addonIdSchema,
  price: z.number().int(),
  currency: z.enum(['GBP', 'UAH']),
  /** Whether the current plan already includes what the add-on gives. */
  included_in_plan: z.boolean(),
  status: z.enum(['none', 'active', 'cancelled']),
  ends_at: z.string().nullable(),
});
export const addonsOutput = z.object({ data: z.array(addonOutput) });

/** GET /subscription/history: Kairos's charges to this business. */
export const historyItemOutput = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: z.enum(BILLING_EVENT_KINDS),
  status: z.enum(BILLING_EVENT_STATUSES),
  /** The plan paid for (kind subscription): the screens name it in their language. */
  plan_id: z.string().nullable(),
  /** As recorded (English, for the books); the screens prefer the plan's name when plan_id is set. */
  description: z.string(),
  amount: z.number().int(),
  amount_before_discount: z.number().int().nullable(),
  currency: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export const historyOutput = z.object({
  data: z.array(historyItemOutput),
  meta: z.object({ page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
});

/** GET /subscription/cards */
export const cardOutput = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  is_default: z.boolean(),
});
export const cardsOutput = z.object({ data: z.array(cardOutput) });

/**
 * POST /subscription/cards: adding a card happens on the provider's page (Stripe Checkout in
 * setup mode; LiqPay's checkout). The answer is where to send the browser; the provider sends
 * it back to `return_to` with ?card=added or ?card=cancelled.
 */
export const addCardInput = z.object({ return_to: z.string().startsWith('/').max(300).optional() });
export const redirectOutput = z.object({
  /** Stripe/Square: a URL to open. */
  redirect_url: z.string().nullable(),
  /** LiqPay: a form to post (action, data, signature). */
  form: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
});

/** POST /subscription/subscribe */
export const subscribeInput = z.object({
  plan_id: planIdSchema,
  promo_code: z.string().trim().max(40).optional(),
});
/**
 * Either done at once (a default card was on file: `message` is "Subscription plan was activated
 * successfully!") or the provider's page to finish on (LiqPay, or a card to add first).
 */
export const subscribeOutput = z.object({
  status: z.enum(['active', 'trialing', 'redirect']),
  redirect: redirectOutput.nullable(),
});

/** POST /subscription/swap */
export const swapInput = z.object({ plan_id: planIdSchema });
export const swapOutput = z.object({
  /** upgrade: now, with the prorated difference charged; downgrade: at the end of the period. */
  change: z.enum(['upgrade', 'downgrade', 'billing']),
  effective_at: z.string(),
  /** The prorated amount charged now (upgrade), minor units. */
  charged: z.number().int().nullable(),
});

/** POST /subscription/addon and /subscription/addon/cancel */
export const addonInput = z.object({ addon_id: addonIdSchema });

/** PUT /user/auto-renew */
export const autoRenewInput = z.object({ auto_renew: z.boolean() });

/** The subscription as the details screen shows it. */
export const subscriptionDetailsOutput = z.object({
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  level: z.enum(['trial', 'lite', 'business', 'premium']),
  state: z.enum(['trial', 'subscriber', 'grace_period', 'unsubscriber', 'lapsed']),
  valid: z.boolean(),
  auto_renew: z.boolean(),
  provider: z.enum(BILLING_PROVIDERS).nullable(),
  currency: z.enum(['GBP', 'UAH']),
  trial_ends_at: z.string(),
  current_period_end: z.string().nullable(),
  ends_at: z.string().nullable(),
  pending_plan_id: z.string().nullable(),
  payment_failed_at: z.string().nullable(),
  has_incomplete_payment: z.boolean(),
  /** When a lapsed account's data will be deleted (DATA_RETENTION_DAYS after lapsing). */
  deletion_at: z.string().nullable(),
  promo_code: z.string().nullable(),
  has_card: z.boolean(),
});

export type PlanOutput = z.infer<typeof planOutput>;
export type AddonOutput = z.infer<typeof addonOutput>;
export type CardOutput = z.infer<typeof cardOutput>;
export type HistoryItemOutput = z.infer<typeof historyItemOutput>;
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsOutput>;
export type RedirectOutput = z.infer<typeof redirectOutput>;
