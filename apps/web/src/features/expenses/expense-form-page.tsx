// The expense (or mileage trip) form page: loads the record, saves it with its receipt, and deletes it.
import { EXPENSE_CATEGORIES, expenseInput, hasFeature, RECEIPT_MAX_BYTES } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, Card, ChoiceGroup, ConfirmDialog, MoneyField, SelectField, TextField, useToast } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { errorInfo } from '../../lib/errors';
import { CATEGORY_LABEL } from '../../lib/expenses/labels';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, ListSkeleton, LoadError, RecordFormActions, TextAreaField, useWriteAccess } from '../../lib/records';
import { TrashIcon } from '../../lib/records/icons';
import { queryClient, trpc, trpcClient } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { useMoneyField } from '../../lib/use-money-field';
import { accessViewer, useUser } from '../../lib/viewer';
import { todayIn } from './dates';
import { type Expense, type ExpenseValues, toInput, valuesOf } from './expense-values';
import { EXPENSES_LIST } from './expenses-list-page';
import { ReceiptField, type ReceiptState } from './receipt-field';
import { UploadError, uploadReceipt } from './receipt-upload';
import { RepeatSection } from './repeat-section';
import { useExpenseScope } from './scope-dialog';
import { TripFields } from './trip-fields';

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

        <RepeatSection form={form} />

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
