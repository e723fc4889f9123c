/** The checkout's summary card: what is due, how the payment splits between appointments and sales, and what remains. */
import { m } from '@kairos/i18n';
import { Alert, Card } from '@kairos/ui';
import type { Selection } from './checkout-items';
import type { Candidate } from './use-candidates';

/**
 * The SPEC 3 groups as this checkout will book them: appointment payments and sale payments
 * (the money allocated in order, each item up to what it has left), and the rest still to allocate.
 */
export function Summary({
  due,
  paid,
  remaining,
  currency,
  chosen,
  selection,
  saleTotal,
  money,
}: {
  due: number;
  paid: number;
  remaining: number;
  currency: string;
  chosen: Candidate[];
  selection: Selection;
  saleTotal: number;
  money: (n: number, c?: string) => string;
}) {
  let pot = paid;
  let toAppointments = 0;
  let toSales = 0;
  for (const c of [...chosen.filter((x) => x.kind === 'appointment'), ...chosen.filter((x) => x.kind === 'sale')]) {
    const owed = selection.get(c.key)?.use_package ? 0 : c.left;
    const part = Math.min(owed, pot);
    pot -= part;
    if (c.kind === 'appointment') toAppointments += part;
    else toSales += part;
  }
  toSales += Math.min(saleTotal, pot);
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
