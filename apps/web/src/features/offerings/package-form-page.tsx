import { PACKAGE_EXPIRY_MONTHS_MAX, packageInput } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { AffixField, Card, MoneyField, Switch, TextField } from '@kairos/ui';
import { useNavigate } from 'react-router';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { amountText, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import { OfferingGate } from '../../lib/offering-gate';
import { RecordFormActions, RecordFormPage, TextAreaField, useRecordForm } from '../../lib/records';
import { queryClient, trpc } from '../../lib/trpc';
import { useMoneyField } from '../../lib/use-money-field';
import { newLine, PackageServicesEditor, type ServiceLine } from './package-services-editor';
import { PACKAGES_LIST, type PackageDetail, packagePath } from './records';

export interface PackageValues {
  name: string;
  services: ServiceLine[];
  price: string;
  expiry_months: string;
  online_booking: boolean;
  notes: string;
}

function valuesOf(record: PackageDetail | null, locale: Locale): PackageValues {
  return {
    name: record?.name ?? '',
    services: (record?.services ?? []).map((s) => newLine(s.service_id, String(s.quantity))),
    price: record ? amountText(record.price, record.currency, locale) : '',
    expiry_months: record?.expiry_months ? String(record.expiry_months) : '',
    online_booking: record?.online_booking ?? false,
    notes: record?.notes ?? '',
  };
}

const toInput = (v: PackageValues, currency: string) => ({
  name: v.name,
  services: v.services.map((s) => ({ service_id: s.service_id, quantity: numberOf(s.quantity) })),
  price: minorOf(v.price, currency),
  expiry_months: numberOf(v.expiry_months) ?? null,
  online_booking: v.online_booking,
  notes: v.notes,
});

export function PackageFormPage() {
  return (
    <OfferingGate feature="packages" title={m.wo_nav_packages()}>
      <RecordFormPage
        area="packages"
        titles={{ create: m.wo_package_create(), edit: m.wo_package_edit() }}
        listPath={PACKAGES_LIST}
      >
        {(record) => <PackageForm record={record} />}
      </RecordFormPage>
    </OfferingGate>
  );
}

function PackageForm({ record }: { record: PackageDetail | null }) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { currency, money } = useMoneyField(record?.currency);
  const form = useRecordForm<'packages', PackageValues>({
    area: 'packages',
    record,
    schema: packageInput,
    initial: valuesOf(record, locale),
    toInput: (v) => toInput(v, currency),
    listPath: PACKAGES_LIST,
    toasts: { created: () => m.packages_created(), updated: () => m.packages_updated() },
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: trpc.packages.get.pathKey() });
      navigate(packagePath(saved.id));
    },
  });
  const online = form.checkbox('online_booking');

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />

      <Card title={m.wo_package_section_details()}>
        <div className="flex flex-col gap-5">
          <TextField label={m.wo_package_name()} autoComplete="off" maxLength={120} {...form.field('name')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <MoneyField label={m.wo_package_price()} {...money} {...form.field('price')} />
            <AffixField
              label={m.wo_package_expiry()}
              hint={m.wo_package_expiry_hint({ max: PACKAGE_EXPIRY_MONTHS_MAX })}
              inputMode="numeric"
              autoComplete="off"
              suffix={m.wo_months_suffix()}
              {...form.field('expiry_months')}
            />
          </div>
        </div>
      </Card>

      <PackageServicesEditor form={form} lines={form.values.services} held={record?.services} currency={currency} />

      <Card title={m.wo_section_more()}>
        <div className="flex flex-col gap-5">
          <Switch
            id={online.id}
            checked={online.checked}
            onChange={(on) => form.setValue('online_booking', on)}
            label={m.wo_package_online()}
            description={m.wo_package_online_hint()}
            className="sm:max-w-md"
          />
          <TextAreaField label={m.wo_notes()} rows={3} maxLength={2000} {...form.field('notes')} />
        </div>
      </Card>

      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
