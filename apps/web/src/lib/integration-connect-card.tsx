import { m } from '@kairos/i18n';
import { Alert, Badge, Button, Card, ConfirmDialog, useToast } from '@kairos/ui';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';

/** What the card shows of an OAuth integration's status (zoom.status, google.status). */
export interface IntegrationStatus {
  available: boolean;
  connected: boolean;
  account_email: string | null;
}

/** The area's own wording (its paraglide messages; the provider's name differs in every one). */
export interface IntegrationConnectMessages {
  /** The consent page's return (`?error=state|denied|failed`); an unknown one reads as `failed`. */
  errorState: () => string;
  errorDenied: () => string;
  errorFailed: () => string;
  /** Shown on the return with `?connected=1`. */
  connectedToast: () => string;
  disconnectedToast: () => string;
  unavailable: () => string;
  connectedAccount: () => string;
  connectedAs: (inputs: { email: string }) => string;
  connect: () => string;
  connecting: () => string;
  disconnect: () => string;
  disconnectTitle: () => string;
  disconnectBody: () => string;
}

interface Mutation<O> {
  mutateAsync: (input: Record<string, never>) => Promise<O>;
  isPending: boolean;
  error: { message: string } | null;
}

/**
 * An OAuth integration's connect card (Zoom's, Google Calendar's): the consent page's return (error or connected),
 * the status (unavailable on this server, connected as, or the connect button that opens the provider's consent
 * page) and disconnect behind a confirm dialog. Nothing until the status has loaded. `children` stand between the
 * card and the dialog (Google's calendars).
 */
export function IntegrationConnectCard({
  title,
  testId,
  status,
  connect,
  disconnect,
  onDisconnected,
  messages: t,
  children,
}: {
  title: string;
  /** The prefix of the card's test ids (`<testId>-card`, `-unavailable`, `-connected-as`). */
  testId: string;
  status: IntegrationStatus | undefined;
  connect: Mutation<{ url: string }>;
  disconnect: Mutation<unknown>;
  /** After disconnecting, before the dialog closes: refetch the area's queries. */
  onDisconnected: () => Promise<unknown>;
  messages: IntegrationConnectMessages;
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const [params] = useSearchParams();
  const toast = useToast();
  const error = params.get('error');
  const s = status;
  if (!s) return null;

  const onConnect = async () => {
    const { url } = await connect.mutateAsync({});
    window.location.assign(url);
  };
  const onDisconnect = async () => {
    await disconnect.mutateAsync({});
    await onDisconnected();
    setConfirming(false);
    toast({ title: m.popup_success(), description: t.disconnectedToast(), tone: 'success' });
  };
  const returnMessage = { state: t.errorState, denied: t.errorDenied }[error ?? ''] ?? t.errorFailed;

  return (
    <>
      {error ? (
        <Alert tone="error" role="alert">
          {returnMessage()}
        </Alert>
      ) : null}
      {params.get('connected') && s.connected ? <Alert tone="success">{t.connectedToast()}</Alert> : null}
      {connect.error ? (
        <Alert tone="error" role="alert">
          {connect.error.message}
        </Alert>
      ) : null}
      <Card title={title} data-testid={`${testId}-card`}>
        <div className="flex flex-col gap-3">
          {!s.available ? (
            <p className="text-sm text-gray-700" data-testid={`${testId}-unavailable`}>
              {t.unavailable()}
            </p>
          ) : s.connected ? (
            <>
              <div>
                <Badge tone="success">{t.connectedAccount()}</Badge>
              </div>
              <p className="break-all text-sm text-gray-700" data-testid={`${testId}-connected-as`}>
                {t.connectedAs({ email: s.account_email ?? '' })}
              </p>
              <div>
                <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                  {t.disconnect()}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Button type="button" onClick={onConnect} disabled={connect.isPending}>
                {connect.isPending ? t.connecting() : t.connect()}
              </Button>
            </div>
          )}
        </div>
      </Card>
      {children}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.disconnectTitle()}
        description={t.disconnectBody()}
        confirmLabel={t.disconnect()}
        cancelLabel={m.wint_cancel()}
        closeLabel={m.web_close()}
        onConfirm={onDisconnect}
      />
    </>
  );
}
