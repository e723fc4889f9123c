import { hasFeature } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { IntegrationConnectCard, type IntegrationConnectMessages } from '../../lib/integration-connect-card';
import { PageHeader } from '../../lib/page-header';
import { queryClient, trpc } from '../../lib/trpc';
import { accessViewer, useUser } from '../../lib/viewer';

/** /account-setup/integrations/zoom-integration: connect (Zoom's consent page), connected as, disconnect. */
export function ZoomIntegrationPage() {
  const allowed = hasFeature(accessViewer(useUser()), 'zoom_integration');
  return (
    <>
      <PageHeader title={m.wzm_title()} description={m.wzm_intro()} />
      <div className="flex flex-col gap-4">
        {allowed ? <ZoomCard /> : <BlockedFeatureNotice feature="zoom_integration" />}
        <Alert tone="info">
          <span data-testid="wzm-note">{m.wzm_note_free_plan()}</span>
        </Alert>
      </div>
    </>
  );
}

/** Zoom's wording for the shared connect card. */
const MESSAGES: IntegrationConnectMessages = {
  errorState: m.wzm_error_state,
  errorDenied: m.wzm_error_denied,
  errorFailed: m.wzm_error_failed,
  connectedToast: m.wzm_connected_toast,
  disconnectedToast: m.wzm_disconnected_toast,
  unavailable: m.wzm_unavailable,
  connectedAccount: m.wzm_connected_account,
  connectedAs: m.wzm_connected_as,
  connect: m.wzm_connect,
  connecting: m.wzm_connecting,
  disconnect: m.wzm_disconnect,
  disconnectTitle: m.wzm_disconnect_title,
  disconnectBody: m.wzm_disconnect_body,
};

function ZoomCard() {
  const status = useQuery(trpc.zoom.status.queryOptions());
  const connect = useMutation(trpc.zoom.connect.mutationOptions());
  const disconnect = useMutation(trpc.zoom.disconnect.mutationOptions());
  return (
    <IntegrationConnectCard
      title="Zoom"
      testId="wzm"
      status={status.data}
      connect={connect}
      disconnect={disconnect}
      onDisconnected={() => queryClient.invalidateQueries({ queryKey: trpc.zoom.pathKey() })}
      messages={MESSAGES}
    />
  );
}
