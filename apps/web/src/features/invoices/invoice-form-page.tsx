import { formatMoney, type InvoiceDetail, type InvoiceInput, invoiceInput } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { Button, Card, CloseIcon, ColourPicker, MoneyField, PlusIcon, SelectField, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { clientName } from '../../lib/clients/client';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { INVOICES_LIST, invoicePath } from '../../lib/invoices/labels';
import { amountText, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import { PageHeader } from '../../lib/page-header';
import { servicePalette } from '../../lib/palette';
import { RecordFormActions, TextAreaField } from '../../lib/records';
import { queryClient, trpc } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { useMoneyField } from '../../lib/use-money-field';
import { InvoicingGate } from './gate';

interface Line {
  /** Keeps a row's inputs (and focus) while rows above it are removed. */
  key: string;
  description: string;
  quantity: string;
  unit_price: string;
}

interface Values {
  client_id: string;
  bill_to_name: string;
  bill_to_email: string;
  billing_address: string;
  date: string;
  due_date: string;
  locale: Locale;
  lines: Line[];
  bank_details: string;
  colour: string;
  footer: string;
  notes: string;
}

let nextKey = 0;
const newLine = (l: Partial<Line> = {}): Line => ({ key: `l${nextKey++}`, description: '', quantity: '1', unit_price: '', ...l });

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /financials/invoices/form/:id?: a manual invoice; an existing one only while it has not been sent. */
export function InvoiceFormPage() {
  const { id } = useParams();
  const invoice = useQuery({ ...trpc.invoices.get.queryOptions({ id: id ?? '' }), enabled: !!id });
  const settings = useQuery(trpc.invoices.settings.get.queryOptions());
  const title = id ? m.winv_edit({ number: invoice.data?.number ?? '' }) : m.winv_new();
  const ready = settings.data && (!id || invoice.data);
  return (
    <InvoicingGate title={m.winv_list_title()}>
      <PageHeader title={title} />
      {ready ? (
        <InvoiceForm
          record={invoice.data ?? null}
          defaults={settings.data as NonNullable<typeof settings.data>}
          key={invoice.data?.id ?? 'new'}
        />
      ) : null}
    </InvoicingGate>
  );
}

function valuesOf(
  record: InvoiceDetail | null,
  defaults: { colour: string; footer: string | null; bank_details: string | null; due_days: number },
  locale: Locale,
): Values {
  if (record)
    return {
      client_id: record.client_id ?? '',
      bill_to_name: record.bill_to_name,
      bill_to_email: record.bill_to_email ?? '',
      billing_address: record.billing_address ?? '',
      date: record.date,
      due_date: record.due_date,
      locale: record.locale,
      lines: record.lines.map((l) =>
        newLine({
          description: l.description,
          quantity: String(l.quantity),
          unit_price: amountText(l.unit_price, record.currency, locale),
        }),
      ),
      bank_details: record.bank_details ?? '',
      colour: record.colour,
      footer: record.footer ?? '',
      notes: record.notes ?? '',
    };
  const date = today();
  return {
    client_id: '',
    bill_to_name: '',
    bill_to_email: '',
    billing_address: '',
    date,
    due_date: addDays(date, defaults.due_days),
    locale,
    lines: [newLine()],
    bank_details: defaults.bank_details ?? '',
    colour: defaults.colour,
    footer: defaults.footer ?? '',
    notes: '',
  };
}

const toInput = (v: Values, currency: string) => ({
  client_id: v.client_id || null,
  bill_to_name: v.bill_to_name,
  bill_to_email: v.bill_to_email,
  billing_address: v.billing_address,
  date: v.date,
  due_date: v.due_date,
  locale: v.locale,
  lines: v.lines.map((l) => ({
    description: l.description,
    quantity: numberOf(l.quantity),
    unit_price: minorOf(l.unit_price, currency),
  })),
  bank_details: v.bank_details,
  colour: v.colour,
  footer: v.footer,
  notes: v.notes,
});

function InvoiceForm({
  record,
  defaults,
}: {
  record: InvoiceDetail | null;
  defaults: { colour: string; footer: string | null; bank_details: string | null; due_days: number };
}) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const { currency, money } = useMoneyField(record?.currency);
  const clients = useQuery(trpc.clients.list.queryOptions({ is_lite: true }));
  const create = useMutation(trpc.invoices.create.mutationOptions());
  const update = useMutation(trpc.invoices.update.mutationOptions());
  const form = useFormCore<Values, InvoiceInput>({
    schema: invoiceInput,
    initial: valuesOf(record, defaults, locale),
    toInput: (v) => toInput(v, currency),
    currency,
  });
  const v = form.values;
  const lineTotals = v.lines.map((l) => {
    const q = numberOf(l.quantity);
    const p = minorOf(l.unit_price, currency);
    return q !== undefined && Number.isInteger(q) && q > 0 && p !== undefined && Number.isFinite(p) && p >= 0 ? q * p : null;
  });
  const total = lineTotals.reduce<number>((sum, t) => sum + (t ?? 0), 0);

  const pickClient = (clientId: string) => {
    const c = clients.data?.items.find((x) => x.id === clientId);
    form.update({
      client_id: clientId,
      ...(c
        ? {
            bill_to_name: clientName(c),
            bill_to_email: c.email ?? '',
            billing_address: c.billing_address ?? '',
          }
        : {}),
    } as Partial<Values>);
  };
  const lines = form.bind('lines');

  const onValid = async (data: InvoiceInput) => {
    const saved = record ? await update.mutateAsync({ ...data, id: record.id }) : await create.mutateAsync(data);
    void queryClient.invalidateQueries({ queryKey: trpc.invoices.list.pathKey() });
    queryClient.setQueryData(trpc.invoices.get.queryKey({ id: saved.id }), saved);
    toast({
      title: m.popup_success(),
      description: record ? m.winv_updated({ number: saved.number }) : m.winv_created({ number: saved.number }),
      tone: 'success',
    });
    navigate(invoicePath(saved.id));
  };

  return (
    <form noValidate ref={form.formRef} onSubmit={(e) => form.submit(e, onValid)} className="flex flex-col gap-6">
      <FormError message={form.formError} />

      <Card title={m.winv_section_bill_to()}>
        <div className="flex flex-col gap-5">
          <SelectField
            label={m.winv_client()}
            hint={m.winv_client_hint()}
            {...form.field('client_id')}
            onChange={(e) => pickClient(e.target.value)}
          >
            <option value="">{m.winv_client_none()}</option>
            {(clients.data?.items ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {clientName(c)}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={m.winv_bill_to_name()} maxLength={200} autoComplete="off" {...form.field('bill_to_name')} />
            <TextField
              label={m.winv_bill_to_email()}
              type="email"
              maxLength={255}
              autoComplete="off"
              {...form.field('bill_to_email')}
            />
          </div>
          <TextAreaField label={m.winv_billing_address()} rows={2} maxLength={500} {...form.field('billing_address')} />
        </div>
      </Card>

      <Card title={m.winv_section_dates()}>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label={m.winv_date()} type="date" {...form.field('date')} />
          <TextField label={m.winv_due_date()} type="date" {...form.field('due_date')} />
          <SelectField label={m.winv_language()} {...form.field('locale')}>
            <option value="uk">Українська</option>
            <option value="en">English</option>
          </SelectField>
        </div>
      </Card>

      <Card title={m.winv_section_lines()}>
        <div className="flex flex-col gap-4" id={lines.id}>
          {lines.error ? (
            <p className="text-sm text-red-700" role="alert">
              {lines.error.join(' ')}
            </p>
          ) : null}
          <ol className="flex flex-col gap-4">
            {v.lines.map((line, i) => (
              <li
                key={line.key}
                className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_5rem_9rem_7rem_auto] sm:items-start sm:border-0 sm:p-0"
                data-testid="invoice-line"
              >
                <TextField
                  label={m.winv_description()}
                  maxLength={300}
                  autoComplete="off"
                  {...form.field(`lines.${i}.description`)}
                />
                <TextField
                  label={m.winv_quantity()}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.field(`lines.${i}.quantity`)}
                />
                <MoneyField label={m.winv_unit_price()} {...money} {...form.field(`lines.${i}.unit_price`)} />
                <div className="flex flex-col gap-1.5 text-sm">
                  <span className="font-medium text-gray-700">{m.winv_amount()}</span>
                  <span className="py-2 font-medium text-gray-900 tabular-nums" data-testid="invoice-line-total">
                    {lineTotals[i] === null ? '—' : formatMoney(lineTotals[i] as number, currency, locale)}
                  </span>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  className="self-end sm:mt-7"
                  disabled={v.lines.length <= 1}
                  aria-label={m.winv_remove_line({ n: i + 1 })}
                  onClick={() =>
                    form.setValue(
                      'lines',
                      v.lines.filter((l) => l.key !== line.key),
                    )
                  }
                >
                  <CloseIcon className="size-4" />
                </Button>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
            <Button
              type="button"
              variant="secondary"
              disabled={v.lines.length >= 100}
              onClick={() => form.setValue('lines', [...v.lines, newLine()])}
              data-testid="invoice-add-line"
            >
              <PlusIcon className="size-4" />
              {m.winv_add_line()}
            </Button>
            <p className="text-base font-semibold text-gray-900">
              {m.winv_total()}:{' '}
              <span className="tabular-nums" data-testid="invoice-total">
                {formatMoney(total, currency, locale)}
              </span>
            </p>
          </div>
        </div>
      </Card>

      <Card title={m.winv_section_more()}>
        <div className="flex flex-col gap-5">
          <TextAreaField label={m.winv_bank_details()} rows={3} maxLength={1000} {...form.field('bank_details')} />
          <TextAreaField label={m.winv_notes()} rows={2} maxLength={2000} {...form.field('notes')} />
          <TextAreaField label={m.winv_footer()} hint={m.winv_footer_hint()} rows={2} maxLength={500} {...form.field('footer')} />
          <ColourPicker
            {...servicePalette()}
            legend={m.winv_colour()}
            hint={undefined}
            {...form.bind('colour')}
            value={v.colour}
            onChange={(c) => form.setValue('colour', c)}
          />
        </div>
      </Card>

      <RecordFormActions listPath={record ? invoicePath(record.id) : INVOICES_LIST} submitting={form.submitting} />
    </form>
  );
}
