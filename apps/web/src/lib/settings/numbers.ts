import type { Locale } from '@kairos/i18n';
import { scaledOf } from '../number-text';

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/**
 * Percentages are kept in basis points (12.5 % = 1250). People type "12.5", "12,5" or "-5"; the shared schema
 * words the error (lib/number-text.ts).
 */
export function basisPointsOf(text: string): number | undefined {
  return scaledOf(text.replace('%', ''), 2);
}

/** 1250 → "12.5" (en) / "12,5" (uk), for an input. */
export function percentText(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2, useGrouping: false }).format(basisPoints / 100);
}

/** 1250 → "12.5%" (en) / "12,5%" (uk), for display. */
export function formatPercent(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
