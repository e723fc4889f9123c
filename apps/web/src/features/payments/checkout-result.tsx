import { m } from '@kairos/i18n';
import { Alert, Badge, Button, buttonClass, Card, ConfirmDialog, useToast } from '@kairos/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { appointmentPath } from '../../lib/appointments/appointment';
import { errorInfo } from '../../lib/errors';
import { methodLabel, STATUS_TONE, statusLabel } from '../../lib/payments/labels';
import { useMoneyText } from '../../lib/payments/money';
import { BlockedHint, useWriteAccess } from '../../lib/records';
import { type RouterOutputs, trpcClient } from '../../lib/trpc';
import { afterMoneyChange } from './cache';
import { appointmentKey, type Candidate, saleKey } from './use-candidates';

/** What a checkout answers (payments.create). */
export type CheckoutOutput = RouterOutputs['payments']['create'];

/**
 * After a checkout: what was taken, the change to hand back, what each item still has left to pay,
 * and the way on (the income list, the appointment, another payment), or undo the whole checkout.
 */
export function CheckoutResult({
  result,
  candidates,
  onAnother,
  appointmentId,
}: {
  result: CheckoutOutput;
  candidates: Candidate[];
  onAnother: () => void;
  appointmentId: string | null;
}) {
  const money = useMoneyText();
  const toast = useToast();
  const access = useWriteAccess();
  const [undoing, setUndoing] = useState(false);
  const [undone, setUndone] = useState(false);
  const currency = result.payments[0]?.currency;
  const total = result.payments.reduce((s, p) => s + p.amount, 0);
  const titles = new Map(candidates.map((c) => [c.key, c.title]));
  const titleOf = (i: CheckoutOutput['balances'][number]) =>
    (i.sale_id
      ? titles.get(saleKey(i.sale_id))
      : i.appointment_id && i.client_id
        ? titles.get(appointmentKey(i.appointment_id, i.client_id))
        : null) || (i.sale_id ? m.wi_new_sale() : m.wi_untitled());

  const undo = async () => {
    try {
      await trpcClient.payments.deleteCheckout.mutate({ id: result.checkout_id });
      afterMoneyChange();
      setUndone(true);
      toast({ title: m.popup_success(), description: m.wi_checkout_undone() });
    } catch (e) {
      toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
      throw e;
    }
  };

  return (
    <div className="flex flex-col gap-6" data-testid="checkout-result">
      <Alert tone={undone ? 'warning' : 'success'} role="status" title={undone ? m.wi_checkout_undone() : m.wi_checkout_done()}>
        {m.wi_checkout_done_text({ amount: money(total, currency) })}
      </Alert>
      {result.change > 0 && !undone ? (
        <div className="rounded-xl border-2 border-emerald-300 bg-emerald-50 px-5 py-4 text-center">
          <p className="text-sm text-emerald-800">{m.wi_change_to_give()}</p>
          <p className="text-3xl font-semibold tracking-tight text-emerald-900 tabular-nums" data-testid="checkout-change">
            {money(result.change, currency)}
          </p>
        </div>
      ) : null}
      <Card title={m.wi_result_payments()}>
        <ul className="divide-y divide-gray-100 text-sm">
          {result.payments.map((p) => (
            <li key={p.id} className="flex items-baseline justify-between gap-3 py-2">
              <span>
                {methodLabel(p.method)}
                {p.voucher_code ? (
                  <>
                    {' '}
                    <span className="font-mono text-gray-500">{p.voucher_code}</span>
                  </>
                ) : null}
              </span>
              <span className="font-medium tabular-nums">{money(p.amount, p.currency)}</span>
            </li>
          ))}
        </ul>
      </Card>
      {result.balances.length ? (
        <Card title={m.wi_result_left()}>
          <ul className="divide-y divide-gray-100 text-sm" data-testid="checkout-result-items">
            {result.balances.map((i) => (
              <li
                key={`${i.appointment_id}-${i.client_id}-${i.sale_id}`}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <span className="min-w-0 wrap-anywhere">{titleOf(i)}</span>
                <span className="flex items-center gap-2">
                  <Badge tone={STATUS_TONE[i.status]}>{statusLabel(i.status, money(i.left_to_pay, currency))}</Badge>
                  <span className="font-medium tabular-nums" data-testid="result-left">
                    {money(i.left_to_pay, currency)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAnother}>{m.wi_take_another()}</Button>
        {appointmentId ? (
          <Link to={appointmentPath(appointmentId)} className={buttonClass('secondary')}>
            {m.wi_back_to_appointment()}
          </Link>
        ) : null}
        <Link to="/financials/income/list" className={buttonClass('secondary')}>
          {m.wi_see_income()}
        </Link>
        {!undone ? (
          <BlockedHint access={access}>
            <Button variant="ghost" disabled={access.blocked} onClick={() => setUndoing(true)}>
              {m.wi_undo_checkout()}
            </Button>
          </BlockedHint>
        ) : null}
      </div>
      <ConfirmDialog
        open={undoing}
        onOpenChange={setUndoing}
        title={m.wi_undo_title()}
        description={m.wi_undo_text()}
        confirmLabel={m.wi_undo_checkout()}
        cancelLabel={m.wi_cancel()}
        closeLabel={m.wi_close()}
        onConfirm={undo}
      />
    </div>
  );
}
