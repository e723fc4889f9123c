import {
  formatMoney,
  giftVoucherInput,
  VOUCHER_COLOURS,
  VOUCHER_EXPIRY_MONTHS_MAX,
  VOUCHER_SALES_LIMIT_MAX,
  VOUCHER_TEMPLATES,
} from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { AffixField, Card, ChoiceGroup, ColourPicker, MoneyField, SelectField, Switch, TextField } from '@kairos/ui';
import { useNavigate } from 'react-router';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { amountText, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import { OfferingGate } from '../../lib/offering-gate';
import { RecordFormActions, RecordFormPage, TextAreaField, useRecordForm } from '../../lib/records';
import { queryClient, trpc } from '../../lib/trpc';
import { useMoneyField } from '../../lib/use-money-field';
import { templateLabel } from './format';
import { VOUCHERS_LIST, type VoucherDetail, voucherPath } from './records';
import { VoucherCard } from './voucher-card';
import { type ItemLine, linesValue, newItemLine, useItemOptions, VoucherItemsEditor } from './voucher-items-editor';

type ExpiryMode = 'none' | 'date' | 'months';

interface VoucherValues {
  name: string;
  kind: 'amount' | 'items';
  amount: string;
  price: string;
  included: ItemLine[];
  template: string;
  colour: string;
  expiry_mode: ExpiryMode;
  expiry_date: string;
  expiry_months: string;
  sales_limit: string;
  online_sales: boolean;
  notes_title: string;
  notes_description: string;
}

const COLOUR_NAMES: Record<string, () => string> = {
  '#0f766e': () => m.wp_colour_teal(),
  '#2563eb': () => m.wp_colour_blue(),
  '#7c3aed': () => m.wp_colour_violet(),
  '#db2777': () => m.wp_colour_pink(),
  '#dc2626': () => m.wp_colour_red(),
  '#ea580c': () => m.wp_colour_orange(),
  '#ca8a04': () => m.wp_colour_gold(),
  '#1f2937': () => m.wp_colour_graphite(),
};

function valuesOf(record: VoucherDetail | null, locale: Locale): VoucherValues {
  return {
    name: record?.name ?? '',
    kind: record?.kind ?? 'amount',
    amount: record && record.kind === 'amount' ? amountText(record.amount, record.currency, locale) : '',
    price: record ? amountText(record.price, record.currency, locale) : '',
    included: (record?.included ?? []).map((i) => newItemLine(i.type, i.id, String(i.quantity))),
    template: record?.template ?? 'classic',
    colour: record?.colour ?? VOUCHER_COLOURS[0],
    expiry_mode: record?.expiry_date ? 'date' : record?.expiry_months ? 'months' : 'none',
    expiry_date: record?.expiry_date ?? '',
    expiry_months: record?.expiry_months ? String(record.expiry_months) : '',
    sales_limit: record?.sales_limit ? String(record.sales_limit) : '',
    online_sales: record?.online_sales ?? false,
    notes_title: record?.notes_title ?? '',
    notes_description: record?.notes_description ?? '',
  };
}

const toInput = (v: VoucherValues, currency: string) => ({
  name: v.name,
  kind: v.kind,
  amount: v.kind === 'amount' ? (minorOf(v.amount, currency) ?? null) : null,
  // Blank: the client pays what the voucher is worth.
  price: minorOf(v.price, currency) ?? null,
  included:
    v.kind === 'items' ? v.included.map((l) => ({ type: l.type, id: l.id, quantity: numberOf(l.quantity) as number })) : [],
  template: v.template,
  colour: v.colour,
  expiry_date: v.expiry_mode === 'date' ? v.expiry_date || undefined : null,
  expiry_months: v.expiry_mode === 'months' ? (numberOf(v.expiry_months) ?? Number.NaN) : null,
  sales_limit: numberOf(v.sales_limit) ?? null,
  online_sales: v.online_sales,
  notes_title: v.notes_title,
  notes_description: v.notes_description,
});

/** /sales-and-products/gift-vouchers/form/:id?: what the voucher is worth, how it looks, how long it lasts, how many sell. */
export function VoucherFormPage() {
  return (
    <OfferingGate feature="gift_vouchers" title={m.wp_nav_vouchers()}>
      <RecordFormPage
        area="vouchers"
        titles={{ create: m.wp_voucher_create(), edit: m.wp_voucher_edit() }}
        listPath={VOUCHERS_LIST}
      >
        {(record) => <VoucherForm record={record} />}
      </RecordFormPage>
    </OfferingGate>
  );
}

function VoucherForm({ record }: { record: VoucherDetail | null }) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { currency, money } = useMoneyField(record?.currency);
  const { options, loaded } = useItemOptions(record?.included);
  const form = useRecordForm<'vouchers', VoucherValues>({
    area: 'vouchers',
    record,
    schema: giftVoucherInput,
    initial: valuesOf(record, locale),
    toInput: (v) => toInput(v, currency),
    listPath: VOUCHERS_LIST,
    toasts: { created: () => m.gift_vouchers_created(), updated: () => m.gift_vouchers_updated() },
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: trpc.vouchers.get.pathKey() });
      navigate(voucherPath(saved.id));
    },
  });
  const v = form.values;
  const online = form.checkbox('online_sales');
  const colour = form.bind('colour');
  const itemsValue = linesValue(v.included, options);
  const amount = minorOf(v.amount, currency);
  const value = v.kind === 'amount' ? (amount !== undefined && Number.isFinite(amount) ? amount : null) : itemsValue;
  const byRef = new Map(options.map((o) => [`${o.type}:${o.id}`, o]));

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={m.wp_voucher_section_details()}>
            <div className="flex flex-col gap-5">
              <TextField label={m.wp_voucher_name()} autoComplete="off" maxLength={120} {...form.field('name')} />
              <ChoiceGroup
                name="voucher-kind"
                legend={m.wp_voucher_kind()}
                value={v.kind}
                options={[
                  { value: 'amount', label: m.wp_kind_amount() },
                  { value: 'items', label: m.wp_kind_items() },
                ]}
                onChange={(kind) => form.setValue('kind', kind)}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                {v.kind === 'amount' ? (
                  <MoneyField label={m.wp_voucher_amount()} {...money} {...form.field('amount')} />
                ) : (
                  <div>
                    <p className="text-sm font-medium text-gray-800">{m.wp_voucher_value()}</p>
                    <p className="mt-2 text-lg font-semibold text-gray-900 tabular-nums" data-testid="voucher-value">
                      {value !== null ? formatMoney(value, currency, locale) : '—'}
                    </p>
                    <p className="text-xs text-gray-500">{m.wp_voucher_value_hint()}</p>
                  </div>
                )}
                <MoneyField label={m.wp_voucher_price()} hint={m.wp_voucher_price_hint()} {...money} {...form.field('price')} />
              </div>
            </div>
          </Card>

          {v.kind === 'items' ? (
            <VoucherItemsEditor form={form} lines={v.included} options={options} loaded={loaded} currency={currency} />
          ) : null}

          <Card title={m.wp_voucher_section_look()}>
            <div className="flex flex-col gap-5">
              <SelectField label={m.wp_voucher_template()} {...form.field('template')}>
                {VOUCHER_TEMPLATES.map((t) => (
                  <option key={t} value={t}>
                    {templateLabel(t)}
                  </option>
                ))}
              </SelectField>
              <ColourPicker
                id={colour.id}
                legend={m.wp_voucher_colour()}
                colours={VOUCHER_COLOURS}
                nameOf={(c) => COLOUR_NAMES[c]?.()}
                value={v.colour}
                error={colour.error}
                onChange={(c) => form.setValue('colour', c)}
              />
              <TextField label={m.wp_voucher_notes_title()} autoComplete="off" maxLength={120} {...form.field('notes_title')} />
              <TextAreaField
                label={m.wp_voucher_notes_description()}
                hint={m.wp_voucher_notes_hint()}
                rows={3}
                maxLength={2000}
                {...form.field('notes_description')}
              />
            </div>
          </Card>

          <Card title={m.wp_voucher_section_sales()}>
            <div className="flex flex-col gap-5">
              <ChoiceGroup
                name="voucher-expiry"
                legend={m.wp_voucher_expiry()}
                value={v.expiry_mode}
                options={[
                  { value: 'none', label: m.wp_expiry_mode_none() },
                  { value: 'date', label: m.wp_expiry_mode_date() },
                  { value: 'months', label: m.wp_expiry_mode_months() },
                ]}
                onChange={(mode) => form.setValue('expiry_mode', mode)}
              />
              {v.expiry_mode === 'date' ? (
                <TextField
                  type="date"
                  label={m.wp_voucher_expiry_date()}
                  className="sm:max-w-xs"
                  {...form.field('expiry_date')}
                />
              ) : null}
              {v.expiry_mode === 'months' ? (
                <AffixField
                  label={m.wp_voucher_expiry_months()}
                  hint={m.wp_voucher_expiry_months_hint({ max: VOUCHER_EXPIRY_MONTHS_MAX })}
                  inputMode="numeric"
                  autoComplete="off"
                  suffix={m.wp_months_suffix()}
                  fieldClassName="sm:max-w-xs"
                  {...form.field('expiry_months')}
                />
              ) : null}
              <AffixField
                label={m.wp_voucher_sales_limit()}
                hint={m.wp_voucher_sales_limit_hint({ max: VOUCHER_SALES_LIMIT_MAX })}
                inputMode="numeric"
                autoComplete="off"
                suffix={m.wp_pieces_suffix()}
                fieldClassName="sm:max-w-xs"
                {...form.field('sales_limit')}
              />
              <Switch
                id={online.id}
                checked={online.checked}
                onChange={(on) => form.setValue('online_sales', on)}
                label={m.wp_voucher_online()}
                description={m.wp_voucher_online_hint()}
                className="sm:max-w-md"
              />
            </div>
          </Card>
        </div>

        <aside className="flex flex-col gap-2 lg:sticky lg:top-4" aria-label={m.wp_voucher_preview()}>
          <h2 className="text-sm font-medium text-gray-700">{m.wp_voucher_preview()}</h2>
          <VoucherCard
            look={{
              name: v.name,
              template: v.template,
              colour: v.colour,
              value,
              currency,
              expiry_date: v.expiry_mode === 'date' && v.expiry_date ? v.expiry_date : null,
              expiry_months: v.expiry_mode === 'months' ? (numberOf(v.expiry_months) ?? null) : null,
              notes_title: v.notes_title || null,
              notes_description: v.notes_description || null,
              included:
                v.kind === 'items'
                  ? v.included.flatMap((l) => {
                      const o = byRef.get(`${l.type}:${l.id}`);
                      return o ? [{ name: o.name, quantity: numberOf(l.quantity) || 1 }] : [];
                    })
                  : undefined,
            }}
          />
          <p className="text-xs text-gray-500">{m.wp_voucher_preview_hint()}</p>
        </aside>
      </div>
      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
