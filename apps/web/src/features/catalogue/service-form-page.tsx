import { SERVICE_COLOURS, serviceInput } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { AffixField, Card, ChoiceGroup, ColourPicker, MoneyField, Switch, TextField } from '@kairos/ui';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { MinutesLabel } from '../../lib/minutes-label';
import { amountText, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import { servicePalette } from '../../lib/palette';
import { RecordFormActions, RecordFormPage, TextAreaField, useRecordForm } from '../../lib/records';
import type { RouterOutputs } from '../../lib/trpc';
import { useMoneyField } from '../../lib/use-money-field';
import { newPart, PartsEditor, type PartValue } from './service-parts';

export type Service = RouterOutputs['services']['get'];
export const SERVICES_LIST = '/appointments/services/list';

interface ServiceValues {
  name: string;
  type: 'single' | 'multipart';
  parts: PartValue[];
  colour: string;
  price: string;
  is_hourly_rate: boolean;
  online_booking: boolean;
  deposit: string;
  booking_question: string;
  at_client_place: boolean;
}

function valuesOf(record: Service | null, locale: Locale): ServiceValues {
  if (!record) {
    return {
      name: '',
      type: 'single',
      parts: [newPart('60')],
      colour: SERVICE_COLOURS[0],
      price: '',
      is_hourly_rate: false,
      online_booking: true,
      deposit: '',
      booking_question: '',
      at_client_place: false,
    };
  }
  return {
    name: record.name,
    type: record.type,
    parts: record.parts.length
      ? record.parts.map((p) => newPart(String(p.duration_minutes), p.type, p.title))
      : [newPart(String(record.duration_minutes || 60))],
    colour: record.colour,
    price: amountText(record.price, record.currency, locale),
    is_hourly_rate: record.is_hourly_rate,
    online_booking: record.online_booking,
    // 0 is no deposit: an empty field
    deposit: record.deposit === 0 ? '' : amountText(record.deposit, record.currency, locale),
    booking_question: record.booking_question ?? '',
    at_client_place: record.at_client_place,
  };
}

/** What the shared schema checks: a single service is one blocked part named after the service. */
function toInput(v: ServiceValues, currency: string) {
  const parts =
    v.type === 'single'
      ? [
          {
            title: v.name.trim().slice(0, 100) || m.wc_service_default_part(),
            duration_minutes: numberOf(v.parts[0]?.duration_minutes ?? ''),
            type: 'block' as const,
          },
        ]
      : v.parts.map((p) => ({ title: p.title, duration_minutes: numberOf(p.duration_minutes), type: p.type }));
  return {
    name: v.name,
    type: v.type,
    parts,
    colour: v.colour,
    price: minorOf(v.price, currency),
    is_hourly_rate: v.is_hourly_rate,
    online_booking: v.online_booking,
    deposit: v.deposit.trim() ? minorOf(v.deposit, currency) : 0,
    booking_question: v.booking_question,
    at_client_place: v.at_client_place,
  };
}

export function ServiceFormPage() {
  return (
    <RecordFormPage
      area="services"
      titles={{ create: m.wc_service_create(), edit: m.wc_service_edit() }}
      listPath={SERVICES_LIST}
    >
      {(record) => <ServiceForm record={record} />}
    </RecordFormPage>
  );
}

function ServiceForm({ record }: { record: Service | null }) {
  const { locale } = useLocale();
  const { currency, money } = useMoneyField(record?.currency);
  const form = useRecordForm<'services', ServiceValues>({
    area: 'services',
    record,
    schema: serviceInput,
    initial: valuesOf(record, locale),
    toInput: (v) => toInput(v, currency),
    listPath: SERVICES_LIST,
    toasts: { created: () => m.services_created(), updated: () => m.services_updated() },
  });
  const v = form.values;
  const online = form.checkbox('online_booking');
  const hourly = form.checkbox('is_hourly_rate');
  const atClient = form.checkbox('at_client_place');
  const colour = form.bind('colour');
  form.bind('type');

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />

      <Card title={m.wc_service_section_details()}>
        <div className="flex flex-col gap-5">
          <TextField label={m.wc_service_name()} autoComplete="off" maxLength={120} {...form.field('name')} />
          <ColourPicker
            id={colour.id}
            {...servicePalette()}
            value={v.colour}
            error={colour.error}
            onChange={(c) => form.setValue('colour', c)}
          />
        </div>
      </Card>

      <Card title={m.wc_service_section_duration()}>
        <div className="flex flex-col gap-5">
          <div>
            <ChoiceGroup
              name={`${form.idOf('type')}-choice`}
              legend={m.wc_service_type()}
              value={v.type}
              onChange={(type) => form.setValue('type', type)}
              options={[
                { value: 'single', label: m.wc_service_type_single() },
                { value: 'multipart', label: m.wc_service_type_multipart() },
              ]}
            />
            <p className="mt-1.5 text-xs text-gray-500">
              {v.type === 'single' ? m.wc_service_type_hint_single() : m.wc_service_type_hint_multipart()}
            </p>
          </div>
          {v.type === 'single' ? (
            <AffixField
              label={<MinutesLabel text={m.wc_service_duration()} />}
              inputMode="numeric"
              autoComplete="off"
              suffix={m.wc_minutes_suffix()}
              fieldClassName="sm:max-w-xs"
              {...form.field('parts.0.duration_minutes')}
            />
          ) : (
            <PartsEditor form={form} parts={v.parts} colour={v.colour} />
          )}
        </div>
      </Card>

      <Card title={m.wc_service_section_price()}>
        <div className="flex flex-col gap-5">
          <MoneyField
            label={v.is_hourly_rate ? m.wc_service_price_hourly() : m.wc_service_price()}
            fieldClassName="sm:max-w-xs"
            {...money}
            {...form.field('price')}
          />
          <Switch
            id={hourly.id}
            checked={hourly.checked}
            onChange={(on) => form.setValue('is_hourly_rate', on)}
            label={m.wc_service_hourly()}
            description={m.wc_service_hourly_hint()}
            className="sm:max-w-md"
          />
        </div>
      </Card>

      <Card title={m.wc_service_section_online()}>
        <div className="flex flex-col gap-5">
          <Switch
            id={online.id}
            checked={online.checked}
            onChange={(on) => form.setValue('online_booking', on)}
            label={m.wc_service_online()}
            description={m.wc_service_online_hint()}
            className="sm:max-w-md"
          />
          <MoneyField
            label={m.wc_service_deposit()}
            hint={m.wc_service_deposit_hint()}
            fieldClassName="sm:max-w-xs"
            {...money}
            {...form.field('deposit')}
          />
          <TextAreaField
            label={m.wc_service_question()}
            hint={m.wc_service_question_hint()}
            rows={2}
            maxLength={300}
            {...form.field('booking_question')}
          />
          <Switch
            id={atClient.id}
            checked={atClient.checked}
            onChange={(on) => form.setValue('at_client_place', on)}
            label={m.ob_service_at_client()}
            description={m.ob_service_at_client_hint()}
            className="sm:max-w-md"
          />
        </div>
      </Card>

      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
