/** The checkout page and its form state: client, items to pay for, payments, and the submit that books them. */
import { type CheckoutInput, checkoutInput, saleInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { FormActions } from '../../lib/form-actions';
import { checkInput } from '../../lib/form-core';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, useWriteAccess } from '../../lib/records';
import { SubmitButton } from '../../lib/submit-button';
import { trpc, trpcClient } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { ClientPicker, type PickedClient } from '../appointments/client-picker';
import { amountText, minorOf } from '../catalogue/money';
import { PageHeader } from '../shell/page-header';
import { afterMoneyChange } from './cache';
import { CheckoutItems, type Selection } from './checkout-items';
import { CheckoutPayments, useMethods } from './checkout-payments';
import { type CheckoutOutput, CheckoutResult } from './checkout-result';
import { Summary } from './checkout-summary';
import { todayIn } from './dates';
import { useMoneyText } from './money';
import { createSale, initialSale, NewSaleSection, type NewSaleState, saleInputOf, useSaleTotal } from './new-sale';
import { newLine, type PaymentLine } from './payment-lines';
import { appointmentKey, type Candidate, saleKey, useCandidates } from './use-candidates';

/**
 * `/financials/income/checkout` (`?client_id=&appointment_id=&sale_id=&new_sale=1`): the owner picks
 * the client, ticks what they pay for (appointments and sales with something left to pay, today's
 * appointments, a sale being made) and takes one or more payments. With nothing ticked it is a
 * standalone payment. A failed checkout adds nothing and keeps everything typed.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const [done, setDone] = useState<{ result: CheckoutOutput; candidates: Candidate[] } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={m.wi_checkout_title()} description={m.wi_checkout_subtitle()} />
      {done ? (
        <CheckoutResult
          result={done.result}
          candidates={done.candidates}
          onAnother={() => {
            setDone(null);
            setRound((r) => r + 1);
          }}
          appointmentId={params.get('appointment_id')}
        />
      ) : (
        <CheckoutForm key={round} first={round === 0} onDone={(result, candidates) => setDone({ result, candidates })} />
      )}
    </div>
  );
}

function CheckoutForm({ first, onDone }: { first: boolean; onDone: (r: CheckoutOutput, c: Candidate[]) => void }) {
  const id = useId();
  const [params] = useSearchParams();
  const user = useUser();
  const { locale } = useLocale();
  const access = useWriteAccess();
  const money = useMoneyText();
  const currency = user.business?.currency ?? 'UAH';
  const today = todayIn(user.business?.timezone);
  const { methods, preferred } = useMethods();

  // What the address asked for applies to the first checkout only ("Take another payment" starts empty).
  const asked = (name: string) => (first ? params.get(name) : null);
  const askedClient = asked('client_id');
  const askedAppointment = asked('appointment_id');
  const askedSale = asked('sale_id');

  const [client, setClient] = useState<PickedClient | null>(null);
  const namedClient = useQuery({
    ...trpc.clients.get.queryOptions({ id: askedClient ?? '' }),
    enabled: !!askedClient && !client,
  });
  const candidates = useCandidates({
    clientId: client?.id ?? null,
    appointmentId: askedAppointment,
    saleId: askedSale,
  });
  // The client named in the address, else the opened appointment's or sale's.
  useEffect(() => {
    if (client) return;
    const c = namedClient.data ?? (askedClient ? null : candidates.openedClient);
    if (c) setClient({ id: c.id, first_name: c.first_name, last_name: c.last_name });
  }, [client, namedClient.data, askedClient, candidates.openedClient]);

  const [selection, setSelection] = useState<Selection>(() => {
    const s: Selection = new Map();
    if (askedAppointment && askedClient) s.set(appointmentKey(askedAppointment, askedClient), { use_package: false });
    if (askedSale) s.set(saleKey(askedSale), { use_package: false });
    return s;
  });
  // An appointment opened without a client is ticked for its first client once known.
  useEffect(() => {
    if (!askedAppointment || askedClient || !client) return;
    setSelection((s) => {
      const key = appointmentKey(askedAppointment, client.id);
      if (s.has(key)) return s;
      return new Map(s).set(key, { use_package: false });
    });
  }, [askedAppointment, askedClient, client]);

  const [sale, setSale] = useState<NewSaleState>(() => initialSale(asked('new_sale') === '1'));
  const [lines, setLines] = useState<PaymentLine[]>(() => [newLine(preferred, '', true)]);
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const chosen = candidates.list.filter((c) => selection.has(c.key));
  const saleTotal = useSaleTotal(sale, currency);
  const due = chosen.reduce((sum, c) => sum + (selection.get(c.key)?.use_package ? 0 : c.left), 0) + saleTotal;
  const hasItems = chosen.length > 0 || sale.on;
  const paid = lines.reduce((sum, l) => {
    const v = minorOf(l.amount, currency);
    return sum + (v && !Number.isNaN(v) && v > 0 ? v : 0);
  }, 0);
  const remaining = due - paid;

  // The first payment follows what is due until the owner types an amount.
  useEffect(() => {
    setLines((ls) => {
      const [head, ...rest] = ls;
      if (!head?.auto || rest.length) return ls;
      const text = hasItems && due > 0 ? amountText(due, currency, locale) : '';
      return head.amount === text ? ls : [{ ...head, amount: text }];
    });
  }, [due, hasItems, currency, locale]);

  const onClient = (list: PickedClient[]) => {
    const picked = list.at(-1) ?? null;
    if (picked?.id === client?.id) return;
    setClient(picked);
    // Another client's items are not theirs to pay: the ticks go, a sale being made stays.
    setSelection(new Map());
  };

  const buildInput = (saleId: string | null): CheckoutInput => {
    const items: CheckoutInput['items'] = [];
    for (const c of chosen.filter((x) => x.kind === 'appointment')) {
      if (c.appointment_id && c.client_id)
        items.push({
          appointment_id: c.appointment_id,
          client_id: c.client_id,
          use_package: !!selection.get(c.key)?.use_package,
        });
    }
    for (const c of chosen.filter((x) => x.kind === 'sale')) if (c.sale_id) items.push({ sale_id: c.sale_id });
    if (saleId) items.push({ sale_id: saleId });
    // Every line goes in (an empty one is reported under itself), so error paths match the lines on screen.
    const payments = lines.map((l) => ({
      method: l.method,
      amount: minorOf(l.amount, currency) as number,
      voucher_code: l.method === 'gift_voucher' ? l.voucher_code.trim() || undefined : undefined,
      tendered: l.method === 'cash' && l.tendered.trim() ? (minorOf(l.tendered, currency) as number) : undefined,
    }));
    // Everything paid with a package: no money changes hands.
    const allPackage = items.length > 0 && due === 0 && payments.every((p) => p.amount === undefined);
    return { client_id: client?.id ?? null, items, payments: allPackage ? [] : payments, date, note: note || undefined };
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (access.blocked || submitting) return;
    setFormError(null);
    const check = checkInput(checkoutInput, buildInput(sale.on ? (sale.created?.id ?? 'pending-sale') : null), locale, {
      currency,
    });
    const saleCheck =
      sale.on && !sale.created
        ? checkInput(saleInput, saleInputOf(sale, client?.id ?? null, currency), locale, { currency })
        : null;
    if (!check.ok || (saleCheck && !saleCheck.ok)) {
      setErrors({ ...(check.ok ? {} : check.errors), ...(saleCheck && !saleCheck.ok ? saleCheck.errors : {}) });
      setFormError(m.wi_check_fields());
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      let saleId: string | null = null;
      if (sale.on) {
        saleId = sale.created?.id ?? null;
        if (!saleId) {
          const made = await createSale(sale, client?.id ?? null, currency);
          // Kept: a payment that fails next is retried against this sale, never a second one.
          setSale((s) => ({ ...s, created: { id: made.id, total: made.total } }));
          saleId = made.id;
          afterMoneyChange();
        }
      }
      const result = await trpcClient.payments.create.mutate(buildInput(saleId));
      afterMoneyChange();
      onDone(result, candidates.list);
    } catch (e) {
      const info = errorInfo(e);
      setErrors(info.errors);
      setFormError(info.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={submitting}>
      <FormError message={formError} />
      <Card title={m.wi_step_client()}>
        <ClientPicker
          id={`${id}-client`}
          label={m.wi_client()}
          value={client ? [client] : []}
          onChange={onClient}
          hint={m.wi_client_hint()}
          error={errors.client_id}
          allowCreate
          single
          disabled={submitting}
        />
      </Card>

      <CheckoutItems
        client={client}
        candidates={candidates}
        selection={selection}
        onSelection={setSelection}
        disabled={submitting}
        errors={errors}
      >
        <NewSaleSection
          state={sale}
          onChange={setSale}
          clientId={client?.id ?? null}
          currency={currency}
          errors={errors}
          disabled={submitting}
        />
      </CheckoutItems>

      <CheckoutPayments
        idPrefix={id}
        hasItems={hasItems}
        lines={lines}
        onLines={setLines}
        methods={methods}
        currency={currency}
        errors={errors}
        remaining={remaining}
        date={date}
        onDate={setDate}
        today={today}
        note={note}
        onNote={setNote}
        disabled={submitting}
      />

      {hasItems ? (
        <Summary
          due={due}
          paid={paid}
          remaining={remaining}
          currency={currency}
          chosen={chosen}
          selection={selection}
          saleTotal={saleTotal}
          money={money}
        />
      ) : null}

      <FormActions>
        <Link to="/financials/income/list" className={buttonClass('secondary')}>
          {m.wi_cancel()}
        </Link>
        <BlockedHint access={access}>
          <SubmitButton disabled={access.blocked} loading={submitting}>
            {m.wi_take_payment_amount({ amount: money(paid, currency) })}
          </SubmitButton>
        </BlockedHint>
      </FormActions>
    </form>
  );
}
