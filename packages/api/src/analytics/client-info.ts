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
    // Each client's spend in the period: one seek per client of payments' (business, client, taken) index of the
    // payments but gift voucher spends (migration 0042: partial, so the method term costs nothing per entry; named,
    // as without ANALYZE figures SQLite may walk the period's payments once per client),
    // no temporary b-tree grouping a year of payments by client. Then each top client's visits not cancelled: their
    // stored rows probed through the (business, client, status) index (a few dozen each, not the period's every
    // visit), the series occurrences counted below.
    scope.db.all<{ id: string; first_name: string; last_name: string; spent: number; visits: number }>(sql`
      WITH s AS MATERIALIZED (
        SELECT c.id AS client_id, c.first_name, c.last_name,
          (SELECT sum(${p.amount}) FROM ${p} INDEXED BY payments_business_client_idx WHERE ${p.business_id} = ${b} AND ${p.client_id} = c.id
            AND ${p.taken_at} >= ${span.from} AND ${p.taken_at} < ${span.to} AND ${p.method} <> 'gift_voucher') AS spent
        FROM ${clients} c WHERE c.business_id = ${b})
      SELECT t.client_id AS id, t.first_name, t.last_name, t.spent,
        (SELECT count(*) FROM ${v}
          WHERE ${v.business_id} = ${b} AND ${v.client_id} = t.client_id AND ${v.status} <> 'cancelled'
            AND ${v.type} <> 'blocked' AND ${v.start_at} >= ${span.from} AND ${v.start_at} < ${span.to}) AS visits
      FROM (SELECT * FROM s WHERE spent > 0 ORDER BY spent DESC, client_id LIMIT 10) t
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
