import { taxYearOf } from '../expenses-schemas';
import type { TaxRegime, TaxResult, TaxSource } from './types';
import { type UaGroup, uaEstimate } from './ua';
import { UA_TAX_YEARS, type UaTaxYear } from './ua-rates';
import { ukEstimate } from './uk';
import { UK_TAX_YEARS, type UkTaxYear } from './uk-rates';

export * from './types';
export { type UaGroup, uaEstimate, uaIncomeLimit } from './ua';
export { minimumWageIn, UA_TAX_YEARS, type UaTaxYear } from './ua-rates';
export { ukEstimate } from './uk';
export { UK_TAX_YEARS, type UkTaxYear } from './uk-rates';

/** The regime a business gets until its owner picks one: Ukrainian businesses (region UK, or hryvnias) the FOP single tax. */
export const defaultTaxRegime = (region: string, currency?: string): TaxRegime =>
  region === 'UK' || currency === 'UAH' ? 'ua' : 'uk';

/** The currency a regime's tables are in. */
export const regimeCurrency = (regime: TaxRegime): string => (regime === 'ua' ? 'UAH' : 'GBP');

export interface TaxYearStart {
  month: number;
  day: number;
}

/** The years the tables cover (UK: the calendar year the tax year starts in). */
export const taxYears = (regime: TaxRegime): number[] =>
  regime === 'ua' ? UA_TAX_YEARS.map((t) => t.year) : UK_TAX_YEARS.map((t) => t.startYear);

/** The period (first and last local date) of a tax year: Ukraine's is the calendar year, the UK's starts on the owner's day. */
export function taxPeriod(regime: TaxRegime, year: number, start: TaxYearStart): { start: string; end: string } {
  if (regime === 'ua') return { start: `${year}-01-01`, end: `${year}-12-31` };
  const month = String(start.month).padStart(2, '0');
  return taxYearOf(`${year}-${month}-28`, start.month, start.day);
}

/** The tax year holding a date. */
export function taxYearAt(regime: TaxRegime, date: string, start: TaxYearStart): number {
  if (regime === 'ua') return Number(date.slice(0, 4));
  return Number(taxYearOf(date, start.month, start.day).start.slice(0, 4));
}

/** "2025-26" for a UK tax year, "2025" for Ukraine's calendar year. */
export const taxYearLabel = (regime: TaxRegime, year: number): string =>
  regime === 'ua' ? String(year) : `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** Months of the period started by `today` (12 once the period is over, 0 before it starts). */
export function monthsElapsed(period: { start: string; end: string }, today: string): number {
  if (today > period.end) return 12;
  if (today < period.start) return 0;
  const [sy, sm, sd] = period.start.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return Math.min(12, (ty - sy) * 12 + (tm - sm) + (td >= sd ? 1 : 0));
}

export interface TaxEstimateInput {
  regime: TaxRegime;
  year: number;
  income: number;
  expenses: number;
  group: UaGroup;
  months: number;
}

/**
 * One estimate for either regime. A year past the tables uses the latest year's rates and says so
 * (`rates_assumed`); `sources` are the official pages the table cites.
 */
export function estimateTax(input: TaxEstimateInput): TaxResult & { sources: TaxSource[]; tableYear: number } {
  if (input.regime === 'ua') {
    const table = pick<UaTaxYear>(UA_TAX_YEARS, (t) => t.year, input.year);
    const result = uaEstimate(table, input.group, input.income, input.months);
    return withTable(result, table.sources, table.year, input.year);
  }
  const table = pick<UkTaxYear>(UK_TAX_YEARS, (t) => t.startYear, input.year);
  return withTable(ukEstimate(table, input.income, input.expenses), table.sources, table.startYear, input.year);
}

function pick<T>(tables: readonly T[], yearOf: (t: T) => number, year: number): T {
  const exact = tables.find((t) => yearOf(t) === year);
  if (exact) return exact;
  const earlier = tables.filter((t) => yearOf(t) < year);
  return (earlier.at(-1) ?? tables[0]) as T;
}

function withTable(result: TaxResult, sources: TaxSource[], tableYear: number, year: number) {
  const warnings = tableYear === year ? result.warnings : [...result.warnings, 'rates_assumed' as const];
  return { ...result, warnings, sources, tableYear };
}
