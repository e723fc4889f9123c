// CONTRACT (TAX): the signature stays; the tax helper replaces the body and removes this line.
import type { Locale } from '@kairos/i18n';
import type { BusinessScope } from '../core/scope';
import type { TaxSummary } from '../shared/analytics-schemas';

/** The dashboard's "put aside for tax": this tax year's profit so far and the estimated tax on it. */
export async function taxSummaryOf(_scope: BusinessScope, _locale: Locale): Promise<TaxSummary | null> {
  return null;
}
