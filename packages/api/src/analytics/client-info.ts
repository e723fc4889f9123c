import { clients, payments as p } from '@kairos/db';
import { sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import type { AnalyticsDetails } from '../shared/analytics-schemas';
import { newClientsIn } from './figures';
import { clientCounts } from './history';
import { analyticsVisits as v } from './visit-table';
import { occurrenceVisits, type Span } from './visits';

type Tab = Extract<AnalyticsDetails, { tab: 'client_info' }>;
const n = (x: unknown) => Number(x ?? 0);

/** Client info: new, returning, active and retained clients, the top 10 by spend, and how often clients came. */
export async function clientInfo(
  scope: BusinessScope,
  span: Span,
): Promise<Omit<Tab, 'tab' | 'currency' | 'period' | 'previous'>> {
  const b = scope.businessId;
  const occ = await occurrenceVisits(scope, span);
  const [counts, fresh, top] = await Promise.all([
    clientCounts(scope, span),
    newClientsIn(scope, span),
    // Each top client's visits not cancelled: their stored rows probed through the (business, client, status)
    // index (a few dozen each, not the period's every visit), the series occurrences counted below.
    scope.db.all<{ id: string; first_name: string; last_name: string; spent: number; visits: number }>(sql`
      SELECT t.client_id AS id, c.first_name, c.last_name, t.spent,
        (SELECT count(*) FROM ${v}
          WHERE ${v.business_id} = ${b} AND ${v.client_id} = t.client_id AND ${v.status} <> 'cancelled'
            AND ${v.type} <> 'blocked' AND ${v.start_at} >= ${span.from} AND ${v.start_at} < ${span.to}) AS visits
      FROM (SELECT ${p.client_id} AS client_id, sum(${p.amount}) AS spent FROM ${p}
            WHERE ${p.business_id} = ${b} AND ${p.taken_at} >= ${span.from} AND ${p.taken_at} < ${span.to}
              AND ${p.method} <> 'gift_voucher' AND ${p.client_id} IS NOT NULL
            GROUP BY ${p.client_id} HAVING sum(${p.amount}) > 0 ORDER BY spent DESC, client_id LIMIT 10) t
      JOIN ${clients} c ON c.id = t.client_id AND c.business_id = ${b}
      ORDER BY t.spent DESC, t.client_id`),
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
