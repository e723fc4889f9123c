import type { ProviderName } from '@kairos/api/shared/booking-schemas';
import { m } from '@kairos/i18n';
import { Alert, Badge, Button, Card, ConfirmDialog, CopyIcon, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../lib/page-header';
import { queryClient, trpc } from '../../lib/trpc';
import { ConnectDialog } from './connect-dialog';
import { PROVIDERS, type ProviderRow } from './providers';

/** /account-setup/integrations/payments-integration: one card per provider, which one the booking page uses. */
export function PaymentsIntegrationPage() {
  const list = useQuery(trpc.integrations.list.queryOptions());
  const [connecting, setConnecting] = useState<ProviderName | null>(null);
  const [disconnecting, setDisconnecting] = useState<ProviderName | null>(null);
  const toast = useToast();
  const disconnect = useMutation(trpc.integrations.disconnect.mutationOptions());
  const active = list.data?.active ?? null;

  const onDisconnect = async () => {
    if (!disconnecting) return;
    const provider = PROVIDERS[disconnecting].label;
    await disconnect.mutateAsync({ provider: disconnecting });
    void queryClient.invalidateQueries({ queryKey: trpc.integrations.pathKey() });
    setDisconnecting(null);
    toast({ title: m.popup_success(), description: m.wint_disconnected_toast({ provider }), tone: 'success' });
  };

  return (
    <>
      <PageHeader title={m.wint_title()} description={m.wint_subtitle()} />
      {list.data ? (
        <div className="flex flex-col gap-4">
          <Alert tone={active ? 'success' : 'info'}>
            <span data-testid="wint-active">
              {active ? m.wint_active({ provider: PROVIDERS[active].label }) : m.wint_none_active()}
            </span>
          </Alert>
          {list.data.providers.map((row) => (
            <ProviderCard
              key={row.provider}
              row={row}
              active={row.provider === active}
              onConnect={() => setConnecting(row.provider)}
              onDisconnect={() => setDisconnecting(row.provider)}
            />
          ))}
        </div>
      ) : null}
      <ConnectDialog provider={connecting} onClose={() => setConnecting(null)} />
      <ConfirmDialog
        open={disconnecting !== null}
        onOpenChange={(open) => (open ? undefined : setDisconnecting(null))}
        title={disconnecting ? m.wint_disconnect_title({ provider: PROVIDERS[disconnecting].label }) : ''}
        description={m.wint_disconnect_text()}
        confirmLabel={m.wint_disconnect()}
        cancelLabel={m.wint_cancel()}
        closeLabel={m.web_close()}
        onConfirm={onDisconnect}
      />
    </>
  );
}

function ProviderCard(props: { row: ProviderRow; active: boolean; onConnect: () => void; onDisconnect: () => void }) {
  const { row } = props;
  const label = PROVIDERS[row.provider].label;
  return (
    <Card title={label} description={m.wint_currency({ currency: row.currency })} data-testid={`wint-card-${row.provider}`}>
      <div className="flex flex-col gap-3">
        <div className="flex min-w-0 flex-wrap gap-2">
          {row.connected ? <Badge tone="success">{m.wint_connected()}</Badge> : <Badge>{m.wint_not_connected()}</Badge>}
          {props.active ? <Badge tone="info">{m.wint_used_by_page()}</Badge> : null}
        </div>
        {row.connected ? (
          <p className="break-all text-sm text-gray-700">
            {m.wint_key()}: <code data-testid={`wint-hint-${row.provider}`}>{row.hint}</code>
          </p>
        ) : null}
        {row.provider === 'stripe' ? null : <NotificationUrl provider={row.provider} />}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant={row.connected ? 'secondary' : 'primary'} onClick={props.onConnect}>
            {row.connected ? m.wint_replace_keys() : m.wint_connect_provider({ provider: label })}
          </Button>
          {row.connected ? (
            <Button type="button" variant="secondary" onClick={props.onDisconnect}>
              {m.wint_disconnect()}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** The address the owner sets in Square's webhook subscription or as LiqPay's server_url. */
function NotificationUrl({ provider }: { provider: 'square' | 'liqpay' }) {
  const toast = useToast();
  const urls = useQuery(trpc.integrations.webhookUrls.queryOptions());
  const url = urls.data?.[provider];
  if (!url) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="text-gray-700">{provider === 'liqpay' ? m.wint_liqpay_callback() : m.wint_square_webhook()}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 break-all rounded bg-gray-50 px-2 py-1 text-xs" data-testid={`wint-url-${provider}`}>
          {url}
        </code>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={async () => {
            await navigator.clipboard?.writeText(url).catch(() => undefined);
            toast({ title: m.wint_copied(), description: url });
          }}
        >
          <CopyIcon className="size-4" aria-hidden="true" />
          {m.wint_copy()}
        </Button>
      </div>
    </div>
  );
}
