import type { Harness } from './harness';
import { rowsOf } from './rollup-copies';

/**
 * The clients' running totals of payments (migration 0042) as kept, and as the payments give them: per payment not a
 * gift voucher spend whose client is one of its business's, the sum of that client's such payments up to and
 * including it in (taken_at, id) order; per client their total and last payment.
 */
export function spendCopies(db: Harness['db']) {
  const rows = rowsOf(db);
  const counted = `FROM payments p JOIN clients c ON c.id = p.client_id AND c.business_id = p.business_id
    WHERE p.method <> 'gift_voucher'`;
  return {
    kept: async () => [
      await rows(`SELECT business_id, client_id, taken_at, id, running FROM analytics_client_payments ORDER BY 1, 2, 3, 4`),
      await rows(`SELECT business_id, client_id, total, last_at FROM analytics_client_spend ORDER BY 1, 2`),
    ],
    rebuilt: async () => [
      await rows(`SELECT p.business_id, p.client_id, p.taken_at, p.id, sum(p.amount) OVER (PARTITION BY p.business_id,
        p.client_id ORDER BY p.taken_at, p.id ROWS UNBOUNDED PRECEDING) ${counted} ORDER BY 1, 2, 3, 4`),
      await rows(`SELECT p.business_id, p.client_id, sum(p.amount), max(p.taken_at) ${counted} GROUP BY 1, 2 ORDER BY 1, 2`),
    ],
  };
}
