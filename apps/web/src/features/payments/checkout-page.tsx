/** The checkout page and its form state: client, items to pay for, payments, and the submit that books them. */
import { type CheckoutInput, checkoutInput, saleInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClientPicker, type PickedClient } from '../../lib/clients/client-picker';
import { todayIn } from '../../lib/dates';
import { FormActions } from '../../lib/form-actions';
import { checkInput } from '../../lib/form-core';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { amountText, minorOf } from '../../lib/money';
import { PageHeader } from '../../lib/page-header';
import { useMoneyText } from '../../lib/payments/money';
import { BlockedHint, useWriteAccess } from '../../lib/records';
import { SubmitButton } from '../../lib/submit-button';
import { trpc, trpcClient } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { useUser } from '../../lib/viewer';
import { afterMoneyChange } from './cache';
import { CheckoutItems, type Selection } from './checkout-items';
import { CheckoutPayments, useMethods } from './checkout-payments';
import { checkoutDue, checkoutInputItems } from './checkout-plan';
import { type CheckoutOutput, CheckoutResult } from './checkout-result';
import { Summary } from './checkout-summary';
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

interface CheckoutValues {
  client: PickedClient | null;
  selection: Selection;
  sale: NewSaleState;
  lines: PaymentLine[];
  date: string;
  note: string;
}

/** What the address ticks: its appointment for its client, its sale. */
function initialSelection(appointment: string | null, client: string | null, sale: string | null): Selection {
  const s: Selection = new Map();
  if (appointment && client) s.set(appointmentKey(appointment, client), { use_package: false });
  if (sale) s.set(saleKey(sale), { use_package: false });
  return s;
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

  const form = useFormCore<CheckoutValues, CheckoutInput>({
    initial: {
      client: null,
      selection: initialSelection(askedAppointment, askedClient, askedSale),
      sale: initialSale(asked('new_sale') === '1'),
      lines: [newLine(preferred, '', true)],
      date: today,
      note: '',
    },
    // Two of the server's schemas: the payment, and the sale being made (until it is saved).
    check: (v) => {
      const check = checkInput(checkoutInput, buildInput(v, v.sale.on ? (v.sale.created?.id ?? 'pending-sale') : null), locale, {
        currency,
      });
      const saleCheck =
        v.sale.on && !v.sale.created
          ? checkInput(saleInput, saleInputOf(v.sale, v.client?.id ?? null, currency), locale, { currency })
          : null;
      if (check.ok && (!saleCheck || saleCheck.ok)) return check;
      const errors = { ...(check.ok ? {} : check.errors), ...(saleCheck && !saleCheck.ok ? saleCheck.errors : {}) };
      return { ok: false, errors, raw: errors };
    },
    currency,
    // Every error shows beside its item, line or field; the form's own line says to look for them.
    isShown: () => true,
    invalidMessage: () => m.wi_check_fields(),
  });
  const { client, selection, sale, lines, date, note } = form.values;
  const { errors, submitting } = form;

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
    if (c) form.setValue('client', { id: c.id, first_name: c.first_name, last_name: c.last_name });
  }, [client, namedClient.data, askedClient, candidates.openedClient, form.setValue]);

  // An appointment opened without a client is ticked for its first client once known.
  useEffect(() => {
    if (!askedAppointment || askedClient || !client) return;
    const key = appointmentKey(askedAppointment, client.id);
    if (selection.has(key)) return;
    form.setValue('selection', new Map(selection).set(key, { use_package: false }));
  }, [askedAppointment, askedClient, client, selection, form.setValue]);

  const chosenIn = (s: Selection) => candidates.list.filter((c) => s.has(c.key));
  const chosen = chosenIn(selection);
  const saleTotal = useSaleTotal(sale, currency);
  const dueOf = (s: Selection) => checkoutDue(chosenIn(s), s, saleTotal);
  const due = dueOf(selection);
  const hasItems = chosen.length > 0 || sale.on;
  const amounts = lines.map((l) => {
    const v = minorOf(l.amount, currency);
    return v && !Number.isNaN(v) && v > 0 ? v : 0;
  });
  const paid = amounts.reduce((sum, v) => sum + v, 0);
  const remaining = due - paid;

  // The first payment follows what is due until the owner types an amount.
  useEffect(() => {
    const [head, ...rest] = lines;
    if (!head?.auto || rest.length) return;
    const text = hasItems && due > 0 ? amountText(due, currency, locale) : '';
    if (head.amount !== text) form.setValue('lines', [{ ...head, amount: text }]);
  }, [lines, due, hasItems, currency, locale, form.setValue]);

  const onClient = (list: PickedClient[]) => {
    const picked = list.at(-1) ?? null;
    if (picked?.id === client?.id) return;
    // Another client's items are not theirs to pay: the ticks go, a sale being made stays.
    form.update({ client: picked, selection: new Map() });
  };

  function buildInput(v: CheckoutValues, saleId: string | null): CheckoutInput {
    const items = checkoutInputItems(chosenIn(v.selection), v.selection, saleId);
    // Every line goes in (an empty one is reported under itself), so error paths match the lines on screen.
    const payments = v.lines.map((l) => ({
      method: l.method,
      amount: minorOf(l.amount, currency) as number,
      voucher_code: l.method === 'gift_voucher' ? l.voucher_code.trim() || undefined : undefined,
      tendered: l.method === 'cash' && l.tendered.trim() ? (minorOf(l.tendered, currency) as number) : undefined,
    }));
    // Everything paid with a package: no money changes hands.
    const allPackage = items.length > 0 && dueOf(v.selection) === 0 && payments.every((p) => p.amount === undefined);
    return {
      client_id: v.client?.id ?? null,
      items,
      payments: allPackage ? [] : payments,
      date: v.date,
      note: v.note || undefined,
    };
  }

  const take = async () => {
    let saleId: string | null = null;
    if (sale.on) {
      saleId = sale.created?.id ?? null;
      if (!saleId) {
        const made = await createSale(sale, client?.id ?? null, currency);
        // Kept: a payment that fails next is retried against this sale, never a second one.
        form.setValue<NewSaleState>('sale', (s) => ({ ...s, created: { id: made.id, total: made.total } }));
        saleId = made.id;
        afterMoneyChange();
      }
    }
    const result = await trpcClient.payments.create.mutate(buildInput(form.values, saleId));
    afterMoneyChange();
    onDone(result, candidates.list);
  };
  const submit = (event: FormEvent) => {
    if (access.blocked) {
      event.preventDefault();
      return;
    }
    void form.submit(event, take);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={submitting}>
      <FormError message={form.formError} />
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
        onSelection={(next) => form.setValue('selection', next)}
        disabled={submitting}
        errors={errors}
      >
        <NewSaleSection
          state={sale}
          onChange={(next) => form.setValue('sale', next)}
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
        onLines={(next) => form.setValue('lines', next)}
        methods={methods}
        currency={currency}
        errors={errors}
        remaining={remaining}
        date={date}
        onDate={(next) => form.setValue('date', next)}
        today={today}
        note={note}
        onNote={(next) => form.setValue('note', next)}
        disabled={submitting}
      />

      {hasItems ? (
        <Summary
          due={due}
          paid={paid}
          amounts={amounts}
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
