import { applyDiscount, discountInput, formatMoney, fromMajor } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { AffixField, Card, ChoiceGroup, PercentIcon, TextField } from '@kairos/ui';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { amountText, minorOf } from '../../lib/money';
import { type RecordColumn, RecordFormActions, RecordFormPage, RecordListPage, useRecordForm } from '../../lib/records';
import { basisPointsOf, formatPercent, percentText } from '../../lib/settings/numbers';
import type { RouterOutputs } from '../../lib/trpc';
import { useMoneyField } from '../../lib/use-money-field';

export type Discount = RouterOutputs['discounts']['get'];
type DiscountType = Discount['type'];
const LIST = '/account-setup/discounts/list';

const typeLabel: Record<DiscountType, () => string> = {
  percentage: () => m.wc_discount_type_percentage(),
  fixed: () => m.wc_discount_type_fixed(),
};

/** 1250 → "12.5%" for a percentage, minor units → money for a fixed amount. */
function discountValue(d: Pick<Discount, 'type' | 'value' | 'currency'>, locale: Locale): string {
  return d.type === 'percentage' ? formatPercent(d.value, locale) : formatMoney(d.value, d.currency, locale);
}

export function DiscountsListPage() {
  const { locale } = useLocale();
  const columns: RecordColumn<Discount>[] = [
    { id: 'name', header: m.wc_discount_name(), primary: true, cell: (d) => d.name },
    { id: 'type', header: m.wc_col_type(), cell: (d) => typeLabel[d.type]() },
    {
      id: 'value',
      header: m.wc_col_value(),
      className: 'tabular-nums',
      cell: (d) => <span data-testid="discount-value">{discountValue(d, locale)}</span>,
    },
  ];
  return (
    <RecordListPage
      area="discounts"
      title={m.wc_nav_discounts()}
      description={m.wc_discounts_subtitle()}
      formPath="/account-setup/discounts/form"
      addLabel={m.wc_discounts_add()}
      columns={columns}
      nameOf={(d) => d.name}
      texts={{
        emptyTitle: m.wc_discounts_empty(),
        emptyText: m.wc_discounts_empty_text(),
        searchPlaceholder: m.wc_discounts_search(),
      }}
      toasts={{
        archived: () => m.discounts_archived(),
        restored: () => m.discounts_restored(),
        deleted: () => m.discounts_deleted(),
      }}
      emptyIcon={<PercentIcon className="size-6" />}
    />
  );
}

export function DiscountFormPage() {
  return (
    <RecordFormPage area="discounts" titles={{ create: m.wc_discount_create(), edit: m.wc_discount_edit() }} listPath={LIST}>
      {(record) => <DiscountForm record={record} />}
    </RecordFormPage>
  );
}

interface DiscountValues {
  name: string;
  type: DiscountType;
  value: string;
}

/** The example price for the preview: 100 major units of the business's currency. */
const EXAMPLE_PRICE = 100;

function DiscountForm({ record }: { record: Discount | null }) {
  const { locale } = useLocale();
  const { currency, affix } = useMoneyField(record?.currency);
  const form = useRecordForm<'discounts', DiscountValues>({
    area: 'discounts',
    record,
    schema: discountInput,
    initial: {
      name: record?.name ?? '',
      type: record?.type ?? 'percentage',
      value: record
        ? record.type === 'percentage'
          ? percentText(record.value, locale)
          : amountText(record.value, record.currency, locale)
        : '',
    },
    toInput: (v) => ({
      name: v.name,
      type: v.type,
      value: v.type === 'percentage' ? basisPointsOf(v.value) : minorOf(v.value, currency),
    }),
    listPath: LIST,
    toasts: { created: () => m.discounts_created(), updated: () => m.discounts_updated() },
  });
  const v = form.values;
  form.bind('type');
  const parsed = v.type === 'percentage' ? basisPointsOf(v.value) : minorOf(v.value, currency);
  const example = fromMajor(EXAMPLE_PRICE, currency);
  const valid = parsed !== undefined && Number.isInteger(parsed) && parsed > 0 && (v.type === 'fixed' || parsed <= 10_000);
  const percentage = v.type === 'percentage';

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card>
        <div className="flex flex-col gap-5">
          <TextField label={m.wc_discount_name()} autoComplete="off" maxLength={120} {...form.field('name')} />
          <ChoiceGroup
            name={`${form.idOf('type')}-choice`}
            legend={m.wc_discount_type()}
            value={v.type}
            onChange={(type) => form.setValue('type', type)}
            options={[
              { value: 'percentage', label: typeLabel.percentage() },
              { value: 'fixed', label: typeLabel.fixed() },
            ]}
          />
          <AffixField
            label={percentage ? m.wc_discount_percent() : m.wc_discount_amount()}
            hint={percentage ? m.wc_discount_percent_hint() : undefined}
            inputMode="decimal"
            autoComplete="off"
            fieldClassName="sm:max-w-xs"
            {...(percentage ? { suffix: '%' } : affix)}
            {...form.field('value')}
          />
          {valid ? (
            <p className="text-sm text-gray-600" data-testid="discount-preview">
              {m.wc_discount_preview({
                before: formatMoney(example, currency, locale),
                after: formatMoney(applyDiscount(example, { type: v.type, value: parsed }), currency, locale),
              })}
            </p>
          ) : null}
        </div>
      </Card>
      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
