import * as z from 'zod';
import { MAX_AMOUNT_MINOR } from '../shared/money';

const minor = z
  .number()
  .int()
  .min(0)
  .max(MAX_AMOUNT_MINOR)
  .nullish()
  .transform((v) => v ?? null);
const basisPoints = z
  .number()
  .int()
  .min(0)
  .max(10_000)
  .nullish()
  .transform((v) => v ?? null);

/**
 * Affiliate settings (docs/product/admin.md): the affiliate's commission (fixed_amount or percent_amount) and the referred
 * owner's discount (fixed_discount_amount or percent_discount_amount). Fixed ones in minor units of the
 * payment's currency, percent ones in basis points; null: the programme's default. At most one of each pair.
 */
export const affiliateSettingsShape = {
  fixed_amount: minor,
  fixed_discount_amount: minor,
  percent_amount: basisPoints,
  percent_discount_amount: basisPoints,
};

type Settings = { [K in keyof typeof affiliateSettingsShape]: number | null };

export function checkPairs(v: Settings, ctx: z.RefinementCtx): void {
  const issue = { code: 'custom', params: { key: 'admt_affiliate_one_of_pair' } } as const;
  if (v.fixed_amount !== null && v.percent_amount !== null) ctx.addIssue({ ...issue, path: ['percent_amount'] });
  if (v.fixed_discount_amount !== null && v.percent_discount_amount !== null)
    ctx.addIssue({ ...issue, path: ['percent_discount_amount'] });
}

export const affiliateSettingsInput = z.object(affiliateSettingsShape).superRefine(checkPairs);

export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
