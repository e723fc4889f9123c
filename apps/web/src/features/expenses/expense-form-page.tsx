import {
  DISTANCE_UNITS,
  type DistanceUnit,
  defaultDistanceUnit,
  distanceToHundredths,
  EXPENSE_CATEGORIES,
  EXPENSE_FREQUENCIES,
  type ExpenseFrequency,
  type ExpenseType,
  expenseInput,
  hasFeature,
  mileageAmount,
  RECEIPT_MAX_BYTES,
  VEHICLES,
  type Vehicle,
} from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import {
  AffixField,
  Alert,
  Button,
  Card,
  ChoiceGroup,
  ConfirmDialog,
  MoneyField,
  SelectField,
  Switch,
  TextField,
  useToast,
} from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, ListSkeleton, LoadError, RecordFormActions, TextAreaField, useWriteAccess } from '../../lib/records';
import { TrashIcon } from '../../lib/records/icons';
import { queryClient, type RouterOutputs, trpc, trpcClient } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { accessViewer, useUser } from '../../lib/viewer';
import { amountText, minorOf } from '../catalogue/money';
import { useMoneyField } from '../catalogue/use-money-field';
import { BlockedFeatureNotice } from '../shell/blocked-feature';
import { PageHeader } from '../shell/page-header';
import { isIsoDate, todayIn } from './dates';
import { EXPENSES_LIST } from './expenses-list-page';
import { money } from './format';
import { CATEGORY_LABEL, FREQUENCY_LABEL, UNIT_LABEL, VEHICLE_LABEL } from './labels';
import { ReceiptField, type ReceiptState } from './receipt-field';
import { UploadError, uploadReceipt } from './receipt-upload';
import { useExpenseScope } from './scope-dialog';

type Expense = RouterOutputs['expenses']['get'];

export interface ExpenseValues {
  type: ExpenseType;
  category: string;
  date: string;
  amount: string;
  supplier: string;
  notes: string;
  from_location: string;
  to_location: string;
  distance: string;
  distance_unit: DistanceUnit;
  vehicle: Vehicle;
  cost_per_unit: string;
  recurring: boolean;
  frequency: ExpenseFrequency;
  repeat_until: string;
}

function valuesOf(e: Expense | null, today: string, currency: string, locale: Locale): ExpenseValues {
  return {
    type: e?.type ?? 'expense',
    category: e && e.type === 'expense' ? e.category : '',
    date: e?.date ?? today,
    amount: e && e.type === 'expense' ? amountText(e.amount, e.currency, locale) : '',
    supplier: e?.supplier ?? '',
    notes: e?.notes ?? '',
    from_location: e?.from_location ?? '',
    to_location: e?.to_location ?? '',
    distance: e?.distance ? (locale === 'uk' ? e.distance.replace('.', ',') : e.distance) : '',
    distance_unit: e?.distance_unit ?? defaultDistanceUnit(currency),
    vehicle: e?.vehicle ?? 'car',
    cost_per_unit: e?.vehicle === 'other' && e.cost_per_unit !== null ? amountText(e.cost_per_unit, e.currency, locale) : '',
    recurring: !!e?.series_id,
    frequency: e?.frequency ?? 'monthly',
    repeat_until: e?.repeat_until ?? '',
  };
}

function toInput(v: ExpenseValues, currency: string) {
  const trip = v.type === 'mileage';
  return {
    type: v.type,
    category: trip ? null : v.category || undefined,
    date: v.date,
    amount: trip ? null : minorOf(v.amount, currency),
    supplier: v.supplier,
    notes: v.notes,
    from_location: trip ? v.from_location : null,
    to_location: trip ? v.to_location : null,
    distance: trip ? v.distance.trim() || null : null,
    distance_unit: trip ? v.distance_unit : null,
    vehicle: trip ? v.vehicle : null,
    cost_per_unit: trip && v.vehicle === 'other' ? (minorOf(v.cost_per_unit, currency) ?? null) : null,
    recurring: v.recurring ? { frequency: v.frequency, repeat_until: v.repeat_until || null } : null,
  };
}

/** `/financials/expenses/form` and `/form/:id`: the expense (or mileage trip) form. */
export function ExpenseFormPage() {
  const { id } = useParams();
  const query = useQuery({ ...trpc.expenses.get.queryOptions({ id: id ?? '' }), enabled: !!id });
  const title = id ? m.wexp_edit() : m.wexp_create();
  if (id && query.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <ListSkeleton rows={4} label={m.web_loading()} />
      </>
    );
  }
  if (id && query.isError) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <ExpenseForm key={query.data?.id ?? 'new'} record={id ? (query.data ?? null) : null} title={title} />;
}

function ExpenseForm({ record, title }: { record: Expense | null; title: string }) {
  const { locale } = useLocale();
  const user = useUser();
  const navigate = useNavigate();
  const toast = useToast();
  const access = useWriteAccess();
  const scope = useExpenseScope();
  const { currency, money: moneyProps, affix } = useMoneyField(record?.currency);
  const today = todayIn(user.business?.timezone);
  const mileageAllowed = hasFeature(accessViewer(user), 'mileage_tracking');
  const [receipt, setReceipt] = useState<ReceiptState>({ file: null, remove: false });
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const form = useFormCore({
    schema: expenseInput,
    initial: valuesOf(record, today, currency, locale),
    toInput: (v: ExpenseValues) => toInput(v, currency),
    currency,
    fieldOf: (path) => (path === 'recurring.repeat_until' ? 'repeat_until' : path === 'recurring.frequency' ? 'frequency' : path),
  });
  const v = form.values;
  const trip = v.type === 'mileage';

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.expenses.pathKey() });
  };

  // The schema's parsed output turns the distance into hundredths: send what the form holds instead.
  const onValid = async () => {
    let range: 'this' | 'future' | null = null;
    if (record?.series_id) {
      range = await scope.ask('update');
      if (!range) return;
    }
    const input = toInput(form.values, currency) as Parameters<typeof trpcClient.expenses.create.mutate>[0];
    const saved = record
      ? await trpcClient.expenses.update.mutate({ ...input, id: record.id, recurring_range: range })
      : await trpcClient.expenses.create.mutate(input);
    try {
      if (receipt.file) await uploadReceipt(saved.id, receipt.file);
      else if (receipt.remove && record?.receipt) await trpcClient.expenses.removeReceipt.mutate({ id: saved.id });
    } catch (e) {
      const message = e instanceof UploadError ? e.message : errorInfo(e).message;
      await afterChange();
      setReceiptError(m.wexp_receipt_failed({ message }));
      if (!record) navigate(`/financials/expenses/form/${saved.id}`, { replace: true });
      return;
    }
    await afterChange();
    toast({ title: m.popup_success(), description: m.wexp_saved(), tone: 'success' });
    navigate(EXPENSES_LIST);
  };

  const remove = async () => {
    if (!record) return;
    let range: 'this' | 'future' | null = null;
    if (record.series_id) {
      range = await scope.ask('delete');
      if (!range) return;
    } else {
      setConfirmDelete(true);
      return;
    }
    await destroy(range);
  };
  const destroy = async (range: 'this' | 'future' | null) => {
    if (!record) return;
    try {
      await trpcClient.expenses.remove.mutate({ id: record.id, recurring_range: range });
    } catch (e) {
      toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
      return;
    }
    await afterChange();
    toast({ title: m.popup_success(), description: m.wexp_deleted(), tone: 'success' });
    navigate(EXPENSES_LIST);
  };

  const deleteButton = record ? (
    access.blocked ? (
      <BlockedHint access={access}>
        <Button variant="secondary" disabled>
          <TrashIcon className="size-4" />
          {m.wexp_delete_action()}
        </Button>
      </BlockedHint>
    ) : (
      <Button variant="secondary" onClick={() => void remove()} data-testid="expense-delete">
        <TrashIcon className="size-4" />
        {m.wexp_delete_action()}
      </Button>
    )
  ) : null;

  return (
    <>
      <PageHeader title={title} actions={deleteButton} />
      <form
        noValidate
        ref={form.formRef}
        onSubmit={(e) => {
          setReceiptError(null);
          if (receipt.file && receipt.file.size > RECEIPT_MAX_BYTES) {
            e.preventDefault();
            setReceiptError(m.wexp_receipt_too_large());
            return;
          }
          void form.submit(e, onValid);
        }}
        className="flex flex-col gap-6"
      >
        <FormError message={form.formError} />
        <Card title={m.wexp_section_details()}>
          <div className="flex flex-col gap-5">
            <ChoiceGroup
              name="type"
              legend={m.wexp_type()}
              value={v.type}
              options={[
                { value: 'expense', label: m.wexp_kind_expense() },
                { value: 'mileage', label: m.wexp_kind_mileage() },
              ]}
              onChange={(type) => form.setValue('type', type)}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField type="date" label={m.wexp_date()} {...form.field('date')} />
              {trip ? null : (
                <SelectField label={m.wexp_category()} {...form.field('category')}>
                  <option value="" disabled>
                    {m.wexp_all_categories()}
                  </option>
                  {EXPENSE_CATEGORIES.filter((c) => c !== 'mileage').map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY_LABEL[c]()}
                    </option>
                  ))}
                </SelectField>
              )}
              {trip ? null : <MoneyField label={m.wexp_amount()} {...moneyProps} {...form.field('amount')} />}
              <TextField label={m.wexp_supplier()} autoComplete="off" maxLength={200} {...form.field('supplier')} />
            </div>
          </div>
        </Card>

        {trip ? (
          <Card title={m.wexp_section_trip()}>
            {mileageAllowed ? (
              <TripFields form={form} values={v} record={record} currency={currency} affix={affix} />
            ) : (
              <BlockedFeatureNotice feature="mileage_tracking" />
            )}
          </Card>
        ) : null}

        <Card title={m.wexp_section_repeat()}>
          <div className="flex flex-col gap-5">
            <Switch
              id={form.idOf('recurring')}
              checked={v.recurring}
              onChange={(on) => form.setValue('recurring', on)}
              label={m.wexp_recurring()}
              description={m.wexp_recurring_hint()}
            />
            {v.recurring ? (
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField label={m.wexp_frequency()} {...form.field('frequency')}>
                  {EXPENSE_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {FREQUENCY_LABEL[f]()}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  type="date"
                  label={m.wexp_repeat_until()}
                  hint={m.wexp_repeat_until_hint()}
                  {...form.field('repeat_until')}
                />
              </div>
            ) : null}
          </div>
        </Card>

        <Card title={m.wexp_section_receipt()}>
          <ReceiptField existing={record?.receipt ?? null} state={receipt} onChange={setReceipt} />
          {receiptError ? (
            <div className="mt-3">
              <Alert tone="error">{receiptError}</Alert>
            </div>
          ) : null}
        </Card>

        <Card>
          <TextAreaField label={m.wexp_notes()} rows={3} maxLength={2000} {...form.field('notes')} />
        </Card>

        <RecordFormActions listPath={EXPENSES_LIST} submitting={form.submitting} />
      </form>
      {scope.dialog}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={m.wexp_delete_title()}
        description={m.wexp_delete_text()}
        tone="danger"
        confirmLabel={m.wexp_delete_confirm()}
        cancelLabel={m.wexp_cancel()}
        closeLabel={m.wexp_close()}
        onConfirm={() => destroy(null)}
      />
    </>
  );
}

type Form = ReturnType<typeof useFormCore<ExpenseValues, unknown>>;

/** From, to, distance, unit and vehicle (or an own rate), with the trip's amount worked out as it is typed. */
function TripFields({
  form,
  values: v,
  record,
  currency,
  affix,
}: {
  form: Form;
  values: ExpenseValues;
  record: Expense | null;
  currency: string;
  affix: { prefix?: string; suffix?: string };
}) {
  const { locale } = useLocale();
  const dateOk = isIsoDate(v.date);
  const rates = useQuery({
    ...trpc.expenses.mileageRates.queryOptions({
      date: dateOk ? v.date : '2000-01-01',
      unit: v.distance_unit,
      ...(record ? { id: record.id } : {}),
    }),
    enabled: dateOk,
  });
  const levels = rates.data?.levels ?? [];
  const level = levels.find((l) => l.vehicle === v.vehicle);
  const unit = UNIT_LABEL[v.distance_unit]();
  const hundredths = distanceToHundredths(v.distance.trim());
  const ownRate = v.vehicle === 'other' ? minorOf(v.cost_per_unit, currency) : undefined;

  const amount = useMemo(() => {
    if (hundredths === null || hundredths < 1) return null;
    if (v.vehicle === 'other') return ownRate && ownRate > 0 ? mileageAmount(hundredths, { rate: ownRate }).amount : null;
    if (!level || !rates.data) return null;
    return mileageAmount(hundredths, level, rates.data.car_distance_before).amount;
  }, [hundredths, v.vehicle, ownRate, level, rates.data]);

  // A vehicle with no standard rate here (e.g. miles with hryvnias): switch to the owner's own rate.
  const noStandard = rates.isSuccess && v.vehicle !== 'other' && !level;
  const per = v.distance_unit === 'mile' ? m.wexp_per_mile() : m.wexp_per_km();
  const distanceOf = (hundredths: number) =>
    `${new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { maximumFractionDigits: 2 }).format(hundredths / 100)} ${unit}`;
  let rateHint: string | null = null;
  if (level && rates.data) {
    const rate = money(level.rate, currency, locale);
    rateHint =
      level.threshold_hundredths !== undefined && level.rate_after !== undefined
        ? m.wexp_rate_band_hint({
            rate,
            per,
            threshold: distanceOf(level.threshold_hundredths),
            after: money(level.rate_after, currency, locale),
            driven: distanceOf(rates.data.car_distance_before),
          })
        : m.wexp_rate_hint({ rate, per });
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={m.wexp_from_location()} autoComplete="off" maxLength={200} {...form.field('from_location')} />
        <TextField label={m.wexp_to_location()} autoComplete="off" maxLength={200} {...form.field('to_location')} />
        <AffixField label={m.wexp_distance()} inputMode="decimal" autoComplete="off" suffix={unit} {...form.field('distance')} />
        <SelectField label={m.wexp_unit()} {...form.field('distance_unit')}>
          {DISTANCE_UNITS.map((u) => (
            <option key={u} value={u}>
              {UNIT_LABEL[u]()}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.wexp_vehicle()} hint={rateHint ?? undefined} {...form.field('vehicle')}>
          {VEHICLES.map((x) => (
            <option key={x} value={x}>
              {VEHICLE_LABEL[x]()}
            </option>
          ))}
        </SelectField>
        {v.vehicle === 'other' ? (
          <AffixField
            label={v.distance_unit === 'mile' ? m.wexp_cost_per_mile() : m.wexp_cost_per_km()}
            inputMode="decimal"
            autoComplete="off"
            {...affix}
            {...form.field('cost_per_unit')}
          />
        ) : null}
      </div>
      {noStandard ? <Alert tone="warning">{m.wexp_no_standard_rate()}</Alert> : null}
      <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-700" aria-live="polite" data-testid="trip-amount">
        {amount === null ? (
          m.wexp_trip_amount_pending()
        ) : (
          <>
            {m.wexp_trip_amount()}: <strong className="text-gray-900 tabular-nums">{money(amount, currency, locale)}</strong>
          </>
        )}
      </p>
    </div>
  );
}
