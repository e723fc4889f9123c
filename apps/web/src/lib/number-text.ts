import { parseDecimal } from '@kairos/api/shared';

/*
 * What a number field holds, turned into what the shared schema checks. The schema, not this file, words the
 * error, so every number field says the rule it breaks: empty → undefined ("Required"); a number as people type
 * it, with a minus sign or decimals ("-5", "2,5") → that number ("Must be at least 5 minutes", "Must be 0 or
 * more", "Must be a whole number"); only text that is no number at all → NaN ("Must be a number").
 */

const spaces = /[\s\u00a0\u202f]/g;
const MINUS = /^[-\u2212]/;

/** "12", "-5", "2.5", "2,5", "1 000" → the number; '' → undefined; "abc" → NaN. */
export function numberOf(text: string): number | undefined {
  const t = text.replace(spaces, '').replace(MINUS, '-');
  if (!t) return undefined;
  return /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

/** A decimal kept as an integer of `exponent` places ("12.5" with 2 → 1250; "-5" → -500); '' → undefined; else NaN. */
export function scaledOf(text: string, exponent: number): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const negative = MINUS.test(t);
  const scaled = parseDecimal(negative ? t.slice(1) : t, exponent);
  if (scaled === null) return Number.NaN;
  return negative ? -scaled : scaled;
}
