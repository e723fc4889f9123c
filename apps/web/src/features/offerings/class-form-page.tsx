import { CLASS_SPACES_MAX, classInput, SERVICE_COLOURS } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import { AffixField, Card, ColourPicker, MoneyField, Switch, TextField } from '@kairos/ui';
import { useNavigate } from 'react-router';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { amountText, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';
import { OfferingGate } from '../../lib/offering-gate';
import { servicePalette } from '../../lib/palette';
import { RecordFormActions, RecordFormPage, TextAreaField, useRecordForm } from '../../lib/records';
import { queryClient, trpc } from '../../lib/trpc';
import { useMoneyField } from '../../lib/use-money-field';
import { CLASSES_LIST, type ClassRecord, classPath } from './records';

interface ClassValues {
  name: string;
  colour: string;
  duration_minutes: string;
  price: string;
  spaces: string;
  limit_spaces: boolean;
  online_booking: boolean;
  notes: string;
}

function valuesOf(record: ClassRecord | null, locale: Locale): ClassValues {
  return {
    name: record?.name ?? '',
    colour: record?.colour ?? SERVICE_COLOURS[2],
    duration_minutes: String(record?.duration_minutes ?? 60),
    price: record ? amountText(record.price, record.currency, locale) : '',
    spaces: record ? String(record.spaces) : '',
    limit_spaces: record?.limit_spaces ?? true,
    online_booking: record?.online_booking ?? false,
    notes: record?.notes ?? '',
  };
}

const toInput = (v: ClassValues, currency: string) => ({
  name: v.name,
  colour: v.colour,
  duration_minutes: numberOf(v.duration_minutes),
  price: minorOf(v.price, currency) ?? 0,
  spaces: numberOf(v.spaces),
  limit_spaces: v.limit_spaces,
  online_booking: v.online_booking,
  notes: v.notes,
});

export function ClassFormPage() {
  return (
    <OfferingGate feature="classes" title={m.wo_nav_classes()}>
      <RecordFormPage area="classes" titles={{ create: m.wo_class_create(), edit: m.wo_class_edit() }} listPath={CLASSES_LIST}>
        {(record) => <ClassForm record={record} />}
      </RecordFormPage>
    </OfferingGate>
  );
}

function ClassForm({ record }: { record: ClassRecord | null }) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { currency, money } = useMoneyField(record?.currency);
  const form = useRecordForm<'classes', ClassValues>({
    area: 'classes',
    record,
    schema: classInput,
    initial: valuesOf(record, locale),
    toInput: (v) => toInput(v, currency),
    listPath: CLASSES_LIST,
    toasts: { created: () => m.classes_created(), updated: () => m.classes_updated() },
    // The detail screen is where sessions are added: open it after saving.
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: trpc.classes.get.pathKey() });
      navigate(classPath(saved.id));
    },
  });
  const v = form.values;
  const colour = form.bind('colour');
  const limit = form.checkbox('limit_spaces');
  const online = form.checkbox('online_booking');

  return (
    <form noValidate ref={form.formRef} onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />

      <Card title={m.wo_class_section_details()}>
        <div className="flex flex-col gap-5">
          <TextField label={m.wo_class_name()} autoComplete="off" maxLength={120} {...form.field('name')} />
          <ColourPicker
            id={colour.id}
            {...servicePalette(m.wo_class_colour_hint())}
            value={v.colour}
            error={colour.error}
            onChange={(c) => form.setValue('colour', c)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <AffixField
              label={m.wo_class_duration()}
              inputMode="numeric"
              autoComplete="off"
              suffix={m.wc_minutes_suffix()}
              {...form.field('duration_minutes')}
            />
            <MoneyField label={m.wo_class_price()} hint={m.wo_class_price_hint()} {...money} {...form.field('price')} />
          </div>
        </div>
      </Card>

      <Card title={m.wo_class_section_spaces()}>
        <div className="flex flex-col gap-5">
          <TextField
            label={m.wo_class_spaces()}
            hint={m.wo_class_spaces_hint({ max: CLASS_SPACES_MAX })}
            inputMode="numeric"
            autoComplete="off"
            fieldClassName="sm:max-w-xs"
            {...form.field('spaces')}
          />
          <Switch
            id={limit.id}
            checked={limit.checked}
            onChange={(on) => form.setValue('limit_spaces', on)}
            label={m.wo_class_limit()}
            description={m.wo_class_limit_hint()}
            className="sm:max-w-md"
          />
        </div>
      </Card>

      <Card title={m.wo_section_more()}>
        <div className="flex flex-col gap-5">
          <Switch
            id={online.id}
            checked={online.checked}
            onChange={(on) => form.setValue('online_booking', on)}
            label={m.wo_class_online()}
            description={m.wo_class_online_hint()}
            className="sm:max-w-md"
          />
          <TextAreaField label={m.wo_notes()} rows={3} maxLength={2000} {...form.field('notes')} />
        </div>
      </Card>

      <RecordFormActions listPath={form.listPath} submitting={form.submitting} />
    </form>
  );
}
