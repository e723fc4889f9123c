import { PROMO_DISCOUNT_TYPES, PROMO_DURATIONS } from '@kairos/db/enums';
import * as z from 'zod';
import { optionalDateField } from '../shared/date-schemas';
import { MAX_AMOUNT_MINOR } from '../shared/money';

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

const optionalCount = (max: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

/**
 * POST /admin/promo-codes (docs/product/admin.md). `code` is kept as typed (trimmed) and compared case-sensitively.
 * `amount`: minor units of `currency` when fixed; a whole percentage 1–100 when percent (stored as basis points).
 */
export const promoCodeInput = z
  .object({
    code: z.string().trim().max(40),
    discount_type: z.enum(PROMO_DISCOUNT_TYPES),
    amount: z.number().int(),
    currency: z.enum(['GBP', 'UAH']).nullish(),
    duration: z.enum(PROMO_DURATIONS),
    duration_months: optionalCount(120),
    max_redemptions: optionalCount(1_000_000),
    expires_at: optionalDateField(),
  })
  .superRefine((p, ctx) => {
    if (!PROMO_CODE_PATTERN.test(p.code))
      ctx.addIssue({ code: 'custom', path: ['code'], params: { key: 'admt_promo_code_format' } });
    if (p.discount_type === 'fixed') {
      if (!p.currency) ctx.addIssue({ code: 'custom', path: ['currency'], params: { key: 'admt_promo_currency_required' } });
      if (p.amount < 1)
        ctx.addIssue({ code: 'custom', path: ['amount'], params: { key: 'validation_min_value', min: 1, unit: 'money' } });
      else if (p.amount > MAX_AMOUNT_MINOR)
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          params: { key: 'validation_max_value', max: MAX_AMOUNT_MINOR, unit: 'money' },
        });
    } else if (p.amount < 1 || p.amount > 100) {
      ctx.addIssue({ code: 'custom', path: ['amount'], params: { key: 'admt_promo_percent_range' } });
    }
    if (p.duration === 'fixed_period' && !p.duration_months)
      ctx.addIssue({ code: 'custom', path: ['duration_months'], params: { key: 'admt_promo_months_required' } });
  });

export const promoCodeOutput = z.object({
  id: z.string(),
  code: z.string(),
  discount_type: z.enum(PROMO_DISCOUNT_TYPES),
  /** Minor units when fixed; basis points (2500 = 25 %) when percent, as stored. */
  amount: z.number().int(),
  currency: z.string().nullable(),
  duration: z.enum(PROMO_DURATIONS),
  duration_months: z.number().int().nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
