import { expenses } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, gte, lte, sum } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { type BusinessScope, settingsOf, todayOf } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { spanOf } from '../payments/range';
import { incomeIn } from '../payments/statistic';
import {
  defaultTaxRegime,
  estimateTax,
  monthsElapsed,
  regimeCurrency,
  type TaxRegime,
  taxPeriod,
  taxYearAt,
  taxYearLabel,
  taxYears,
  tradedIn,
} from '../shared/tax';
import { toLocal } from '../shared/zoned';
import type { TaxEstimate } from './schemas';

/** The owner's regime, group and tax-year start, with defaults for rows written before issue 15. */
export async function taxSettingsOf(scope: BusinessScope) {
  const { tax } = await settingsOf(scope.db, scope.businessId, scope.business.region);
  return {
    regime: tax.regime ?? defaultTaxRegime(scope.business.region, scope.business.currency),
    group: tax.ua_group ?? 3,
    start: { month: tax.tax_year_start_month, day: tax.tax_year_start_day },
    /** The day the business started trading: the owner's setting, else the day it registered here (its zone). */
    tradingSince: tax.trading_since ?? toLocal(scope.business.created_at.getTime(), scope.business.timezone).date,
  };
}

/** The years the picker offers: those in the tables up to the current one (which may be past the tables), newest first. */
function yearsFor(regime: TaxRegime, current: number): number[] {
  const years = new Set(taxYears(regime).filter((y) => y <= current));
  years.add(current);
  return [...years].sort((a, b) => b - a);
}

/**
 * The estimate for a year (the current one when absent): income and expenses summed in SQL over the
 * period in the business's zone, then the regime's calculator. A year outside the picker's is a
 * VALIDATION_ERROR naming the years there are.
 */
export async function estimateOf(scope: BusinessScope, year: number | undefined, locale: Locale): Promise<TaxEstimate> {
  const settings = await taxSettingsOf(scope);
  const { regime } = settings;
  const today = todayOf(scope);
  const current = taxYearAt(regime, today, settings.start);
  const years = yearsFor(regime, current);
  const chosen = year ?? current;
  if (!years.includes(chosen)) {
    const list = years.map((y) => taxYearLabel(regime, y)).join(', ');
    throw new AppError('VALIDATION_ERROR', {}, { year: [m.tax_year_unsupported({ years: list }, { locale })] });
  }
  const period = taxPeriod(regime, chosen, settings.start);
  const span = spanOf(scope, { start_date: period.start, end_date: period.end }, locale);
  const [income, [spent]] = await Promise.all([
    incomeIn(scope, span, false),
    scope.db
      .select({ total: sum(expenses.amount).mapWith(Number) })
      .from(expenses)
      .where(scopeToBusiness(expenses, scope.businessId, and(gte(expenses.date, period.start), lte(expenses.date, period.end)))),
  ]);
  const months = monthsElapsed(period, today);
  const traded = tradedIn(period, settings.tradingSince, today);
  const expenseTotal = spent?.total ?? 0;
  const result = estimateTax({ regime, year: chosen, income: income.net, expenses: expenseTotal, group: settings.group, traded });
  const currency = scope.business.currency;
  const warnings = currency === regimeCurrency(regime) ? result.warnings : [...result.warnings, 'currency_mismatch' as const];
  const label = taxYearLabel(regime, chosen);
  return {
    regime,
    ua_group: regime === 'ua' ? settings.group : null,
    year: chosen,
    label: regime === 'ua' ? m.tax_label_ua({ year: label }, { locale }) : m.tax_label_uk({ year: label }, { locale }),
    years,
    start_date: period.start,
    end_date: period.end,
    currency,
    income: income.net,
    expenses: expenseTotal,
    profit: income.net - expenseTotal,
    taxable: result.profit,
    lines: result.lines,
    total: result.total,
    months_elapsed: months,
    months_traded: traded.months,
    traded_since: traded.since,
    trading_since: settings.tradingSince,
    warnings,
    table_year: result.tableYear,
    sources: result.sources,
  };
}
