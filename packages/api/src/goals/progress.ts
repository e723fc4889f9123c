// CONTRACT (GOALS): the signature stays; the goals helper replaces the body and removes this line.
import type { Locale } from '@kairos/i18n';
import type { BusinessScope } from '../core/scope';
import type { GoalProgress } from '../shared/analytics-schemas';

/** Each goal of the business with its progress in its current period (the period holding `scope.now`). */
export async function goalProgressOf(_scope: BusinessScope, _locale: Locale): Promise<GoalProgress[]> {
  return [];
}
