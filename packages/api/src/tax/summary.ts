import type { Locale } from '@kairos/i18n';
import type { BusinessScope } from '../core/scope';
import type { TaxSummary } from '../shared/analytics-schemas';
import { estimateOf } from './estimate-of';

/**
 * The dashboard's "put aside for tax": this tax year's profit so far and the estimated tax on it.
 * Whether the plan has the feature is the caller's decision; this always answers.
 */
export async function taxSummaryOf(scope: BusinessScope, locale: Locale): Promise<TaxSummary | null> {
  const e = await estimateOf(scope, undefined, locale);
  return {
    regime: e.regime,
    start_date: e.start_date,
    end_date: e.end_date,
    label: e.label,
    currency: e.currency,
    profit: e.profit,
    tax: e.total,
    months_traded: e.months_traded,
    traded_since: e.traded_since,
  };
}
