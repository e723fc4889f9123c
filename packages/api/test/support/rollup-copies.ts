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
