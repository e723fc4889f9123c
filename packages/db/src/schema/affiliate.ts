import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, id, instant } from './columns';

/** Who paid which affiliate what, and when (docs/product/affiliate.md "pay an affiliate"). */
export const affiliatePayouts = sqliteTable(
  'affiliate_payouts',
  {
    id: id(),
    affiliate_user_id: text('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paid_by_user_id: text('paid_by_user_id'),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [index('affiliate_payouts_affiliate_idx').on(t.affiliate_user_id, t.created_at)],
);

/**
 * An affiliate's commission on one payment of a subscriber they referred; payable from
 * `payable_at` (docs/product/affiliate.md), paid when an admin's payout takes it. One per platform payment.
 */
export const affiliateEarnings = sqliteTable(
  'affiliate_earnings',
  {
    id: id(),
    affiliate_user_id: text('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referred_user_id: text('referred_user_id'),
    platform_payment_id: text('platform_payment_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    payable_at: instant('payable_at').notNull(),
    payout_id: text('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_earnings_payment_unique').on(t.platform_payment_id),
    index('affiliate_earnings_affiliate_idx').on(t.affiliate_user_id, t.payout_id, t.payable_at),
  ],
);
