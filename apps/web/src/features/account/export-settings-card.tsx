import { m } from '@kairos/i18n';
import { Alert, Button, Card, SelectField, Switch, useToast } from '@kairos/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorInfo } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';

type Frequency = 'weekly' | 'monthly';
type Delivery = 'link' | 'attachment';

/** Helpful tools → export information: the premium automatic export (GET/PUT /user/export-information-settings). */
export function ExportSettingsCard() {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const toast = useToast();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.settings.getExportSettings.queryOptions());
  const save = useMutation(trpc.settings.updateExportSettings.mutationOptions());
  const [enabled, setEnabled] = useState(false);
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const [delivery, setDelivery] = useState<Delivery>('attachment');
  const [error, setError] = useState<string | null>(null);
  const data = settings.data;

  useEffect(() => {
    if (!data) return;
    setEnabled(data.enabled);
    setFrequency(data.frequency);
    setDelivery(data.delivery);
  }, [data]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync({ enabled, frequency, delivery });
      queryClient.setQueryData(trpc.settings.getExportSettings.queryKey(), saved);
      toast({ title: m.popup_success(), description: m.lv_export_saved(), tone: 'success' });
    } catch (e) {
      setError(errorInfo(e).message);
    }
  };

  const locked = !data?.available;
  return (
    <Card title={m.lv_export_auto_title()} description={m.lv_export_auto_text()} className="mt-6">
      {settings.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(settings.error).message}
        </Alert>
      ) : null}
      {data ? (
        <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
          {locked ? <Alert tone="info">{m.lv_export_auto_premium()}</Alert> : null}
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Switch id="export-enabled" checked={enabled} disabled={locked} onChange={setEnabled} label={m.lv_export_enabled()} />
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id="export-frequency"
              label={m.lv_export_frequency()}
              value={frequency}
              disabled={locked}
              onChange={(e) => setFrequency(e.currentTarget.value as Frequency)}
            >
              <option value="weekly">{m.lv_export_weekly()}</option>
              <option value="monthly">{m.lv_export_monthly()}</option>
            </SelectField>
            <SelectField
              id="export-delivery"
              label={m.lv_export_delivery()}
              value={delivery}
              disabled={locked}
              onChange={(e) => setDelivery(e.currentTarget.value as Delivery)}
            >
              <option value="attachment">{m.lv_export_attachment()}</option>
              <option value="link">{m.lv_export_link()}</option>
            </SelectField>
          </div>
          {data.next_run_at ? (
            <p className="text-sm text-gray-600">
              {m.lv_export_next({ date: formatDateTime(data.next_run_at, locale, timeZone) })}
            </p>
          ) : null}
          {data.last_run_at ? (
            <p className="text-sm text-gray-600">
              {m.lv_export_last({ date: formatDateTime(data.last_run_at, locale, timeZone) })}
            </p>
          ) : null}
          <div>
            <Button type="submit" loading={save.isPending} disabled={locked} className="w-full sm:w-auto">
              {m.lv_export_save()}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
