import { z } from 'zod';

/**
 * Money is an integer count of minor units next to an ISO 4217 code. These
 * helpers are the only place amounts are converted to and from what people type.
 */
export const MAX_AMOUNT_MINOR = 100_000_000_00;

/**
 * An amount in minor units from `min` to MAX_AMOUNT_MINOR. Its bounds are custom issues marked
 * `unit: 'money'`, so messages show them as money in the form's currency ("£100,000,000.00");
 * the OpenAPI document still states them as minimum/maximum.
 */
export function moneyAmount(min = 0) {
  return z
    .number()
    .int()
    .superRefine((v, ctx) => {
      if (v < min) ctx.addIssue({ code: 'custom', params: { key: 'validation_min_value', min, unit: 'money' } });
      else if (v > MAX_AMOUNT_MINOR)
        ctx.addIssue({ code: 'custom', params: { key: 'validation_max_value', max: MAX_AMOUNT_MINOR, unit: 'money' } });
    })
    .meta({ minimum: min, maximum: MAX_AMOUNT_MINOR });
}

/** "12.5" or "12,50" → 1250; null when it is not an amount with at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 1250, 'GBP', 'en' → "£12.50"; 1250, 'UAH', 'uk' → "12,50 грн". */
export function formatMoney(minor: number, currency: string, locale: 'uk' | 'en'): string {
  return new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { style: 'currency', currency }).format(minor / 100);
}

/** Applies a discount to an amount, rounding half up to the minor unit, never below zero. */
export function applyDiscount(amount: number, d: { type: 'percentage' | 'fixed'; value: number }): number {
  const off = d.type === 'percentage' ? Math.round((amount * d.value) / 10_000) : d.value;
  return Math.max(0, amount - off);
}
