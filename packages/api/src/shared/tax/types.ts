/**
 * What the tax calculators answer: itemised lines ("how we got this") and their total, all in
 * integer minor units of the table's currency (pence for the UK, kopiykas for Ukraine).
 * Rates are basis points (2000 = 20 %).
 */
export type TaxRegime = 'uk' | 'ua';

export const TAX_LINE_KEYS = [
  'uk_trading_allowance',
  'uk_expenses',
  'uk_personal_allowance',
  'uk_basic_rate',
  'uk_higher_rate',
  'uk_additional_rate',
  'uk_class4_main',
  'uk_class4_upper',
  'uk_class2',
  'ua_single_tax_fixed',
  'ua_single_tax_percent',
  'ua_esv',
  'ua_military_fixed',
  'ua_military_percent',
] as const;
export type TaxLineKey = (typeof TAX_LINE_KEYS)[number];

export const TAX_WARNINGS = [
  'uk_under_trading_allowance',
  'uk_scotland',
  'uk_class2_voluntary',
  'ua_group2_limit',
  'ua_group3_limit',
  'ua_no_military_levy',
  'rates_assumed',
  'currency_mismatch',
] as const;
export type TaxWarning = (typeof TAX_WARNINGS)[number];

export interface TaxLine {
  key: TaxLineKey;
  /** What the rate applies to (for a monthly charge: the months' minimum wages added up). */
  base: number;
  /** Basis points; null for a deduction (an allowance or expenses). */
  rate: number | null;
  /** Months counted, for a fixed monthly charge. */
  months: number | null;
  /** Weeks counted, for a weekly charge (UK Class 2); absent otherwise. */
  weeks?: number;
  /** The tax (or, for a deduction, the amount deducted). */
  amount: number;
  /** Whether the amount is a deduction from income rather than tax to pay. */
  deduction: boolean;
}

export interface TaxSource {
  title: string;
  url: string;
}

export interface TaxResult {
  /** Income less the deduction (expenses or the trading allowance); Ukraine's group 3 taxes income. */
  profit: number;
  lines: TaxLine[];
  /** Tax and contributions to put aside: the lines that are not deductions, added up. */
  total: number;
  warnings: TaxWarning[];
}

/** `base × rate`, rounded down to the minor unit (HMRC and the DPS both drop fractions of a penny/kopiyka). */
export const applyRate = (base: number, rate: number): number => Math.floor((Math.max(0, base) * rate) / 10_000);

export const charge = (key: TaxLineKey, base: number, rate: number, months: number | null = null): TaxLine => ({
  key,
  base,
  rate,
  months,
  amount: applyRate(base, rate),
  deduction: false,
});

export const totalOf = (lines: TaxLine[]): number => lines.reduce((s, l) => s + (l.deduction ? 0 : l.amount), 0);
