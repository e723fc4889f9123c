/** The checkout's summary card: what is due, how the payment splits between appointments and sales, and what remains. */
import { m } from '@kairos/i18n';
import { Alert, Card } from '@kairos/ui';
import type { Selection } from './checkout-items';
import { checkoutSummary } from './checkout-plan';
import type { Candidate } from './use-candidates';

/**
 * The docs/product/payments.md groups as this checkout will book them: appointment payments and sale payments (the server's own
 * allocation plan over the items in the order they are sent, checkout-plan.ts), and the rest still to allocate.
 */
export function Summary({
  due,
  paid,
  amounts,
  remaining,
  currency,
  chosen,
  selection,
  saleTotal,
  money,
}: {
  due: number;
  paid: number;
  /** Each payment line's amount, in order. */
  amounts: readonly number[];
  remaining: number;
  currency: string;
  chosen: Candidate[];
  selection: Selection;
  saleTotal: number;
  money: (n: number, c?: string) => string;
}) {
  const { appointments: toAppointments, sales: toSales } = checkoutSummary(chosen, selection, saleTotal, amounts);
  return (
    <Card title={m.wi_summary()}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4" data-testid="checkout-summary">
        <div>
          <dt className="text-gray-500">{m.wi_due()}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums" data-testid="checkout-due">
            {money(due, currency)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.wi_group_appointment_payments()}</dt>
          <dd className="font-medium text-gray-900 tabular-nums">{money(toAppointments, currency)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.wi_group_sale_payments()}</dt>
          <dd className="font-medium text-gray-900 tabular-nums">{money(toSales, currency)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{remaining >= 0 ? m.wi_remaining() : m.wi_over()}</dt>
          <dd
            className={remaining < 0 ? 'font-semibold text-red-600 tabular-nums' : 'font-semibold text-gray-900 tabular-nums'}
            data-testid="checkout-remaining"
            aria-live="polite"
          >
            {money(Math.abs(remaining), currency)}
          </dd>
        </div>
      </dl>
      {remaining < 0 ? (
        <Alert tone="warning" className="mt-3">
          {m.wi_over_text()}
        </Alert>
      ) : remaining > 0 && paid > 0 ? (
        <p className="mt-3 text-sm text-gray-600">{m.wi_remaining_text({ amount: money(remaining, currency) })}</p>
      ) : null}
    </Card>
  );
}
