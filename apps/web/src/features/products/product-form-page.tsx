import { PRODUCT_STOCK_MAX, productInput } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { AffixField, Card, MoneyField, TextField } from '@kairos/ui';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { amountText, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import { OfferingGate } from '../../lib/offering-gate';
import { RecordFormActions, RecordFormPage, TextAreaField, useRecordForm } from '../../lib/records';
import { useMoneyField } from '../../lib/use-money-field';
import { PRODUCTS_LIST, type ProductDetail } from './records';

interface ProductValues {
  name: string;
  description: string;
  price: string;
  cost_price: string;
  stock: string;
}

function valuesOf(record: ProductDetail | null, locale: Locale): ProductValues {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    price: record ? amountText(record.price, record.currency, locale) : '',
    cost_price: record && record.cost_price !== null ? amountText(record.cost_price, record.currency, locale) : '',
    stock: record && record.stock !== null ? String(record.stock) : '',
  };
}

const toInput = (v: ProductValues, currency: string) => ({
  name: v.name,
  description: v.description,
  price: minorOf(v.price, currency),
  // Blank is "not tracked" (null); anything typed is checked like the price.
  cost_price: minorOf(v.cost_price, currency) ?? null,
  stock: numberOf(v.stock) ?? null,
});

/** /sales-and-products/products/form/:id?: name, description, price, and optional cost price and stock. */
export function ProductFormPage() {
  return (
    <OfferingGate feature="products" title={m.wp_nav_products()}>
      <RecordFormPage
        area="products"
        titles={{ create: m.wp_product_create(), edit: m.wp_product_edit() }}
        listPath={PRODUCTS_LIST}
      >
        {(record) => <ProductForm record={record} />}
      </RecordFormPage>
    </OfferingGate>
  );
}

function ProductForm({ record }: { record: ProductDetail | null }) {
  const { locale } = useLocale();
  const { currency, money } = useMoneyField(record?.currency);
  const form = useRecordForm<'products', ProductValues>({
    area: 'products',
    record,
    schema: productInput,
    initial: valuesOf(record, locale),
    toInput: (v) => toInput(v, currency),
    listPath: PRODUCTS_LIST,
    toasts: { created: () => m.products_created(), updated: () => m.products_updated() },
  });

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card title={m.wp_product_section_details()}>
        <div className="flex flex-col gap-5">
          <TextField label={m.wp_product_name()} autoComplete="off" maxLength={120} {...form.field('name')} />
          <TextAreaField label={m.wp_product_description()} rows={3} maxLength={2000} {...form.field('description')} />
        </div>
      </Card>
      <Card title={m.wp_product_section_money()} description={m.wp_product_money_hint()}>
        <div className="grid gap-5 sm:grid-cols-3">
          <MoneyField label={m.wp_product_price()} {...money} {...form.field('price')} />
          <MoneyField label={m.wp_product_cost_price()} hint={m.wp_optional()} {...money} {...form.field('cost_price')} />
          <AffixField
            label={m.wp_product_stock()}
            hint={m.wp_product_stock_hint({ max: PRODUCT_STOCK_MAX })}
            inputMode="numeric"
            autoComplete="off"
            suffix={m.wp_units_suffix()}
            {...form.field('stock')}
          />
        </div>
      </Card>
      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
