import { MONEY_SOURCES, PAYMENT_KINDS, PAYMENT_TYPES } from '@kairos/db/enums';
import * as z from 'zod';
import { isoDate } from './date-schemas';
import { moneyAmount } from './money-schema';
import { optionalText } from './schemas';
import { PAYMENT_METHODS } from './settings-schemas';

/**
 * The payments contract (docs/product/payments.md): what the checkout sends and what the
 * income, left-to-pay and net-income screens read. The server's procedures in
 * `packages/api/src/payments` and the web screens in `apps/web/src/features/financials`
 * both use these, so they cannot disagree.
 */
export { PAYMENT_METHODS };
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export { PAYMENT_TYPES };
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** docs/product/payments.md payment status of an appointment (per client, and for the appointment as a whole). */
export const PAYMENT_STATUSES = [
  'free',
  'paid',
  'unpaid',
  'left_to_pay',
  'paid_with_package',
  'paid_with_voucher',
  'no_bookings',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a checkout pays for: one client of an appointment (an occurrence id of a
 * series is accepted and detached), or a sale. `use_package` pays the
 * appointment client's whole due with one session of a package the client holds
 * for the appointment's service ("paid with package"), instead of money.
 */
export const checkoutItem = z.union([
  z.object({
    appointment_id: z.string().min(1).max(100),
    client_id: z.string().min(1).max(64),
    use_package: z.boolean().default(false),
  }),
  z.object({ sale_id: z.string().min(1).max(64) }),
]);
export type CheckoutItem = z.infer<typeof checkoutItem>;

/** One payment of a checkout: a split checkout has several (cash + card). */
export const checkoutPayment = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    amount: moneyAmount(1),
    /** For method gift_voucher: the issued voucher's code as the client reads it (case and dashes ignored). */
    voucher_code: z.string().trim().max(32).optional(),
    /** Cash handed over (>= amount); the answer gives the change. */
    tendered: moneyAmount(0).optional(),
  })
  .refine((p) => p.method !== 'gift_voucher' || !!p.voucher_code, {
    path: ['voucher_code'],
    params: { key: 'validation_required' },
  });
export type CheckoutPaymentInput = z.infer<typeof checkoutPayment>;

/**
 * POST /payments (tRPC payments.create): a checkout. With no items it is a
 * standalone payment (one payment, client optional). With items, the payments
 * are allocated to the items in order, each up to what it has left to pay; more
 * than the items' total left to pay is refused (PAYMENT_OVERPAID). All or nothing.
 */
export const checkoutInput = z.object({
  client_id: z.string().min(1).max(64).nullable().optional(),
  items: z.array(checkoutItem).max(50).default([]),
  payments: z.array(checkoutPayment).max(10).default([]),
  /** Local date the money was taken (default today in the business's zone). */
  date: isoDate.optional(),
  note: optionalText(500),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

export const allocationOutput = z.object({
  appointment_id: z.string().nullable(),
  client_id: z.string().nullable(),
  sale_id: z.string().nullable(),
  amount: z.number().int(),
});

export const paymentOutput = z.object({
  id: z.string(),
  checkout_id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  type: z.enum(PAYMENT_TYPES),
  method: z.enum(PAYMENT_METHODS),
  /** Signed minor units: refunds and voids are negative. */
  amount: z.number().int(),
  currency: z.string(),
  taken_at: z.string(),
  /** Local date in the business's zone. */
  date: z.string(),
  client: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  voucher_code: z.string().nullable(),
  reverses_id: z.string().nullable(),
  /** True when a void row points at this payment (it no longer counts). */
  voided: z.boolean(),
  /** Refunded so far (positive minor units). */
  refunded: z.number().int(),
  tendered: z.number().int().nullable(),
  change: z.number().int().nullable(),
  source: z.enum(MONEY_SOURCES),
  note: z.string().nullable(),
  /** What it pays for, with a short label ("Haircut, 3 Dec 10:00" / "Sale of 2 items"). */
  allocations: z.array(allocationOutput.extend({ label: z.string() })),
  invoice_id: z.string().nullable(),
});
export type PaymentOutput = z.infer<typeof paymentOutput>;

export const checkoutOutput = z.object({
  checkout_id: z.string(),
  payments: z.array(paymentOutput),
  /** Cash change to hand back (sum over cash payments of tendered − amount). */
  change: z.number().int(),
  /**
   * What each item still has left to pay after this checkout. (Not `items`: the
   * REST adapter answers an object with an `items` list as a paged list.)
   */
  balances: z.array(
    z.object({
      appointment_id: z.string().nullable(),
      client_id: z.string().nullable(),
      sale_id: z.string().nullable(),
      left_to_pay: z.number().int(),
      status: z.enum(PAYMENT_STATUSES),
    }),
  ),
});

/** GET /payments (and /appointment, /sale, /standalone which fix `type`). */
export const paymentsListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  type: z.enum(PAYMENT_TYPES).optional(),
  client_id: z.string().min(1).max(64).optional(),
  search: z.string().trim().max(100).optional(),
});

/** POST /payments/refund/{id}: give back part or all of a payment (the original method; vouchers are refilled). */
export const refundInput = z.object({
  id: z.string().min(1).max(64),
  amount: moneyAmount(1),
  date: isoDate.optional(),
  note: optionalText(500),
});

/** A row of the left-to-pay lists: an appointment's client or a sale with money still owed. */
export const leftToPayRow = z.object({
  kind: z.enum(['appointment', 'sale']),
  appointment_id: z.string().nullable(),
  sale_id: z.string().nullable(),
  client: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  /** What it is: the service/class title, or the sale's items. */
  title: z.string(),
  /** The appointment's start or the sale's time. */
  at: z.string(),
  date: z.string(),
  /** Price − discount (what was due), paid (payments − refunds), left = due − paid. */
  due: z.number().int(),
  paid: z.number().int(),
  left_to_pay: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});
export type LeftToPayRow = z.infer<typeof leftToPayRow>;

export const leftToPayListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  client_id: z.string().min(1).max(64).optional(),
  search: z.string().trim().max(100).optional(),
});

export const dateRangeInput = z.object({ start_date: isoDate.optional(), end_date: isoDate.optional() });

/** GET /payments/statistic: income in a range, by method and by type; refunds shown apart. */
export const incomeStatistic = z.object({
  currency: z.string(),
  /** Money taken (payments, not counting vouchers spent: that money came in when the voucher was sold). */
  income: z.number().int(),
  refunds: z.number().int(),
  /** income − refunds. */
  net: z.number().int(),
  count: z.number().int(),
  by_method: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number().int(), count: z.number().int() })),
  by_type: z.array(z.object({ type: z.enum(PAYMENT_TYPES), amount: z.number().int(), count: z.number().int() })),
  /** Vouchers spent in the range (not income). */
  vouchers_redeemed: z.number().int(),
});

/** GET /payments/net-income: income − expenses per period, and expenses by category. */
export const netIncomeInput = dateRangeInput.extend({ period: z.enum(['day', 'week', 'month', 'year']).default('month') });
export const netIncomeOutput = z.object({
  currency: z.string(),
  income: z.number().int(),
  expenses: z.number().int(),
  net: z.number().int(),
  periods: z.array(z.object({ start: z.string(), income: z.number().int(), expenses: z.number().int(), net: z.number().int() })),
  by_category: z.array(z.object({ category: z.string(), amount: z.number().int() })),
});

/** GET /payments/left-to-pay/statistic. */
export const leftToPayStatistic = z.object({
  currency: z.string(),
  total: z.number().int(),
  appointments: z.object({ count: z.number().int(), amount: z.number().int() }),
  sales: z.object({ count: z.number().int(), amount: z.number().int() }),
});

/**
 * GET /payments/left-to-pay/clients/{client_id}: what the checkout offers a client. `total` (and its parts) is
 * the client's left to pay by the one rule (shared/payment-status.ts `hasStarted`), the same figure the Left to pay
 * page and the dashboard add up; `owed` are those bookings and sales (newest first, at most 100 of each);
 * `upcoming` the client's appointments later today with something left: not owed yet, payable in advance.
 */
export const clientLeftToPay = leftToPayStatistic.extend({
  client_id: z.string(),
  owed: z.array(leftToPayRow),
  upcoming: z.array(leftToPayRow),
});
export type ClientLeftToPay = z.infer<typeof clientLeftToPay>;
