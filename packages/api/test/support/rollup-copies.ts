import { sql } from 'drizzle-orm';
import type { Harness } from './harness';

/** Rows of a raw query as arrays (compared kept copy against rebuild in the rollup property tests). */
export const rowsOf = (db: Harness['db']) => async (q: string) =>
  (await db.all<Record<string, unknown>>(sql.raw(q))).map((r) => Object.values(r));

/** Money by service and location as kept (analytics_allocations), and as the join gives it (gift-voucher spends left out). */
export function allocationCopies(db: Harness['db']) {
  const rows = rowsOf(db);
  return {
    kept: () => rows(`SELECT id, business_id, taken_at, service_id, location_id, amount FROM analytics_allocations ORDER BY 1`),
    rebuilt: () =>
      rows(`SELECT pa.id, p.business_id, p.taken_at, coalesce(a.service_id, ''), coalesce(a.location_id, ''), pa.amount
        FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id JOIN appointments a ON a.id = pa.appointment_id
        WHERE p.method <> 'gift_voucher' ORDER BY 1`),
  };
}

/**
 * Each client's kept visits (not cancelled, not blocked time) as kept (analytics_client_visits, migration 0031: the
 * first, second, third and last start), and as the join of appointment_clients and appointments gives them.
 */
export function clientVisitCopies(db: Harness['db']) {
  const rows = rowsOf(db);
  return {
    kept: () =>
      rows(`SELECT business_id, client_id, first_at, second_at, third_at, last_at FROM analytics_client_visits ORDER BY 1, 2`),
    rebuilt: () =>
      rows(`WITH r AS (SELECT a.business_id AS b, ac.client_id AS c, a.start_at AS s,
          row_number() OVER (PARTITION BY a.business_id, ac.client_id ORDER BY a.start_at) AS n
        FROM appointment_clients ac JOIN appointments a ON a.id = ac.appointment_id AND a.business_id = ac.business_id
        WHERE a.type <> 'blocked' AND ac.status <> 'cancelled')
      SELECT b, c, min(s), max(CASE WHEN n = 2 THEN s END), max(CASE WHEN n = 3 THEN s END), max(s) FROM r
      GROUP BY b, c ORDER BY 1, 2`),
  };
}
