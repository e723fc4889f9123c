import { charge, type TaxLine, type TaxResult, type TaxWarning, totalOf } from './types';
import { minimumWageIn, type UaTaxYear } from './ua-rates';

export type UaGroup = 2 | 3;

/**
 * A Ukrainian FOP's single tax, single social contribution (ЄСВ) and military levy for the calendar
 * year, from the year's income in kopiykas; the monthly charges over the months traded (`months`: from
 * calendar month `first`, `count` of them: the whole year, or from the month trading started to this one):
 * - group 2: 20 % of the minimum wage as at 1 January a month; group 3: 5 % of income;
 * - ЄСВ: 22 % of each month's minimum wage (the minimum contribution), whatever the income;
 * - military levy (from 2025): group 2 10 % of the minimum wage as at 1 January a month, group 3 1 % of income.
 * Expenses do not reduce either group's tax. Income over the group's limit (834 / 1,167 minimum
 * wages as at 1 January) is a warning: the FOP has to move group or to the general system.
 */
export function uaEstimate(year: UaTaxYear, group: UaGroup, income: number, months: { first: number; count: number }): TaxResult {
  const first = Math.min(12, Math.max(1, months.first));
  const n = Math.min(13 - first, Math.max(0, months.count));
  const january = minimumWageIn(year, 1);
  const fixedBase = january * n;
  let wages = 0;
  for (let month = first; month < first + n; month++) wages += minimumWageIn(year, month);

  const lines: TaxLine[] = [
    group === 2
      ? charge('ua_single_tax_fixed', fixedBase, year.group2Rate, n)
      : charge('ua_single_tax_percent', income, year.group3Rate),
    charge('ua_esv', wages, year.esvRate, n),
  ];
  const warnings: TaxWarning[] = [];
  if (year.military) {
    lines.push(
      group === 2
        ? charge('ua_military_fixed', fixedBase, year.military.group2Rate, n)
        : charge('ua_military_percent', income, year.military.group3Rate),
    );
  } else warnings.push('ua_no_military_levy');

  if (income > uaIncomeLimit(year, group)) warnings.push(group === 2 ? 'ua_group2_limit' : 'ua_group3_limit');
  return { profit: income, lines, total: totalOf(lines), warnings };
}

/** The group's income limit for the year (834 or 1,167 minimum wages as at 1 January). */
export const uaIncomeLimit = (year: UaTaxYear, group: UaGroup): number =>
  minimumWageIn(year, 1) * (group === 2 ? year.group2Limit : year.group3Limit);
