import { m } from '@kairos/i18n';
import { Alert, Card, SelectField, Switch, useToast } from '@kairos/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorInfo } from '../errors';
import { FormError } from '../form-error';
import { formatDateTime } from '../format';
import { useLocale } from '../i18n';
import { SubmitButton } from '../submit-button';
import { type RouterOutputs, trpc } from '../trpc';
import { useFormCore } from '../use-form-core';
import { useTimeZone } from '../viewer';

type Frequency = 'weekly' | 'monthly';
type Delivery = 'link' | 'attachment';

/** Helpful tools → export information: the premium automatic export (GET/PUT /user/export-information-settings). */
export function ExportSettingsCard() {
  const settings = useQuery(trpc.settings.getExportSettings.queryOptions());
  return (
    <Card title={m.lv_export_auto_title()} description={m.lv_export_auto_text()} className="mt-6">
      {settings.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(settings.error).message}
        </Alert>
      ) : null}
      {settings.data ? <ExportSettingsForm data={settings.data} /> : null}
    </Card>
  );
}

type ExportSettings = RouterOutputs['settings']['getExportSettings'];

function ExportSettingsForm({ data }: { data: ExportSettings }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.settings.updateExportSettings.mutationOptions());
  const form = useFormCore({
    initial: { enabled: data.enabled, frequency: data.frequency as Frequency, delivery: data.delivery as Delivery },
  });
  const { enabled, frequency, delivery } = form.values;

  const onValid = async (input: typeof form.values) => {
    const saved = await save.mutateAsync(input);
    queryClient.setQueryData(trpc.settings.getExportSettings.queryKey(), saved);
    toast({ title: m.popup_success(), description: m.lv_export_saved(), tone: 'success' });
  };

  const locked = !data.available;
  return (
    <form
      noValidate
      ref={form.formRef}
      onSubmit={(event) => form.submit(event, onValid)}
      className="flex max-w-2xl flex-col gap-4"
    >
      {locked ? <Alert tone="info">{m.lv_export_auto_premium()}</Alert> : null}
      <FormError message={form.formError} />
      <Switch
        id="export-enabled"
        checked={enabled}
        disabled={locked}
        onChange={(on) => form.setValue('enabled', on)}
        label={m.lv_export_enabled()}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          {...form.bind('frequency')}
          label={m.lv_export_frequency()}
          value={frequency}
          disabled={locked}
          onChange={(e) => form.setValue('frequency', e.currentTarget.value as Frequency)}
        >
          <option value="weekly">{m.lv_export_weekly()}</option>
          <option value="monthly">{m.lv_export_monthly()}</option>
        </SelectField>
        <SelectField
          {...form.bind('delivery')}
          label={m.lv_export_delivery()}
          value={delivery}
          disabled={locked}
          onChange={(e) => form.setValue('delivery', e.currentTarget.value as Delivery)}
        >
          <option value="attachment">{m.lv_export_attachment()}</option>
          <option value="link">{m.lv_export_link()}</option>
        </SelectField>
      </div>
      {data.next_run_at ? (
        <p className="text-sm text-gray-600">{m.lv_export_next({ date: formatDateTime(data.next_run_at, locale, timeZone) })}</p>
      ) : null}
      {data.last_run_at ? (
        <p className="text-sm text-gray-600">{m.lv_export_last({ date: formatDateTime(data.last_run_at, locale, timeZone) })}</p>
      ) : null}
      <div>
        <SubmitButton loading={form.submitting} disabled={locked} className="w-full sm:w-auto">
          {m.lv_export_save()}
        </SubmitButton>
      </div>
    </form>
  );
}
