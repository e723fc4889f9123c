import { queryClient, trpc } from './trpc';

/**
 * The money figures several screens read (left to pay on the dashboard, the Left to pay page and the checkout;
 * income, analytics, tax): after anything that changes a booking, a sale or the ledger they are all stale at once,
 * so no screen shows an older figure than another.
 */
export function staleFigures(): void {
  for (const key of [trpc.payments.pathKey(), trpc.analytics.pathKey(), trpc.tax.pathKey()]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
