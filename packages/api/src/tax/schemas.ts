import * as z from 'zod';
import { TAX_LINE_KEYS, TAX_WARNINGS } from '../shared/tax';

const int = z.number().int();

/** GET /tax/estimate?year=…: the tax year (UK: the year it starts in) or calendar year (Ukraine); absent: the current one. */
export const taxEstimateInput = z
  .object({ year: z.coerce.number().int().min(2000).max(2100).optional() })
  .optional()
  .default({});

export const taxLine = z.object({
  key: z.enum(TAX_LINE_KEYS),
  base: int,
  rate: int.nullable(),
  months: int.nullable(),
  amount: int,
  deduction: z.boolean(),
  /** Weeks counted, for a weekly charge (UK Class 2). */
  weeks: int.optional(),
});

export const taxEstimateOutput = z.object({
  regime: z.enum(['uk', 'ua']),
  /** The FOP group (Ukraine), null for the UK. */
  ua_group: z.union([z.literal(2), z.literal(3)]).nullable(),
  year: int,
  label: z.string(),
  /** The years the picker offers, newest first. */
  years: z.array(int),
  start_date: z.string(),
  end_date: z.string(),
  currency: z.string(),
  /** Net income over the period (payments less voids and refunds; gift voucher spends are not income). */
  income: int,
  /** Expenses dated in the period. */
  expenses: int,
  /** Income less expenses. */
  profit: int,
  /** What the tax is worked out on: UK profit after the expenses or trading allowance; Ukraine's income. */
  taxable: int,
  lines: z.array(taxLine),
  total: int,
  /** Months of the period started so far (12 for a past year). */
  months_elapsed: int,
  /**
   * Months of the period the business has traded in so far (from `traded_since`, the month it started counted
   * whole): what the fixed periodic charges (ЄСВ, group 2's single tax and levy, UK Class 2 by weeks) are for.
   */
  months_traded: int,
  /** The first day counted: the later of the period's start and `trading_since`. */
  traded_since: z.string(),
  /** The day the business started trading (the tax setting, else the day it registered). */
  trading_since: z.string(),
  warnings: z.array(z.enum(TAX_WARNINGS)),
  /** The rate table used (a year past the tables uses the latest), and the official sources it cites. */
  table_year: int,
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type TaxEstimate = z.infer<typeof taxEstimateOutput>;
