import { m } from '@kairos/i18n';
import type { RouterOutputs } from '../../lib/trpc';

export type TaxEstimate = RouterOutputs['tax']['estimate'];
type LineKey = TaxEstimate['lines'][number]['key'];
type Warning = TaxEstimate['warnings'][number];

/** The name of each "how we got this" line. */
export const LINE_LABEL: Record<LineKey, () => string> = {
  uk_trading_allowance: () => m.wtx_line_uk_trading_allowance(),
  uk_expenses: () => m.wtx_line_uk_expenses(),
  uk_personal_allowance: () => m.wtx_line_uk_personal_allowance(),
  uk_basic_rate: () => m.wtx_line_uk_basic_rate(),
  uk_higher_rate: () => m.wtx_line_uk_higher_rate(),
  uk_additional_rate: () => m.wtx_line_uk_additional_rate(),
  uk_class4_main: () => m.wtx_line_uk_class4_main(),
  uk_class4_upper: () => m.wtx_line_uk_class4_upper(),
  uk_class2: () => m.wtx_line_uk_class2(),
  ua_single_tax_fixed: () => m.wtx_line_ua_single_tax_fixed(),
  ua_single_tax_percent: () => m.wtx_line_ua_single_tax_percent(),
  ua_esv: () => m.wtx_line_ua_esv(),
  ua_military_fixed: () => m.wtx_line_ua_military_fixed(),
  ua_military_percent: () => m.wtx_line_ua_military_percent(),
};

/** The notes under the figures. */
export const WARNING_TEXT: Record<Warning, (currency: string) => string> = {
  uk_under_trading_allowance: () => m.wtx_warn_uk_under_trading_allowance(),
  uk_scotland: () => m.wtx_warn_uk_scotland(),
  uk_class2_voluntary: () => m.wtx_warn_uk_class2_voluntary(),
  ua_group2_limit: () => m.wtx_warn_ua_group2_limit(),
  ua_group3_limit: () => m.wtx_warn_ua_group3_limit(),
  ua_no_military_levy: () => m.wtx_warn_ua_no_military_levy(),
  rates_assumed: () => m.wtx_warn_rates_assumed(),
  currency_mismatch: (currency) => m.wtx_warn_currency_mismatch({ currency }),
};

/** Warnings that change what the owner must do (a limit crossed, the wrong currency) stand out; the rest are notes. */
export const SERIOUS: readonly Warning[] = ['ua_group2_limit', 'ua_group3_limit', 'currency_mismatch', 'rates_assumed'];

/** A year as the period is named: "2026-27" (a UK tax year) or "2026" (Ukraine's calendar year). */
export const yearLabel = (regime: TaxEstimate['regime'], year: number) =>
  regime === 'uk' ? `${year}-${String((year + 1) % 100).padStart(2, '0')}` : String(year);
