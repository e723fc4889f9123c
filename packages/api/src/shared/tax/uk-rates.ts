import type { TaxSource } from './types';

/**
 * UK self-assessment rates for a sole trader, England, Wales and Northern Ireland (Scotland sets its
 * own income tax bands, which are not covered; National Insurance is UK-wide). Amounts in pence,
 * rates in basis points. Keyed by the calendar year the tax year starts in (2025 = 6 April 2025 to
 * 5 April 2026).
 *
 * Sources (checked November 2026):
 * - Income tax: GOV.UK "Income Tax rates and Personal Allowances" (https://www.gov.uk/income-tax-rates,
 *   earlier years at /income-tax-rates/previous-tax-years): personal allowance £12,570, reduced by £1
 *   for every £2 of income over £100,000; on taxable income above the allowance: basic 20 % to £37,700,
 *   higher 40 % to £125,140, additional 45 % above. Frozen for all four years.
 * - National Insurance: GOV.UK "Self-employed National Insurance rates"
 *   (https://www.gov.uk/self-employed-national-insurance-rates): Class 4 between the lower profits limit
 *   £12,570 and the upper profits limit £50,270: 9 % in 2023-24, 6 % from 2024-25 (Spring Budget 2024);
 *   2 % above. Class 2: £3.45 a week in 2023-24 for profits of £12,570 or more (between the small profits
 *   threshold £6,725 and £12,570 it was treated as paid, below it voluntary); from 6 April 2024 no
 *   longer compulsory (voluntary only), so it is not charged.
 * - Trading allowance: GOV.UK "Tax-free allowances on property and trading income"
 *   (https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income): £1,000; income up
 *   to it is not taxed, above it either the allowance or the actual expenses is deducted.
 */
export interface UkTaxYear {
  startYear: number;
  personalAllowance: number;
  taperThreshold: number;
  basicBand: number;
  higherLimit: number;
  basicRate: number;
  higherRate: number;
  additionalRate: number;
  class4Lower: number;
  class4Upper: number;
  class4MainRate: number;
  class4UpperRate: number;
  /** Class 2 per week and the profits from which it is due; null once it is no longer compulsory. */
  class2: { weekly: number; weeks: number; from: number } | null;
  tradingAllowance: number;
  sources: TaxSource[];
}

const SOURCES: TaxSource[] = [
  { title: 'GOV.UK: Income Tax rates and Personal Allowances', url: 'https://www.gov.uk/income-tax-rates' },
  {
    title: 'GOV.UK: Self-employed National Insurance rates',
    url: 'https://www.gov.uk/self-employed-national-insurance-rates',
  },
  {
    title: 'GOV.UK: Tax-free allowances on property and trading income',
    url: 'https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income',
  },
];

const FROZEN = {
  personalAllowance: 12_570_00,
  taperThreshold: 100_000_00,
  basicBand: 37_700_00,
  higherLimit: 125_140_00,
  basicRate: 2000,
  higherRate: 4000,
  additionalRate: 4500,
  class4Lower: 12_570_00,
  class4Upper: 50_270_00,
  class4UpperRate: 200,
  tradingAllowance: 1_000_00,
};

export const UK_TAX_YEARS: readonly UkTaxYear[] = [
  {
    startYear: 2023,
    ...FROZEN,
    class4MainRate: 900,
    class2: { weekly: 3_45, weeks: 52, from: 12_570_00 },
    sources: [
      { title: 'GOV.UK: Income Tax rates, previous tax years', url: 'https://www.gov.uk/income-tax-rates/previous-tax-years' },
      ...SOURCES.slice(1),
    ],
  },
  { startYear: 2024, ...FROZEN, class4MainRate: 600, class2: null, sources: SOURCES },
  { startYear: 2025, ...FROZEN, class4MainRate: 600, class2: null, sources: SOURCES },
  { startYear: 2026, ...FROZEN, class4MainRate: 600, class2: null, sources: SOURCES },
];
