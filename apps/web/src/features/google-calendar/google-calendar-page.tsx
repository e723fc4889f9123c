import { hasFeature } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, Card, Checkbox, Select, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { IntegrationConnectCard, type IntegrationConnectMessages } from '../../lib/integration-connect-card';
import { PageHeader } from '../../lib/page-header';
import { queryClient, trpc } from '../../lib/trpc';
import { accessViewer, useUser } from '../../lib/viewer';

/** A sync time in the business's zone and the app's language (never the device's zone). */
function useWhen() {
  const { locale } = useLocale();
  const tz = useUser().timezone;
  return (iso: string) => formatDateTime(iso, locale, tz);
}

/**
 * /account-setup/integrations/google-calendar: connect (Google's consent page), connected as, the calendars whose busy
 * times block booking and the one Kairos writes to, sync now, disconnect. Gated like online booking.
 */
export function GoogleCalendarPage() {
  const allowed = hasFeature(accessViewer(useUser()), 'online_booking');
  return (
    <>
      <PageHeader title={m.wgg_title()} description={m.wgg_intro()} />
      <div className="flex flex-col gap-4">{allowed ? <GoogleCard /> : <BlockedFeatureNotice feature="online_booking" />}</div>
    </>
  );
}

/** Google's wording for the shared connect card. */
const MESSAGES: IntegrationConnectMessages = {
  errorState: m.wgg_error_state,
  errorDenied: m.wgg_error_denied,
  errorFailed: m.wgg_error_failed,
  connectedToast: m.wgg_connected_toast,
  disconnectedToast: m.wgg_disconnected_toast,
  unavailable: m.wgg_unavailable,
  connectedAccount: m.wgg_connected_account,
  connectedAs: m.wgg_connected_as,
  connect: m.wgg_connect,
  connecting: m.wgg_connecting,
  disconnect: m.wgg_disconnect,
  disconnectTitle: m.wgg_disconnect_title,
  disconnectBody: m.wgg_disconnect_body,
};

function GoogleCard() {
  const status = useGoogleStatus();
  const connect = useMutation(trpc.google.connect.mutationOptions());
  const disconnect = useMutation(trpc.google.disconnect.mutationOptions());
  const s = status.data;
  return (
    <IntegrationConnectCard
      title="Google Calendar"
      testId="wgg"
      status={s}
      connect={connect}
      disconnect={disconnect}
      onDisconnected={() => queryClient.invalidateQueries({ queryKey: trpc.google.pathKey() })}
      messages={MESSAGES}
    >
      {s?.connected ? <CalendarsCard status={s} /> : null}
    </IntegrationConnectCard>
  );
}

const useGoogleStatus = () => useQuery(trpc.google.status.queryOptions());
type Status = NonNullable<ReturnType<typeof useGoogleStatus>['data']>;

function CalendarsCard({ status }: { status: Status }) {
  const when = useWhen();
  const calendars = useQuery(trpc.google.calendars.queryOptions());
  const save = useMutation(trpc.google.saveCalendars.mutationOptions());
  const sync = useMutation(trpc.google.sync.mutationOptions());
  const toast = useToast();
  const [busy, setBusy] = useState<string[]>(status.busy_calendar_ids);
  const [write, setWrite] = useState<string>(status.write_calendar_id ?? '');
  useEffect(() => {
    setBusy(status.busy_calendar_ids);
    setWrite(status.write_calendar_id ?? '');
  }, [status.busy_calendar_ids, status.write_calendar_id]);
  const list = calendars.data;
  const nameOf = (c: { summary: string; primary: boolean }) => (c.primary ? m.wgg_primary({ name: c.summary }) : c.summary);

  const onSave = async () => {
    await save.mutateAsync({ busy_calendar_ids: busy, write_calendar_id: write || null });
    await queryClient.invalidateQueries({ queryKey: trpc.google.status.pathKey() });
    toast({ title: m.popup_success(), description: m.wgg_saved_toast(), tone: 'success' });
  };
  const onSync = async () => {
    await sync.mutateAsync({}).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: trpc.google.status.pathKey() });
  };
  const failure = calendars.error ?? save.error ?? sync.error;

  return (
    <Card title={m.wgg_busy_title()} data-testid="wgg-calendars">
      <div className="flex flex-col gap-4">
        {failure ? (
          <Alert tone="error" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        {status.sync_failing_since ? (
          <Alert tone="warning" data-testid="wgg-failing">
            {m.wgg_failing_since({ time: when(status.sync_failing_since) })}
          </Alert>
        ) : null}
        <p className="text-sm text-gray-600">{m.wgg_busy_hint()}</p>
        {list ? (
          <>
            <div className="flex flex-col gap-2">
              {list.map((c, i) => (
                <Checkbox
                  key={c.id}
                  id={`wgg-busy-${i}`}
                  checked={busy.includes(c.id)}
                  onChange={(on) => setBusy(on ? [...busy, c.id] : busy.filter((b) => b !== c.id))}
                  label={nameOf(c)}
                />
              ))}
            </div>
            <div className="flex flex-col gap-1">
              <label className="text-sm font-medium text-gray-800" htmlFor="wgg-write">
                {m.wgg_write_title()}
              </label>

              <Select id="wgg-write" value={write} onChange={(e) => setWrite(e.target.value)}>
                <option value="">{m.wgg_write_none()}</option>
                {list
                  .filter((c) => c.writable)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {nameOf(c)}
                    </option>
                  ))}
              </Select>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" onClick={onSave} disabled={save.isPending}>
                {m.wgg_save()}
              </Button>
              <Button type="button" variant="secondary" onClick={onSync} disabled={sync.isPending}>
                {m.wgg_sync_now()}
              </Button>
              <span className="text-sm text-gray-600" data-testid="wgg-synced">
                {status.last_synced_at ? m.wgg_synced_at({ time: when(status.last_synced_at) }) : m.wgg_never_synced()}
              </span>
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}
