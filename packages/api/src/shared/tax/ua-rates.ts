import type { TaxSource } from './types';

/**
 * Ukrainian FOP (sole trader) single tax, groups 2 and 3 (not a VAT payer), for the calendar year.
 * Amounts in kopiykas, rates in basis points.
 *
 * Sources:
 * - Minimum wage: the State Budget laws: 2024 No. 3460-IX (7,100 UAH from 1 January, 8,000 from 1 April),
 *   2025 No. 4059-IX (8,000), 2026 No. 4695-IX (8,647).
 * - Single tax: Tax Code of Ukraine art. 293: group 2 up to 20 % of the minimum wage as at 1 January
 *   a month (the maximum a council may set: used here), group 3 5 % of income; income limits art. 291.4:
 *   834 (group 2) and 1,167 (group 3) minimum wages as at 1 January.
 * - Single social contribution (ЄСВ): Law No. 2464-VI art. 8: at least 22 % of the minimum wage of each month.
 * - Military levy for FOPs from 1 January 2025: Law No. 4015-IX (Tax Code, Transitional provisions,
 *   subsection 10 para. 16-1): groups 1, 2 and 4: 10 % of the minimum wage as at 1 January a month;
 *   group 3: 1 % of income. Single-tax FOPs did not pay it in 2024.
 */
export interface UaTaxYear {
  year: number;
  /** The minimum wage from each month (1–12) of the year; the first entry is 1 January. */
  minimumWage: { fromMonth: number; amount: number }[];
  group2Rate: number;
  group3Rate: number;
  esvRate: number;
  /** null: single-tax FOPs paid no military levy that year. */
  military: { group2Rate: number; group3Rate: number } | null;
  group2Limit: number;
  group3Limit: number;
  sources: TaxSource[];
}

const TAX_CODE: TaxSource = {
  title: 'Податковий кодекс України, ст. 291, 293 (zakon.rada.gov.ua)',
  url: 'https://zakon.rada.gov.ua/laws/show/2755-17',
};
const ESV: TaxSource = { title: 'Закон № 2464-VI, ст. 8 (ЄСВ)', url: 'https://zakon.rada.gov.ua/laws/show/2464-17' };
const MILITARY: TaxSource = {
  title: 'Закон № 4015-IX (військовий збір для ФОП)',
  url: 'https://zakon.rada.gov.ua/laws/show/4015-20',
};

const COMMON = { group2Rate: 2000, group3Rate: 500, esvRate: 2200, group2Limit: 834, group3Limit: 1167 };
const FROM_2025 = { military: { group2Rate: 1000, group3Rate: 100 } };

export const UA_TAX_YEARS: readonly UaTaxYear[] = [
  {
    year: 2024,
    ...COMMON,
    minimumWage: [
      { fromMonth: 1, amount: 7_100_00 },
      { fromMonth: 4, amount: 8_000_00 },
    ],
    military: null,
    sources: [
      TAX_CODE,
      ESV,
      { title: 'Закон № 3460-IX «Про Державний бюджет України на 2024 рік»', url: 'https://zakon.rada.gov.ua/laws/show/3460-20' },
    ],
  },
  {
    year: 2025,
    ...COMMON,
    ...FROM_2025,
    minimumWage: [{ fromMonth: 1, amount: 8_000_00 }],
    sources: [
      TAX_CODE,
      ESV,
      MILITARY,
      { title: 'Закон № 4059-IX «Про Державний бюджет України на 2025 рік»', url: 'https://zakon.rada.gov.ua/laws/show/4059-20' },
    ],
  },
  {
    year: 2026,
    ...COMMON,
    ...FROM_2025,
    minimumWage: [{ fromMonth: 1, amount: 8_647_00 }],
    sources: [
      TAX_CODE,
      ESV,
      MILITARY,
      { title: 'Закон № 4695-IX «Про Державний бюджет України на 2026 рік»', url: 'https://zakon.rada.gov.ua/laws/show/4695-20' },
    ],
  },
];

/** The minimum wage in force in a month (1–12). */
export function minimumWageIn(table: UaTaxYear, month: number): number {
  let amount = table.minimumWage[0]?.amount ?? 0;
  for (const step of table.minimumWage) if (step.fromMonth <= month) amount = step.amount;
  return amount;
}
