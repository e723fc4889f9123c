import { parseDecimal } from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/**
 * Percentages are kept in basis points (12.5 % = 1250). People type "12.5"
 * or "12,5"; anything else becomes NaN (→ "invalid") and an empty field
 * undefined (→ "required"), so the shared schema words the error.
 */
export function basisPointsOf(text: string): number | undefined {
  if (!text.trim()) return undefined;
  return parseDecimal(text.replace('%', ''), 2) ?? Number.NaN;
}

/** 1250 → "12.5" (en) / "12,5" (uk), for an input. */
export function percentText(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2, useGrouping: false }).format(basisPoints / 100);
}

/** 1250 → "12.5%" (en) / "12,5%" (uk), for display. */
export function formatPercent(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
