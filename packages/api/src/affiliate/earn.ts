import { affiliateEarnings, affiliates, businesses, type Db, platformPayments, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { AFFILIATE_PAYABLE_AFTER_DAYS, AFFILIATE_UA_PAYOUT_DAYS } from '../shared/billing';
import { discount } from '../shared/money-math';

const DAY = 86_400_000;
/** The programme's commission when an admin set neither amount for the affiliate: 20 % (docs/DECISIONS.md "Leaving"). */
export const DEFAULT_COMMISSION_BP = 2_000;
/** UAH earnings wait at least this long before the next 1st–15th payout window (docs/DECISIONS.md). */
export const UA_MIN_WAIT_DAYS = 30;

/**
 * When an earning on a payment made at `paidAt` may be paid out (docs/product/affiliate.md): 60 days later for pounds;
 * for hryvnias the first moment inside a 1st–15th window (UTC days) at least 30 days later.
 */
export function payableAt(paidAt: Date, currency: string): Date {
  if (currency !== 'UAH') return new Date(paidAt.getTime() + AFFILIATE_PAYABLE_AFTER_DAYS * DAY);
  const earliest = new Date(paidAt.getTime() + UA_MIN_WAIT_DAYS * DAY);
  const day = earliest.getUTCDate();
  if (day >= AFFILIATE_UA_PAYOUT_DAYS.from && day <= AFFILIATE_UA_PAYOUT_DAYS.to) return earliest;
  return new Date(Date.UTC(earliest.getUTCFullYear(), earliest.getUTCMonth() + 1, AFFILIATE_UA_PAYOUT_DAYS.from));
}

/** The affiliate's cut of `amount`: their fixed amount (never above the payment), their percent, else the default. */
export function commission(amount: number, affiliate: { fixed_amount: number | null; percent_amount: number | null }): number {
  if (affiliate.fixed_amount != null && affiliate.fixed_amount > 0) {
    return discount(amount, { type: 'fixed', value: affiliate.fixed_amount });
  }
  const bp = affiliate.percent_amount != null && affiliate.percent_amount > 0 ? affiliate.percent_amount : DEFAULT_COMMISSION_BP;
  return discount(amount, { type: 'percentage', value: bp });
}

/**
 * After Kairos records a paid platform payment: if its business's owner was referred by an affiliate,
 * credits the affiliate's commission (their fixed_amount or percent_amount, else the programme default)
 * with its payable date (docs/product/affiliate.md). One earning per payment (unique index): safe to call twice.
 */
export async function creditAffiliate(db: Db, platformPaymentId: string, now: Date): Promise<void> {
  const payment = await db.query.platformPayments.findFirst({ where: eq(platformPayments.id, platformPaymentId) });
  if (payment?.status !== 'paid' || payment.kind === 'refund' || payment.amount <= 0) return;
  const [row] = await db
    .select({ owner: users.id, affiliate: affiliates })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .innerJoin(affiliates, eq(affiliates.user_id, users.referred_by_affiliate_id))
    .where(eq(businesses.id, payment.business_id));
  if (!row) return;
  const amount = commission(payment.amount, row.affiliate);
  if (amount <= 0) return;
  await db
    .insert(affiliateEarnings)
    .values({
      affiliate_user_id: row.affiliate.user_id,
      referred_user_id: row.owner,
      platform_payment_id: payment.id,
      amount,
      currency: payment.currency,
      payable_at: payableAt(payment.created_at, payment.currency),
      created_at: now,
    })
    .onConflictDoNothing({ target: affiliateEarnings.platform_payment_id });
}
