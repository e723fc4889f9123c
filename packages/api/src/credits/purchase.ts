import { businesses, cards, creditPurchases, type Db, notificationSettings, platformPayments, subscriptions } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import { chargeOffSession } from '../billing/stripe-billing';
import { AppError } from '../core/errors';
import type { Config } from '../core/services';
import { type BillingCurrency, billingCurrencyOf } from '../shared/billing';
import type { BuyBlocked } from '../shared/credits-schemas';
import { type Bundle, bundleById } from '../shared/messaging';
import { appendEntry, balance } from './ledger';

/** Where a business's bundle is charged: its billing currency, its Stripe customer and default card. */
export interface PayingCard {
  currency: BillingCurrency;
  customer: string | null;
  card: { ref: string; brand: string; last4: string } | null;
}

export async function payingCard(db: Db, businessId: string): Promise<PayingCard> {
  const [row] = await db
    .select({
      region: businesses.region,
      customer: subscriptions.provider_customer_id,
      ref: cards.provider_ref,
      brand: cards.brand,
      last4: cards.last4,
    })
    .from(businesses)
    .leftJoin(subscriptions, eq(subscriptions.business_id, businesses.id))
    .leftJoin(cards, and(eq(cards.business_id, businesses.id), eq(cards.is_default, true), eq(cards.provider, 'stripe')))
    .where(eq(businesses.id, businessId))
    .limit(1);
  const card = row?.ref ? { ref: row.ref, brand: row.brand ?? 'card', last4: row.last4 ?? '????' } : null;
  return { currency: billingCurrencyOf(row?.region ?? 'GB'), customer: row?.customer ?? null, card };
}

/** Bundles are charged by Stripe off-session: a GBP business with Kairos's Stripe keys (UAH: docs/DECISIONS.md "Client messages"). */
export const canBuyBundles = (config: Config, currency: BillingCurrency) =>
  currency === 'GBP' && Boolean(config.billing.stripeSecretKey);

/**
 * Why a bundle cannot be bought now, or null when it can: `currency` (UAH: no off-session card charge through
 * LiqPay), `unavailable` (this server has no Stripe keys), `no_card` (no default card yet). The credits panel says
 * the one reason instead of showing buttons that would fail; `buyBundle` refuses for the same reasons.
 */
export function buyBlocked(config: Config, paying: PayingCard): BuyBlocked | null {
  if (paying.currency !== 'GBP') return 'currency';
  if (!canBuyBundles(config, paying.currency)) return 'unavailable';
  if (!paying.card || !paying.customer) return 'no_card';
  return null;
}

export type PurchaseResult =
  | { status: 'paid'; purchaseId: string; balance: number }
  | { status: 'declined'; purchaseId: string }
  /** An auto top-up for this crossing exists already. */
  | { status: 'duplicate' };

/**
 * Buys a bundle with the default card: a `pending` credit_purchases row first (for `auto`, unique per crossing:
 * a second job for the same seq stops here), then one PaymentIntent (idempotency key = the purchase id), then in
 * ONE batch the purchase paid, Kairos's income row (platform_payments kind 'bundle'), the credits (`bundle` or
 * `top_up`, reference = the purchase) and, bought by hand, the channel's bundle and auto top-up choice.
 * Refuses before writing anything: BILLING_UNAVAILABLE (no Stripe / UAH), CARD_REQUIRED (no default card).
 */
export async function buyBundle(
  deps: { db: Db; config: Config; now: Date },
  businessId: string,
  o: { bundle: Bundle; kind: 'manual' | 'auto'; triggerSeq?: number; autoRenew?: boolean },
): Promise<PurchaseResult> {
  const { db, config, now } = deps;
  const paying = await payingCard(db, businessId);
  const blocked = buyBlocked(config, paying);
  if (blocked === 'no_card') throw new AppError('CARD_REQUIRED');
  if (blocked || !paying.card || !paying.customer) throw new AppError('BILLING_UNAVAILABLE');
  const { bundle } = o;
  const amount = bundle.price[paying.currency];
  const id = crypto.randomUUID();
  const inserted = await db
    .insert(creditPurchases)
    .values({
      id,
      business_id: businessId,
      channel: bundle.channel,
      bundle_id: bundle.id,
      credits: bundle.credits,
      amount,
      currency: paying.currency,
      kind: o.kind,
      trigger_seq: o.triggerSeq ?? null,
      provider: 'stripe',
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: creditPurchases.id });
  if (!inserted.length) return { status: 'duplicate' };
  const description = purchaseDescription(bundle);
  const charge = await chargeOffSession(
    config,
    { customer: paying.customer, paymentMethod: paying.card.ref, amount, currency: paying.currency, description },
    `kairos-bundle:${id}`,
    { purchase_id: id, business_id: businessId, bundle_id: bundle.id },
  ).catch(async (e) => {
    await markFailed(db, id, null, String((e as Error)?.message ?? e));
    throw e;
  });
  if (charge.status === 'declined') {
    await markFailed(db, id, charge.ref, charge.error);
    return { status: 'declined', purchaseId: id };
  }
  const credited = await settlePaid(
    db,
    { id, businessId, bundle, amount, currency: paying.currency, kind: o.kind },
    charge.ref,
    now,
    {
      autoRenew: o.kind === 'manual' ? (o.autoRenew ?? false) : undefined,
    },
  );
  return { status: 'paid', purchaseId: id, balance: credited };
}

export interface PurchaseFacts {
  id: string;
  businessId: string;
  bundle: Bundle;
  amount: number;
  currency: BillingCurrency;
  kind: 'manual' | 'auto';
}

export const purchaseDescription = (bundle: Bundle) =>
  `Kairos ${bundle.credits} ${bundle.channel === 'sms' ? 'SMS' : 'email'} credits`;

/**
 * A charge that went through, in ONE batch: the purchase paid, Kairos's income row, the credits (reference = the
 * purchase: once) and, bought by hand, the channel's bundle and auto top-up choice. Every statement is guarded on
 * the purchase still being pending, so settling twice (the request and the reconciling cron) writes once.
 * Returns the channel's balance.
 */
export async function settlePaid(
  db: Db,
  p: PurchaseFacts,
  chargeRef: string | null,
  now: Date,
  o: { autoRenew?: boolean } = {},
): Promise<number> {
  const paymentId = crypto.randomUUID();
  const stillPending = sql`EXISTS (SELECT 1 FROM ${creditPurchases} WHERE ${creditPurchases.id} = ${p.id} AND ${creditPurchases.status} = 'pending')`;
  await db.batch([
    db.run(sql`INSERT INTO ${platformPayments} (id, business_id, kind, status, description, amount, currency, provider, provider_ref, created_at)
      SELECT ${paymentId}, ${p.businessId}, 'bundle', 'paid', ${purchaseDescription(p.bundle)}, ${p.amount}, ${p.currency}, 'stripe',
             ${chargeRef}, ${now.getTime()}
      WHERE ${stillPending}`),
    appendEntry(db, {
      businessId: p.businessId,
      channel: p.bundle.channel,
      reason: p.kind === 'auto' ? 'top_up' : 'bundle',
      referenceId: p.id,
      delta: p.bundle.credits,
      now,
      guard: stillPending,
    }),
    ...(o.autoRenew !== undefined
      ? [chooseBundle(db, p.businessId, p.bundle.channel, { bundleId: p.bundle.id, autoRenew: o.autoRenew }, now)]
      : []),
    db
      .update(creditPurchases)
      .set({ status: 'paid', provider_ref: chargeRef, paid_at: now, platform_payment_id: paymentId })
      .where(and(eq(creditPurchases.id, p.id), eq(creditPurchases.status, 'pending'))),
  ]);
  return balance(db, p.businessId, p.bundle.channel);
}

export const markFailed = (db: Db, id: string, ref: string | null, error: string) =>
  db
    .update(creditPurchases)
    .set({ status: 'failed', provider_ref: ref, error: error.slice(0, 500) })
    .where(and(eq(creditPurchases.id, id), eq(creditPurchases.status, 'pending')));

/** The channel's last bundle (what auto top-up buys) and the switch, on the notification settings row. */
export function chooseBundle(
  db: Db,
  businessId: string,
  channel: Bundle['channel'],
  o: { bundleId?: string; autoRenew: boolean },
  now: Date,
) {
  const set = { auto_renew: o.autoRenew, updated_at: now, ...(o.bundleId ? { bundle_id: o.bundleId } : {}) };
  return db
    .insert(notificationSettings)
    .values({ business_id: businessId, channel, ...set })
    .onConflictDoUpdate({ target: [notificationSettings.business_id, notificationSettings.channel], set });
}

export const knownBundle = (id: string | null | undefined) => (id ? (bundleById(id) ?? null) : null);
