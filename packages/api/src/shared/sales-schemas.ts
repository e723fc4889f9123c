import { MONEY_SOURCES, PAYMENT_KINDS, SALE_LINE_KINDS } from '@kairos/db/enums';
import * as z from 'zod';
import { isoDate } from './date-schemas';
import { moneyAmount } from './money-schema';
import { optionalText, queryBool } from './schemas';

/**
 * Sales (docs/product/sales.md): what the sale builder sends (web, `sales.create`, the
 * booking page's voucher purchase) and what the sales screens read. The
 * server's procedures in `packages/api/src/sales` and the web screens in
 * `apps/web/src/features/sales` share these.
 */
export { SALE_LINE_KINDS };
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];
export const SALE_QUANTITY_MAX = 1000;
export const SALE_LINES_MAX = 50;

/**
 * One line of a new sale: an item of the business (a product, a package or a
 * gift voucher) and how many. A discount is either one of the business's
 * discounts (`discount_id`, the shared discount calculation) or a fixed
 * amount off the line (`discount_amount`, minor units, at most the line's
 * amount), never both.
 */
export const saleLineInput = z
  .object({
    kind: z.enum(SALE_LINE_KINDS),
    item_id: z.string().trim().min(1).max(64),
    quantity: z.coerce.number().int().min(1).max(SALE_QUANTITY_MAX).default(1),
    discount_id: z
      .string()
      .trim()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    discount_amount: moneyAmount(0)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((l, ctx) => {
    if (l.discount_id && l.discount_amount !== null) {
      ctx.addIssue({ code: 'custom', path: ['discount_amount'], params: { key: 'sales_discount_one_kind' } });
    }
  });
export type SaleLineInput = z.output<typeof saleLineInput>;

/** POST /sales: a sale made at once (payment is taken separately, at checkout). Client optional except for packages. */
export const saleInput = z
  .object({
    client_id: z
      .string()
      .trim()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    lines: z.array(saleLineInput).max(SALE_LINES_MAX).default([]),
    notes: optionalText(1000),
  })
  .superRefine((s, ctx) => {
    if (s.lines.length === 0) ctx.addIssue({ code: 'custom', path: ['lines'], params: { key: 'sales_needs_line' } });
  });
export type SaleInput = z.output<typeof saleInput>;
/** What a caller sends (defaults not yet applied): the sale builder's value. */
export type SaleInputDraft = z.input<typeof saleInput>;

export const saleClient = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });

export const saleLineOutput = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(SALE_LINE_KINDS),
  /** The product, package or gift voucher sold. */
  item_id: z.string().nullable(),
  /** The item's name when sold. */
  name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  discount_id: z.string().nullable(),
  discount_amount: z.number().int(),
  total: z.number().int(),
});
export type SaleLineOutput = z.infer<typeof saleLineOutput>;

/** A row of GET /sales. */
export const saleRow = z.object({
  id: z.string(),
  sold_at: z.string(),
  /** Local date of the sale in the business's zone. */
  date: z.string(),
  client: saleClient.nullable(),
  /** "Shampoo × 2, Gift voucher" in the order sold. */
  items: z.string(),
  item_count: z.number().int(),
  currency: z.string(),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  total: z.number().int(),
  /** Payments allocated to the sale less refunds and voids (minor units). */
  paid: z.number().int(),
  /** total − paid, never below zero. */
  left_to_pay: z.number().int(),
  source: z.enum(MONEY_SOURCES),
});
export type SaleRow = z.infer<typeof saleRow>;

export const salesListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  /** Matches the client's name or an item's name. */
  search: z.string().trim().max(100).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  client_id: z.string().trim().min(1).max(64).optional(),
});
export type SalesListInput = z.input<typeof salesListInput>;

/** The sums over every sale the list's filters match (not only the page shown). */
export const salesTotals = z.object({
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  left_to_pay: z.number().int(),
});

/** A gift voucher issued by the sale: its own code (formatted "K7MQ-X9PD") and what is left on it. */
export const saleVoucherOutput = z.object({
  id: z.string(),
  gift_voucher_id: z.string(),
  name: z.string(),
  code: z.string(),
  amount: z.number().int(),
  amount_left: z.number().int(),
  currency: z.string(),
  expires_at: z.string().nullable(),
  voided_at: z.string().nullable(),
});

/** A package balance: one service of a sold package, `used` of `quantity` sessions taken. */
export const packageCreditOutput = z.object({
  id: z.string(),
  sale_id: z.string(),
  package: z.object({ id: z.string(), name: z.string() }),
  service: z.object({ id: z.string(), name: z.string() }),
  client_id: z.string(),
  quantity: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  voided_at: z.string().nullable(),
  /** Not voided, not expired and sessions left: the checkout can pay with it. */
  usable: z.boolean(),
});
export type PackageCreditOutput = z.infer<typeof packageCreditOutput>;

/** A payment (or refund, or void) as far as it pays for this sale. */
export const salePaymentOutput = z.object({
  id: z.string(),
  checkout_id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.string(),
  /** The part of the payment allocated to this sale (signed: refunds and voids are negative). */
  amount: z.number().int(),
  currency: z.string(),
  taken_at: z.string(),
  date: z.string(),
  /** A void row points at this payment. */
  voided: z.boolean(),
});

/** GET /sales/{id}: the sale with its lines, the vouchers and package balances it gave, and its payments. */
export const saleDetailOutput = saleRow.extend({
  notes: z.string().nullable(),
  deleted_at: z.string().nullable(),
  lines: z.array(saleLineOutput),
  vouchers: z.array(saleVoucherOutput),
  package_credits: z.array(packageCreditOutput),
  payments: z.array(salePaymentOutput),
});
export type SaleDetail = z.infer<typeof saleDetailOutput>;

export const packageCreditsInput = z.object({
  client_id: z.string().trim().min(1).max(64),
  /** Only what the checkout can pay with (not expired, sessions left). */
  usable: queryBool.optional(),
});

/** One sale of a package (its detail's "sales" section). */
export const packageSaleOutput = z.object({
  id: z.string(),
  sold_at: z.string(),
  date: z.string(),
  client: saleClient.nullable(),
  quantity: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type PackageSale = z.infer<typeof packageSaleOutput>;
