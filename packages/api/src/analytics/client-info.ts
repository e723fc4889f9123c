import type { BusinessScope } from '../core/scope';
import type { AnalyticsDetails } from '../shared/analytics-schemas';
import { topSpenders } from './client-spend';
import { newClientsIn } from './figures';
import { clientCounts } from './history';
import { occurrenceVisits, type Span } from './visits';

type Tab = Extract<AnalyticsDetails, { tab: 'client_info' }>;
const n = (x: unknown) => Number(x ?? 0);

/** Client info: new, returning, active and retained clients, the top 10 by spend, and how often clients came. */
export async function clientInfo(
  scope: BusinessScope,
  span: Span,
): Promise<Omit<Tab, 'tab' | 'currency' | 'period' | 'previous'>> {
  const occ = await occurrenceVisits(scope, span);
  const [counts, fresh, top] = await Promise.all([
    clientCounts(scope, span),
    newClientsIn(scope, span),
    topSpenders(scope, span),
  ]);
  return {
    new_clients: fresh,
    returning_clients: counts.returning,
    active_clients: counts.active,
    retained_clients: counts.retained,
    top_clients: top.map((r) => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      visits: n(r.visits) + occ.filter((v) => v[1] === r.id && v[9] !== 'cancelled').length,
      spent: n(r.spent),
    })),
    visit_frequency: (['1', '2', '3-5', '6+'] as const).map((label) => ({ label, clients: counts.frequency[label] })),
  };
}
