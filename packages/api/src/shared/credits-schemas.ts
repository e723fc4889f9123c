import { CREDIT_REASONS } from '@kairos/db/enums';
import * as z from 'zod';
import { BUNDLES, MESSAGE_CHANNELS } from './messaging';

/** The credits contract (docs/product/messages.md): bundles, buying one, the auto top-up switch and the ledger. Shared with the web app. */
export const creditChannelSchema = z.enum(MESSAGE_CHANNELS);

export const bundleOutput = z.object({
  id: z.string(),
  channel: creditChannelSchema,
  credits: z.number().int(),
  /** Minor units in the business's billing currency (VAT included for GBP). */
  price: z.object({ amount: z.number().int(), currency: z.string() }),
});
export type BundleView = z.infer<typeof bundleOutput>;
export const bundlesOutput = z.object({ data: z.array(bundleOutput) });

const BUNDLE_IDS = BUNDLES.map((b) => b.id) as [string, ...string[]];

/** POST /user/{type}-notification-settings/buy-{type}-bundle/{id} */
export const buyBundleInput = z.object({
  id: z.enum(BUNDLE_IDS),
  /** Buy this bundle again by itself when the balance falls to 10. */
  auto_renew: z.boolean().default(false),
});
export const buyBundleOutput = z.object({
  purchase_id: z.string(),
  bundle_id: z.string(),
  credits: z.number().int(),
  balance: z.number().int(),
  auto_renew: z.boolean(),
});

/** PUT /user/credits/auto-top-up */
export const autoTopUpInput = z.object({ channel: creditChannelSchema, auto_renew: z.boolean() });
export const autoTopUpOutput = z.object({
  channel: creditChannelSchema,
  auto_renew: z.boolean(),
  bundle_id: z.string().nullable(),
});

/**
 * The ledger's reasons, as packages/db schema/credits.ts has them (the web cannot import the schema); the
 * history procedure's output type makes the compiler refuse a reason the database has and this list lacks.
 */
export { CREDIT_REASONS };
export type CreditReasonName = (typeof CREDIT_REASONS)[number];

export const creditEntryOutput = z.object({
  id: z.string(),
  seq: z.number().int(),
  delta: z.number().int(),
  /** The balance after this entry. */
  balance: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  created_at: z.string(),
});
export type CreditEntryView = z.infer<typeof creditEntryOutput>;

export const buyBlockedSchema = z.enum(['currency', 'unavailable', 'no_card']);
export type BuyBlocked = z.infer<typeof buyBlockedSchema>;

/** GET /user/credits?channel&page */
export const creditsInput = z.object({
  channel: creditChannelSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const creditsOutput = z.object({
  channel: creditChannelSchema,
  balance: z.number().int(),
  auto_renew: z.boolean(),
  bundle_id: z.string().nullable(),
  /** The card bundles are charged to (null: none yet). */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Whether bundles can be bought here (Stripe set up, a GBP business). */
  can_buy: z.boolean(),
  /**
   * Why buying cannot work now (null: it can): `currency` (a UAH business: LiqPay cannot charge a saved card),
   * `unavailable` (no payments for Kairos on this server), `no_card` (no default card yet).
   */
  blocked: buyBlockedSchema.nullable(),
  entries: z.object({
    items: z.array(creditEntryOutput),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type CreditsView = z.infer<typeof creditsOutput>;
