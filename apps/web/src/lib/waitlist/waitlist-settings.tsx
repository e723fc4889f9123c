/** The waitlist's switch and hold time, on the booking page's settings (docs/product/booking.md "Waitlist"). */
import { m } from '@kairos/i18n';
import { Button, Card, Switch, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorInfo } from '../errors';
import { queryClient, trpc } from '../trpc';

export function WaitlistSettingsCard({ readOnly }: { readOnly?: boolean }) {
  const query = useQuery(trpc.waitlist.settings.queryOptions());
  const toast = useToast();
  const [enabled, setEnabled] = useState(true);
  const [hold, setHold] = useState('30');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!query.data) return;
    setEnabled(query.data.enabled);
    setHold(String(query.data.hold_minutes));
  }, [query.data]);
  const save = useMutation(
    trpc.waitlist.updateSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.waitlist.settings.queryKey(), saved);
        setError(undefined);
        toast({ title: m.popup_success(), description: m.ob_saved() });
      },
      onError: (e) => setError(errorInfo(e).errors.hold_minutes?.[0] ?? errorInfo(e).message),
    }),
  );
  if (!query.data) return null;
  return (
    <Card title={m.wl_settings_title()} description={m.wl_settings_hint()}>
      <div className="flex flex-col gap-5 px-5 py-4">
        <Switch id="wl-enabled" checked={enabled} onChange={setEnabled} label={m.wl_settings_enabled()} className="sm:max-w-xl" />
        <TextField
          id="wl-hold"
          label={m.wl_settings_hold()}
          hint={m.wl_settings_quiet()}
          inputMode="numeric"
          autoComplete="off"
          fieldClassName="sm:max-w-xs"
          value={hold}
          error={error}
          onChange={(e) => setHold(e.target.value)}
        />
        <Button
          className="self-start"
          disabled={readOnly}
          loading={save.isPending}
          onClick={() => save.mutate({ enabled, hold_minutes: Number(hold) })}
        >
          {m.wl_settings_save()}
        </Button>
      </div>
    </Card>
  );
}
