import { staleFigures } from '../../lib/figures';
import { queryClient, trpc } from '../../lib/trpc';

/**
 * After money moved (a checkout, a refund, a void): every figure that reads the
 * ledger is stale — payments and their sums, left to pay, the dashboard, the
 * diary's payment labels, sales' paid amounts and the client's related lists.
 */
export function afterMoneyChange(): void {
  staleFigures();
  for (const key of [trpc.appointments.pathKey(), trpc.sales.pathKey(), trpc.clients.related.pathKey()]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
