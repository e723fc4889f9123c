import type { giftVouchers } from '@kairos/db';
import { PAYMENT_KINDS, VOUCHER_KINDS } from '@kairos/db/enums';
import * as z from 'zod';
import { VOUCHER_TEMPLATES } from '../shared/vouchers-schemas';

/** A gift voucher definition as lists and pickers show it. */
export const giftVoucherOutput = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  /** The value of an amount voucher (minor units); 0 for an items voucher (its value is its items'). */
  amount: z.number().int(),
  /** What a client pays for it (minor units). */
  price: z.number().int(),
  currency: z.string(),
  template: z.enum(VOUCHER_TEMPLATES),
  colour: z.string(),
  sales_limit: z.number().int().nullable(),
  /** A fixed last day (YYYY-MM-DD, the business's zone), or null. */
  expiry_date: z.string().nullable(),
  /** Months after the sale, or null. */
  expiry_months: z.number().int().nullable(),
  online_sales: z.boolean(),
  notes_title: z.string().nullable(),
  notes_description: z.string().nullable(),
  archived_at: z.string().nullable(),
});
export type GiftVoucherOutput = z.infer<typeof giftVoucherOutput>;

export const voucherItemOutput = z.object({
  type: z.enum(['service', 'product']),
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** The item's own price today (minor units). */
  price: z.number().int(),
  currency: z.string(),
  archived: z.boolean(),
});

const personOutput = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }).nullable();

/** One voucher sold: its own code and what is left on it. */
export const issuedVoucherOutput = z.object({
  id: z.string(),
  /** Formatted for reading aloud: "K7MQ-X9PD". */
  code: z.string(),
  sale_id: z.string(),
  client: personOutput,
  amount: z.number().int(),
  amount_left: z.number().int(),
  currency: z.string(),
  sold_at: z.string(),
  expires_at: z.string().nullable(),
  voided_at: z.string().nullable(),
});

/** One ledger row that spent (payment) or gave back (refund, void) money of a sold voucher. */
export const redemptionOutput = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** Signed like the ledger: a spend is positive, a refund or void negative. */
  amount: z.number().int(),
  currency: z.string(),
  taken_at: z.string(),
  issued_voucher_id: z.string(),
  code: z.string(),
  client: personOutput,
  checkout_id: z.string(),
  reverses_id: z.string().nullable(),
});

/** The gift voucher with its items, value, the vouchers sold and their redemptions (get, create, update, archive, restore). */
export const giftVoucherDetailOutput = giftVoucherOutput.extend({
  /** The services and products an items voucher includes (none for an amount voucher). */
  included: z.array(voucherItemOutput),
  /** What one voucher is worth today: `amount`, or the sum of its items at their prices. */
  value: z.number().int(),
  /** How many have been sold and not voided (what `sales_limit` counts). */
  sold_count: z.number().int(),
  /** Sold vouchers, newest first (at most ISSUED_SHOWN; `sold_count` is the full count). */
  issued_vouchers: z.array(issuedVoucherOutput),
  /** Spends, refunds and voids of those vouchers, newest first (at most REDEMPTIONS_SHOWN). */
  redemptions: z.array(redemptionOutput),
});
export type GiftVoucherDetail = z.infer<typeof giftVoucherDetailOutput>;

export const toGiftVoucher = (r: typeof giftVouchers.$inferSelect): GiftVoucherOutput => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  amount: r.amount,
  price: r.price,
  currency: r.currency,
  template: (VOUCHER_TEMPLATES as readonly string[]).includes(r.template)
    ? (r.template as GiftVoucherOutput['template'])
    : 'classic',
  colour: r.colour,
  sales_limit: r.sales_limit,
  expiry_date: r.expiry_date,
  expiry_months: r.expiry_months,
  online_sales: r.online_sales,
  notes_title: r.notes_title,
  notes_description: r.notes_description,
  archived_at: r.archived_at?.toISOString() ?? null,
});
