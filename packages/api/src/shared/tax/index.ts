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
  return tradedIn(period, period.start, today).months;
}

/**
 * The part of a tax year the business has traded in so far: from the later of the period's start and the day
 * trading started, to the earlier of today and the period's end (local dates), and the months of the period
 * that part touches (a tax month runs from the period's start day: 6 April to 5 May in the UK; the month trading
 * started counts whole, as the minimum contribution is monthly). 0 months when it has not begun.
 */
export interface Traded {
  since: string;
  until: string;
  months: number;
}

export function tradedIn(period: { start: string; end: string }, tradingSince: string, today: string): Traded {
  const since = tradingSince > period.start ? tradingSince : period.start;
  const until = today < period.end ? today : period.end;
  if (until < since) return { since, until, months: 0 };
  return { since, until, months: Math.min(12, periodMonth(period.start, until) - periodMonth(period.start, since) + 1) };
}

/** Which month of a period starting on `start` a date falls in (0 for the first). */
function periodMonth(start: string, date: string): number {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return (y - sy) * 12 + (mo - sm) - (d < sd ? 1 : 0);
}

/** Weeks of self-employment in a traded part (a started week counts), at most 52: Class 2 is charged per week. */
export function weeksIn(t: Traded): number {
  if (t.months === 0) return 0;
  const days = (Date.parse(`${t.until}T00:00:00Z`) - Date.parse(`${t.since}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.min(52, Math.ceil(days / 7));
}

export interface TaxEstimateInput {
  regime: TaxRegime;
  year: number;
  income: number;
  expenses: number;
  group: UaGroup;
  /** What was traded in the year so far: fixed periodic charges (ЄСВ, group 2's, Class 2) count for it only. */
  traded: Traded;
}

/**
 * One estimate for either regime. A year past the tables uses the latest year's rates and says so
 * (`rates_assumed`); `sources` are the official pages the table cites.
 */
export function estimateTax(input: TaxEstimateInput): TaxResult & { sources: TaxSource[]; tableYear: number } {
  if (input.regime === 'ua') {
    const table = pick<UaTaxYear>(UA_TAX_YEARS, (t) => t.year, input.year);
    const result = uaEstimate(table, input.group, input.income, {
      first: Number(input.traded.since.slice(5, 7)),
      count: input.traded.months,
    });
    return withTable(result, table.sources, table.year, input.year);
  }
  const table = pick<UkTaxYear>(UK_TAX_YEARS, (t) => t.startYear, input.year);
  return withTable(
    ukEstimate(table, input.income, input.expenses, weeksIn(input.traded)),
    table.sources,
    table.startYear,
    input.year,
  );
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
