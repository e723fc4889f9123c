import { clients } from '@kairos/db';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { analyticsClientPayments as cp, analyticsClientSpend as cs } from './spend-table';
import { analyticsVisits as v } from './visit-table';
import type { Span } from './visits';

/**
 * The top 10 clients by spend in a period (definitions.md): their payments in it but gift voucher spends, summed;
 * those above 0, most first (ties by id), with their stored visits in it not cancelled (blocked time left out).
 * Read from migration 0042's copies: per client with a payment (analytics_client_spend, walked in key order, no
 * seek), spend = running total before the period's end − running total before its start, each one seek of
 * analytics_client_payments backwards (the first skipped when their last payment is before the end: their total);
 * a client whose last payment is before the start spent nothing in it. Not every payment of the period walked.
 */
export function topSpenders(scope: BusinessScope, span: Span) {
  const b = scope.businessId;
  const before = (client: SQLWrapper, at: number) => sql`coalesce((SELECT ${cp.running} FROM ${cp}
    WHERE ${cp.business_id} = ${b} AND ${cp.client_id} = ${client} AND ${cp.taken_at} < ${at}
    ORDER BY ${cp.taken_at} DESC, ${cp.id} DESC LIMIT 1), 0)`;
  return scope.db.all<{ id: string; first_name: string; last_name: string; spent: number; visits: number }>(sql`
    WITH s AS MATERIALIZED (
      SELECT ${cs.client_id} AS client_id,
        CASE WHEN ${cs.last_at} < ${span.to} THEN ${cs.total} ELSE ${before(cs.client_id, span.to)} END
          - ${before(cs.client_id, span.from)} AS spent
      FROM ${cs} WHERE ${cs.business_id} = ${b} AND ${cs.last_at} >= ${span.from})
    SELECT t.client_id AS id, c.first_name, c.last_name, t.spent,
      (SELECT count(*) FROM ${v}
        WHERE ${v.business_id} = ${b} AND ${v.client_id} = t.client_id AND ${v.status} <> 'cancelled'
          AND ${v.type} <> 'blocked' AND ${v.start_at} >= ${span.from} AND ${v.start_at} < ${span.to}) AS visits
    FROM (SELECT * FROM s WHERE spent > 0 ORDER BY spent DESC, client_id LIMIT 10) t
    JOIN ${clients} c ON c.id = t.client_id
    ORDER BY t.spent DESC, t.client_id`);
}
