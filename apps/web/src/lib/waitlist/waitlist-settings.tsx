/**
 * The waitlist's switch, quiet hours and hold time, on the booking page's settings (docs/product/booking.md
 * "Waitlist"). One Save writes the quiet hours (PUT /api/v1/waitlist/quiet-hours), then the switch and hold.
 */
import { m } from '@kairos/i18n';
import { Alert, Button, Card, Switch, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorInfo } from '../errors';
import { queryClient, trpc } from '../trpc';

type Errors = { hold?: string; start?: string; end?: string; form?: string };

export function WaitlistSettingsCard({ readOnly }: { readOnly?: boolean }) {
  const query = useQuery(trpc.waitlist.settings.queryOptions());
  const quietQuery = useQuery(trpc.waitlist.quietHours.queryOptions());
  const toast = useToast();
  const [enabled, setEnabled] = useState(true);
  const [hold, setHold] = useState('30');
  const [start, setStart] = useState('21:00');
  const [end, setEnd] = useState('08:00');
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!query.data) return;
    setEnabled(query.data.enabled);
    setHold(String(query.data.hold_minutes));
  }, [query.data]);
  useEffect(() => {
    if (!quietQuery.data) return;
    setStart(quietQuery.data.start);
    setEnd(quietQuery.data.end);
  }, [quietQuery.data]);
  const saveQuiet = useMutation(trpc.waitlist.updateQuietHours.mutationOptions());
  const save = useMutation(trpc.waitlist.updateSettings.mutationOptions());
  const submit = async () => {
    try {
      const quiet = await saveQuiet.mutateAsync({ start, end });
      queryClient.setQueryData(trpc.waitlist.quietHours.queryKey(), quiet);
    } catch (e) {
      const info = errorInfo(e);
      const start = info.errors.start?.[0];
      const end = info.errors.end?.[0];
      setErrors({ start, end, form: start || end ? undefined : info.message });
      return;
    }
    try {
      const saved = await save.mutateAsync({ enabled, hold_minutes: Number(hold) });
      queryClient.setQueryData(trpc.waitlist.settings.queryKey(), saved);
    } catch (e) {
      const info = errorInfo(e);
      setErrors({ hold: info.errors.hold_minutes?.[0] ?? info.message });
      return;
    }
    setErrors({});
    toast({ title: m.popup_success(), description: m.ob_saved() });
  };
  if (!query.data || !quietQuery.data) return null;
  return (
    <Card title={m.wl_settings_title()} description={m.wl_settings_hint()}>
      <div className="flex flex-col gap-5 px-5 py-4">
        <Switch id="wl-enabled" checked={enabled} onChange={setEnabled} label={m.wl_settings_enabled()} className="sm:max-w-xl" />
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-1 gap-4 sm:max-w-md sm:grid-cols-2">
            <TextField
              id="wl-quiet-start"
              type="time"
              step={300}
              label={m.wl_quiet_start()}
              value={start}
              error={errors.start}
              onChange={(e) => setStart(e.target.value)}
            />
            <TextField
              id="wl-quiet-end"
              type="time"
              step={300}
              label={m.wl_quiet_end()}
              value={end}
              error={errors.end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </div>
          <p className="text-sm text-gray-600 sm:max-w-xl">{m.wl_quiet_hint()}</p>
        </div>
        <TextField
          id="wl-hold"
          label={m.wl_settings_hold()}
          hint={m.wl_settings_quiet()}
          inputMode="numeric"
          autoComplete="off"
          fieldClassName="sm:max-w-xs"
          value={hold}
          error={errors.hold}
          onChange={(e) => setHold(e.target.value)}
        />
        {errors.form ? (
          <Alert tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Button className="self-start" disabled={readOnly} loading={save.isPending || saveQuiet.isPending} onClick={submit}>
          {m.wl_settings_save()}
        </Button>
      </div>
    </Card>
  );
}
