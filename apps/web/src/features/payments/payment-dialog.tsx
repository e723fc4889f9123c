import { refundInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Badge, Button, ConfirmDialog, Dialog, MoneyField, Spinner, TextField, useToast } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { appointmentPath } from '../../lib/appointments/appointment';
import { clientPath } from '../../lib/clients/client';
import { errorInfo } from '../../lib/errors';
import { checkInput } from '../../lib/form-core';
import { useLocale } from '../../lib/i18n';
import { amountText, minorOf } from '../../lib/money';
import { KIND_LABEL, methodLabel, TYPE_LABEL } from '../../lib/payments/labels';
import { personName, useMoneyText } from '../../lib/payments/money';
import { BlockedHint, LoadError, useWriteAccess } from '../../lib/records';
import { type RouterOutputs, trpc, trpcClient } from '../../lib/trpc';
import { moneyLocale } from '../../lib/use-money-field';
import { afterMoneyChange } from './cache';
import { formatShortDate } from './format';

type Payment = RouterOutputs['payments']['get'];

/** A payment's details (opened from the income list or the client's payments): what it paid for, Refund and Delete. */
export function PaymentDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useQuery({ ...trpc.payments.get.queryOptions({ id: id ?? '' }), enabled: !!id });
  return (
    <Dialog
      open={!!id}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.wi_payment_title()}
      closeLabel={m.wi_close()}
      className="max-w-lg"
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PaymentDetails key={`${query.data.id}-${query.data.refunded}-${query.data.voided}`} p={query.data} />
      )}
    </Dialog>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-2 text-sm">
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 wrap-anywhere text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function PaymentDetails({ p }: { p: Payment }) {
  const money = useMoneyText();
  const { locale } = useLocale();
  const toast = useToast();
  const access = useWriteAccess();
  const [refunding, setRefunding] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const refundable = p.kind === 'payment' && !p.voided ? p.amount - p.refunded : 0;

  const voidIt = async () => {
    try {
      await trpcClient.payments.delete.mutate({ id: p.id });
      afterMoneyChange();
      toast({ title: m.popup_success(), description: m.wi_deleted() });
    } catch (e) {
      toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
      throw e;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-2xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="payment-amount">
          {money(p.amount, p.currency)}
        </span>
        {p.kind !== 'payment' ? <Badge>{KIND_LABEL[p.kind]()}</Badge> : null}
        {p.voided ? <Badge tone="error">{m.wi_voided()}</Badge> : null}
      </div>
      <dl className="divide-y divide-gray-100">
        <Row label={m.wi_col_date()}>{formatShortDate(p.date, locale)}</Row>
        <Row label={m.wi_col_client()}>
          {p.client ? (
            <Link to={clientPath(p.client.id)} className="font-medium text-brand-700 underline">
              {personName(p.client)}
            </Link>
          ) : (
            m.wi_no_client()
          )}
        </Row>
        <Row label={m.wi_method()}>
          {methodLabel(p.method)}
          {p.voucher_code ? (
            <>
              {' '}
              <span className="font-mono text-gray-600">{p.voucher_code}</span>
            </>
          ) : null}
        </Row>
        <Row label={m.wi_type()}>{TYPE_LABEL[p.type]()}</Row>
        {p.tendered !== null ? (
          <Row label={m.wi_tendered()}>
            {money(p.tendered, p.currency)}
            {p.change ? ` · ${m.wi_change_given({ amount: money(p.change, p.currency) })}` : ''}
          </Row>
        ) : null}
        {p.refunded > 0 ? (
          <Row label={m.wi_refunded()} testId="payment-refunded">
            {money(p.refunded, p.currency)}
          </Row>
        ) : null}
        {p.note ? <Row label={m.wi_note()}>{p.note}</Row> : null}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-gray-800">{m.wi_allocations()}</h3>
        {p.allocations.length === 0 ? (
          <p className="text-sm text-gray-500">{m.wi_allocations_none()}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm" data-testid="payment-allocations">
            {p.allocations.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: allocations have no id of their own and never reorder
              <li key={i} className="flex items-baseline justify-between gap-3 py-1.5">
                {a.appointment_id ? (
                  <Link to={appointmentPath(a.appointment_id)} className="min-w-0 wrap-anywhere text-brand-700 underline">
                    {a.label}
                  </Link>
                ) : a.sale_id ? (
                  <Link
                    to={`/sales-and-products/sales/${encodeURIComponent(a.sale_id)}`}
                    className="min-w-0 wrap-anywhere text-brand-700 underline"
                  >
                    {a.label}
                  </Link>
                ) : (
                  <span className="min-w-0 wrap-anywhere">{a.label}</span>
                )}
                <span className="shrink-0 tabular-nums">{money(a.amount, p.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {p.kind === 'payment' && !p.voided ? (
        refunding ? (
          <RefundForm p={p} max={refundable} onDone={() => setRefunding(false)} />
        ) : (
          <BlockedHint access={access}>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" disabled={access.blocked || refundable <= 0} onClick={() => setRefunding(true)}>
                {m.wi_refund()}
              </Button>
              <Button variant="danger" disabled={access.blocked} onClick={() => setVoiding(true)}>
                {m.wi_delete()}
              </Button>
            </div>
          </BlockedHint>
        )
      ) : null}
      <ConfirmDialog
        open={voiding}
        onOpenChange={setVoiding}
        title={m.wi_delete_title({ amount: money(p.amount, p.currency) })}
        description={m.wi_delete_text()}
        confirmLabel={m.wi_delete()}
        cancelLabel={m.wi_cancel()}
        closeLabel={m.wi_close()}
        onConfirm={voidIt}
      />
    </div>
  );
}

/** Refund part or all of a payment: an amount (at most what is not yet refunded), a note, then a confirmation. */
function RefundForm({ p, max, onDone }: { p: Payment; max: number; onDone: () => void }) {
  const id = useId();
  const { locale } = useLocale();
  const money = useMoneyText();
  const toast = useToast();
  const [amount, setAmount] = useState(amountText(max, p.currency, locale));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState<number | null>(null);

  const review = () => {
    const minor = minorOf(amount, p.currency);
    const result = checkInput(refundInput, { id: p.id, amount: minor, note: note || undefined }, locale, {
      currency: p.currency,
    });
    if (!result.ok) return setErrors(result.errors);
    if (result.data.amount > max) return setErrors({ amount: [m.wi_refund_too_much({ amount: money(max, p.currency) })] });
    setErrors({});
    setConfirming(result.data.amount);
  };
  const refund = async () => {
    if (confirming === null) return;
    try {
      await trpcClient.payments.refund.mutate({ id: p.id, amount: confirming, note: note || undefined });
      afterMoneyChange();
      toast({ title: m.popup_success(), description: m.wi_refunded_toast({ amount: money(confirming, p.currency) }) });
      onDone();
    } catch (e) {
      const info = errorInfo(e);
      setErrors(info.errors);
      toast({ title: m.popup_failed(), description: info.message, tone: 'error' });
      throw e;
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <MoneyField
        id={`${id}-amount`}
        label={m.wi_refund_amount()}
        currency={p.currency}
        locale={moneyLocale(locale)}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={m.wi_refund_hint({ amount: money(max, p.currency) })}
        error={errors.amount}
      />
      <TextField
        id={`${id}-note`}
        label={m.wi_note_optional()}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
      />
      {errors.id ? <Alert tone="error">{errors.id.join(' ')}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {m.wi_cancel()}
        </Button>
        <Button onClick={review}>{m.wi_refund()}</Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        tone="warning"
        title={m.wi_refund_title({ amount: money(confirming ?? 0, p.currency) })}
        description={m.wi_refund_text({ method: methodLabel(p.method) })}
        confirmLabel={m.wi_refund()}
        cancelLabel={m.wi_cancel()}
        closeLabel={m.wi_close()}
        onConfirm={refund}
      />
    </div>
  );
}
