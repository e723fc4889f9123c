import { VOUCHER_KINDS } from '@kairos/db/enums';
import * as z from 'zod';
import { optionalDateField } from './date-schemas';
import { listInput } from './list-schemas';
import { moneyAmount } from './money-schema';
import { optionalText, queryBool } from './schemas';

/**
 * Gift voucher definitions (docs/product/vouchers.md): what the business offers for sale. Each
 * one sold is an issued voucher with its own code and amount left
 * (docs/DECISIONS.md "Products and gift vouchers").
 */
export const VOUCHER_TEMPLATES = ['classic', 'birthday', 'thank_you', 'seasonal'] as const;
export type VoucherTemplate = (typeof VOUCHER_TEMPLATES)[number];

/** The colours the form offers; any #rrggbb is accepted. */
export const VOUCHER_COLOURS = ['#0f766e', '#2563eb', '#7c3aed', '#db2777', '#dc2626', '#ea580c', '#ca8a04', '#1f2937'] as const;

export const VOUCHER_EXPIRY_MONTHS_MAX = 120;
export const VOUCHER_SALES_LIMIT_MAX = 100_000;
export const VOUCHER_ITEM_QUANTITY_MAX = 100;
export const VOUCHER_ITEMS_MAX = 50;

/** One service or product an items voucher includes, and how many of it. */
export const voucherItemInput = z.object({
  type: z.enum(['service', 'product']),
  id: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(VOUCHER_ITEM_QUANTITY_MAX).default(1),
});
export type VoucherItemInput = z.output<typeof voucherItemInput>;

const optionalInt = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

/**
 * A gift voucher as the form and the API take it.
 * - kind `amount`: worth `amount` (at least 1 minor unit); `items`: worth its
 *   services and products (at least one) at their prices when it is sold.
 * - `price` is what a client pays; left out, it is the voucher's value.
 * - expiry: a fixed last day (`expiry_date`), a number of months after the
 *   sale (`expiry_months`, 1–120), or neither (never expires); not both.
 */
export const giftVoucherInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    kind: z.enum(VOUCHER_KINDS),
    amount: moneyAmount()
      .nullish()
      .transform((v) => v ?? null),
    price: moneyAmount()
      .nullish()
      .transform((v) => v ?? null),
    /** The services and products an items voucher includes (docs/product/vouchers.md). */
    included: z.array(voucherItemInput).max(VOUCHER_ITEMS_MAX).default([]),
    template: z.enum(VOUCHER_TEMPLATES).default('classic'),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    expiry_date: optionalDateField(),
    expiry_months: optionalInt(1, VOUCHER_EXPIRY_MONTHS_MAX),
    sales_limit: optionalInt(1, VOUCHER_SALES_LIMIT_MAX),
    online_sales: z.boolean().default(false),
    notes_title: optionalText(120),
    notes_description: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'amount') {
      if (v.amount === null || v.amount === undefined) {
        ctx.addIssue({ code: 'custom', path: ['amount'], params: { key: 'validation_required' } });
      } else if (v.amount < 1) {
        ctx.addIssue({ code: 'custom', path: ['amount'], params: { key: 'vouchers_amount_min' } });
      }
    }
    if (v.kind === 'items') {
      if (v.included.length === 0) ctx.addIssue({ code: 'custom', path: ['included'], params: { key: 'vouchers_needs_item' } });
      const seen = new Set<string>();
      v.included.forEach((item, i) => {
        const key = `${item.type}:${item.id}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['included', i, 'id'], params: { key: 'vouchers_item_twice' } });
        seen.add(key);
      });
    }
    if (v.expiry_date && v.expiry_months) {
      ctx.addIssue({ code: 'custom', path: ['expiry_months'], params: { key: 'vouchers_expiry_both' } });
    }
  });
export type GiftVoucherInput = z.output<typeof giftVoucherInput>;

/** The gift voucher list: the shared list query, and `without_expiried` (docs/product/vouchers.md) to hide vouchers past their fixed expiry date. */
export const giftVoucherListInput = listInput.extend({
  without_expiried: queryBool.optional(),
});
