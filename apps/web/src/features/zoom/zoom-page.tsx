import { hasFeature } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Badge, Button, Card, ConfirmDialog, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { PageHeader } from '../../lib/page-header';
import { queryClient, trpc } from '../../lib/trpc';
import { accessViewer, useUser } from '../../lib/viewer';

const RETURN_MESSAGE: Record<string, () => string> = {
  state: () => m.wzm_error_state(),
  denied: () => m.wzm_error_denied(),
  failed: () => m.wzm_error_failed(),
};

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

function ZoomCard() {
  const status = useQuery(trpc.zoom.status.queryOptions());
  const connect = useMutation(trpc.zoom.connect.mutationOptions());
  const disconnect = useMutation(trpc.zoom.disconnect.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const [params] = useSearchParams();
  const toast = useToast();
  const error = params.get('error');
  const s = status.data;
  if (!s) return null;

  const onConnect = async () => {
    const { url } = await connect.mutateAsync({});
    window.location.assign(url);
  };
  const onDisconnect = async () => {
    await disconnect.mutateAsync({});
    await queryClient.invalidateQueries({ queryKey: trpc.zoom.pathKey() });
    setConfirming(false);
    toast({ title: m.popup_success(), description: m.wzm_disconnected_toast(), tone: 'success' });
  };

  return (
    <>
      {error ? (
        <Alert tone="error" role="alert">
          {(RETURN_MESSAGE[error] ?? RETURN_MESSAGE.failed)?.()}
        </Alert>
      ) : null}
      {params.get('connected') && s.connected ? <Alert tone="success">{m.wzm_connected_toast()}</Alert> : null}
      {connect.error ? (
        <Alert tone="error" role="alert">
          {connect.error.message}
        </Alert>
      ) : null}
      <Card title="Zoom" data-testid="wzm-card">
        <div className="flex flex-col gap-3">
          {!s.available ? (
            <p className="text-sm text-gray-700" data-testid="wzm-unavailable">
              {m.wzm_unavailable()}
            </p>
          ) : s.connected ? (
            <>
              <div>
                <Badge tone="success">{m.wzm_connected_account()}</Badge>
              </div>
              <p className="break-all text-sm text-gray-700" data-testid="wzm-connected-as">
                {m.wzm_connected_as({ email: s.account_email ?? '' })}
              </p>
              <div>
                <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                  {m.wzm_disconnect()}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Button type="button" onClick={onConnect} disabled={connect.isPending}>
                {connect.isPending ? m.wzm_connecting() : m.wzm_connect()}
              </Button>
            </div>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.wzm_disconnect_title()}
        description={m.wzm_disconnect_body()}
        confirmLabel={m.wzm_disconnect()}
        cancelLabel={m.wint_cancel()}
        closeLabel={m.web_close()}
        onConfirm={onDisconnect}
      />
    </>
  );
}
