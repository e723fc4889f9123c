import { clientFormInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, Card, CloseIcon, PlusIcon, SelectField, TextField } from '@kairos/ui';
import { useMemo } from 'react';
import { CLIENTS_LIST, type Client } from '../../lib/clients/client';
import { FormError } from '../../lib/form-error';
import { CheckboxField, RecordFormActions, RecordFormPage, TextAreaField, useRecordForm } from '../../lib/records';
import { useUser } from '../../lib/viewer';

const MAX_LOCATIONS = 10;
const emptyLocation = { title: '', address_1: '', address_2: '', city: '', post_code: '' };
type LocationValues = typeof emptyLocation;

function valuesOf(c: Client | null) {
  const s = (v: string | null | undefined) => v ?? '';
  return {
    first_name: s(c?.first_name),
    last_name: s(c?.last_name),
    email: s(c?.email),
    phone: s(c?.phone),
    birthday: s(c?.birthday),
    address_1: s(c?.address_1),
    address_2: s(c?.address_2),
    city: s(c?.city),
    state: s(c?.state),
    post_code: s(c?.post_code),
    billing_address: s(c?.billing_address),
    notes: s(c?.notes),
    marketing_messages: c?.marketing_messages ?? false,
    email_reminders: c?.email_reminders ?? true,
    sms_reminders: c?.sms_reminders ?? true,
    opt_out: c?.opt_out ?? false,
    locale: s(c?.locale),
    locations: (c?.locations ?? []).map(
      (l): LocationValues => ({
        title: s(l.title),
        address_1: s(l.address_1),
        address_2: s(l.address_2),
        city: s(l.city),
        post_code: s(l.post_code),
      }),
    ),
  };
}

/** /clients/form and /clients/form/:id. */
export function ClientFormPage() {
  return (
    <RecordFormPage
      area="clients"
      titles={{ create: m.client_form_create(), edit: m.client_form_edit() }}
      description={m.client_form_subtitle()}
      listPath={CLIENTS_LIST}
    >
      {(record) => <ClientForm record={record} />}
    </RecordFormPage>
  );
}

function ClientForm({ record }: { record: Client | null }) {
  // The phone is checked in the browser with the server's rule (the business's country), so every error shows at once.
  const region = useUser().business?.region;
  const schema = useMemo(() => clientFormInput(region), [region]);
  const form = useRecordForm({
    area: 'clients',
    record,
    schema,
    initial: valuesOf(record),
    listPath: CLIENTS_LIST,
    toasts: { created: () => m.client_created_toast(), updated: () => m.client_updated_toast() },
  });
  const locations = form.values.locations;

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card title={m.client_section_details()}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={m.label_first_name()} autoComplete="off" required {...form.field('first_name')} />
          <TextField label={m.label_last_name()} autoComplete="off" required {...form.field('last_name')} />
          <TextField label={m.client_label_email()} type="email" inputMode="email" autoComplete="off" {...form.field('email')} />
          <TextField
            label={m.client_label_phone()}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={m.client_phone_hint()}
            {...form.field('phone')}
          />
          <TextField label={m.client_label_birthday()} type="date" {...form.field('birthday')} />
        </div>
      </Card>

      <Card title={m.client_section_address()}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={m.label_address_1()} autoComplete="off" {...form.field('address_1')} />
          <TextField label={m.label_address_2()} autoComplete="off" {...form.field('address_2')} />
          <TextField label={m.label_city()} autoComplete="off" {...form.field('city')} />
          <TextField label={m.label_state()} autoComplete="off" {...form.field('state')} />
          <TextField label={m.label_post_code()} autoComplete="off" {...form.field('post_code')} />
        </div>
      </Card>

      <Card title={m.client_section_locations()} description={m.client_locations_hint()}>
        <div className="flex flex-col gap-4">
          {locations.map((_, i) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are addressed by position, like the schema's error paths
              key={i}
              className="rounded-lg border border-gray-200 p-4"
            >
              <legend className="sr-only">{m.client_location_n({ n: i + 1 })}</legend>
              <div className="mb-3 flex items-center justify-between gap-2">
                <p aria-hidden="true" className="text-sm font-semibold text-gray-800">
                  {m.client_location_n({ n: i + 1 })}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={m.client_location_remove({ n: i + 1 })}
                  onClick={() =>
                    form.setValue(
                      'locations',
                      locations.filter((__, j) => j !== i),
                    )
                  }
                >
                  <CloseIcon className="size-4" />
                </Button>
              </div>
              <div className="grid gap-4 md:grid-cols-2">
                <TextField label={m.client_location_title()} {...form.field(`locations.${i}.title`)} />
                <TextField label={m.label_address_1()} {...form.field(`locations.${i}.address_1`)} />
                <TextField label={m.label_address_2()} {...form.field(`locations.${i}.address_2`)} />
                <TextField label={m.label_city()} {...form.field(`locations.${i}.city`)} />
                <TextField label={m.label_post_code()} {...form.field(`locations.${i}.post_code`)} />
              </div>
            </fieldset>
          ))}
          {locations.length < MAX_LOCATIONS ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  form.setValue('locations', [...locations, { ...emptyLocation }]);
                  window.requestAnimationFrame(() =>
                    document.getElementById(form.idOf(`locations.${locations.length}.title`))?.focus(),
                  );
                }}
              >
                <PlusIcon className="size-4" />
                {m.client_location_add()}
              </Button>
            </div>
          ) : null}
        </div>
      </Card>

      <Card title={m.client_section_notes()}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextAreaField label={m.client_label_notes()} rows={4} {...form.field('notes')} />
          <TextAreaField label={m.client_label_billing_address()} rows={4} {...form.field('billing_address')} />
        </div>
      </Card>

      <Card title={m.client_section_preferences()}>
        <div className="grid gap-4 md:grid-cols-2">
          <CheckboxField
            label={m.client_label_email_reminders()}
            hint={m.client_hint_email_reminders()}
            {...form.checkbox('email_reminders')}
          />
          <CheckboxField
            label={m.client_label_sms_reminders()}
            hint={m.client_hint_sms_reminders()}
            {...form.checkbox('sms_reminders')}
          />
          <CheckboxField
            label={m.client_label_marketing()}
            hint={m.client_hint_marketing()}
            {...form.checkbox('marketing_messages')}
          />
          <CheckboxField label={m.client_label_opt_out()} hint={m.client_hint_opt_out()} {...form.checkbox('opt_out')} />
          <SelectField label={m.wns_client_locale()} fieldClassName="md:max-w-xs" {...form.field('locale')}>
            <option value="">{m.wns_client_locale_default()}</option>
            <option value="uk">Українська</option>
            <option value="en">English</option>
          </SelectField>
        </div>
      </Card>

      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
