import { type SQL, sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { occurrenceVisits, type Span, visitsSql } from './visits';

const FAR = { from: 0, to: 8_000_000_000_000, fromDate: '1970-01-01', toDate: '2199-12-31' };

/**
 * Per client, over every visit the business has (stored and series, past and booked ahead), measured against a
 * period: visits in it (`in_period`, not cancelled), attended ones and the last attended start, visits before it
 * (`before`), up to its end (`upto`), and whether one is booked after the last attended visit (`rebooked`).
 * SQL for `FROM (${clientHistorySql(...)}) c`; one pass over the diary, grouped by client.
 */
export async function clientHistorySql(scope: BusinessScope, period: Span): Promise<SQL> {
  const occ = await occurrenceVisits(scope, FAR);
  const { from, to } = period;
  return sql`
    SELECT client_id,
      sum(start_at >= ${from} AND start_at < ${to} AND status <> 'cancelled') AS in_period,
      sum(start_at >= ${from} AND start_at < ${to} AND status = 'attended') AS attended,
      sum(start_at < ${from} AND status <> 'cancelled') AS before,
      sum(start_at < ${to} AND status <> 'cancelled') AS upto,
      max(CASE WHEN start_at >= ${from} AND start_at < ${to} AND status = 'attended' THEN start_at END) AS last_attended,
      max(CASE WHEN status <> 'cancelled' THEN start_at END) AS last_booked
    FROM (${visitsSql(scope, FAR, occ)}) GROUP BY client_id`;
}

/** Clients' figures for a period: active, returning, retained (3rd appointment or more), attended and rebooked. */
export async function clientCounts(scope: BusinessScope, period: Span) {
  const history = await clientHistorySql(scope, period);
  const [row] = await scope.db.all<Record<string, number | null>>(sql`
    SELECT coalesce(sum(in_period > 0), 0) AS active, coalesce(sum(in_period > 0 AND before > 0), 0) AS returned,
      coalesce(sum(in_period > 0 AND upto >= 3), 0) AS retained, coalesce(sum(attended > 0), 0) AS attended_clients,
      coalesce(sum(attended > 0 AND last_booked > last_attended), 0) AS rebooked,
      coalesce(sum(in_period = 1), 0) AS f1, coalesce(sum(in_period = 2), 0) AS f2,
      coalesce(sum(in_period BETWEEN 3 AND 5), 0) AS f3, coalesce(sum(in_period >= 6), 0) AS f6
    FROM (${history})`);
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    active: n('active'),
    returning: n('returned'),
    retained: n('retained'),
    attendedClients: n('attended_clients'),
    rebooked: n('rebooked'),
    frequency: { '1': n('f1'), '2': n('f2'), '3-5': n('f3'), '6+': n('f6') },
  };
}
