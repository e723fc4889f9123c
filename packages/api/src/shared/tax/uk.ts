import { charge, type TaxLine, type TaxResult, type TaxWarning, totalOf } from './types';
import type { UkTaxYear } from './uk-rates';

/**
 * A UK sole trader's self-assessment estimate for one tax year (England, Wales and Northern Ireland
 * bands), from the year's income and allowable expenses in pence:
 * 1. Income up to the £1,000 trading allowance is not taxed at all.
 * 2. Profit = income less the larger of the expenses and the trading allowance (one or the other).
 * 3. Personal allowance £12,570, less £1 for every £2 of profit over £100,000 (gone at £125,140).
 * 4. Income tax on profit above the allowance: 20 % to £37,700, 40 % to £125,140, 45 % above.
 * 5. Class 4 National Insurance on profit between the lower and upper profits limits at the main
 *    rate, 2 % above; Class 2 where the year still charges it (2023-24), for the `weeks` traded.
 * The allowances, bands and limits are for the whole tax year even when the business traded part of it
 * (HMRC does not cut them for a part year); only Class 2, a weekly charge, follows the weeks traded.
 * The profit is treated as the owner's only income (no employment, pensions or savings).
 */
export function ukEstimate(year: UkTaxYear, income: number, expenses: number, weeks = 52): TaxResult {
  const warnings: TaxWarning[] = ['uk_scotland'];
  if (income <= year.tradingAllowance) {
    const line = {
      key: 'uk_trading_allowance',
      base: income,
      rate: null,
      months: null,
      amount: income,
      deduction: true,
    } as const;
    return { profit: 0, lines: [line], total: 0, warnings: ['uk_under_trading_allowance', ...warnings] };
  }
  const useAllowance = year.tradingAllowance > expenses;
  const deducted = useAllowance ? year.tradingAllowance : expenses;
  const profit = Math.max(0, income - deducted);
  const lines: TaxLine[] = [
    {
      key: useAllowance ? 'uk_trading_allowance' : 'uk_expenses',
      base: income,
      rate: null,
      months: null,
      amount: Math.min(income, deducted),
      deduction: true,
    },
  ];

  // The taper counts whole pounds: £1 off for every full £2 over the threshold.
  const over = Math.max(0, profit - year.taperThreshold);
  const allowance = Math.max(0, year.personalAllowance - Math.floor(over / 200) * 100);
  lines.push({
    key: 'uk_personal_allowance',
    base: profit,
    rate: null,
    months: null,
    amount: Math.min(profit, allowance),
    deduction: true,
  });
  const taxable = Math.max(0, profit - allowance);
  const basic = Math.min(taxable, year.basicBand);
  const higher = Math.min(taxable, year.higherLimit) - basic;
  const additional = taxable - basic - higher;
  lines.push(charge('uk_basic_rate', basic, year.basicRate));
  if (higher > 0) lines.push(charge('uk_higher_rate', higher, year.higherRate));
  if (additional > 0) lines.push(charge('uk_additional_rate', additional, year.additionalRate));

  const main = Math.max(0, Math.min(profit, year.class4Upper) - year.class4Lower);
  lines.push(charge('uk_class4_main', main, year.class4MainRate));
  const upper = Math.max(0, profit - year.class4Upper);
  if (upper > 0) lines.push(charge('uk_class4_upper', upper, year.class4UpperRate));

  if (year.class2) {
    const due = profit >= year.class2.from;
    lines.push({
      key: 'uk_class2',
      base: year.class2.weekly,
      rate: null,
      months: null,
      weeks: due ? Math.min(weeks, year.class2.weeks) : 0,
      amount: due ? year.class2.weekly * Math.min(weeks, year.class2.weeks) : 0,
      deduction: false,
    });
    if (!due) warnings.push('uk_class2_voluntary');
  }
  return { profit, lines, total: totalOf(lines), warnings };
}
