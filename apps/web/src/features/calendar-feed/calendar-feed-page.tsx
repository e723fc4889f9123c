import { m } from '@kairos/i18n';
import { Alert, Button, Card, ConfirmDialog, CopyIcon, Switch, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../lib/page-header';
import { queryClient, trpc } from '../../lib/trpc';

/**
 * /account-setup/integrations/calendar-feed: the private subscription address (copy, make a new one behind a
 * confirmation), whether events name clients, and how to subscribe in Google Calendar, Apple Calendar and Outlook.
 */
export function CalendarFeedPage() {
  const feed = useQuery(trpc.calendarFeed.get.queryOptions());
  return (
    <>
      <PageHeader title={m.wcf_title()} description={m.wcf_intro()} />
      {feed.data ? <FeedSettings url={feed.data.url} names={feed.data.include_client_names} /> : null}
    </>
  );
}

function FeedSettings({ url, names }: { url: string; names: boolean }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useMutation(trpc.calendarFeed.regenerate.mutationOptions());
  const update = useMutation(trpc.calendarFeed.update.mutationOptions());
  const refresh = (data: { url: string; include_client_names: boolean; created_at: string }) =>
    queryClient.setQueryData(trpc.calendarFeed.get.queryKey(), data);

  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast({ title: m.wcf_copied(), description: url });
  };
  const onRegenerate = async () => {
    refresh(await regenerate.mutateAsync({}));
    setConfirming(false);
    toast({ title: m.popup_success(), description: m.wcf_regenerated_toast(), tone: 'success' });
  };
  // The switch moves at once; a refusal puts it back (and says why below it).
  const [shown, setShown] = useState(names);
  const onNames = async (on: boolean) => {
    setShown(on);
    try {
      refresh(await update.mutateAsync({ include_client_names: on }));
    } catch {
      setShown(!on);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card title={m.wcf_url_label()} data-testid="wcf-card">
        <div className="flex flex-col gap-3">
          <code className="block break-all rounded bg-gray-50 px-2 py-2 text-xs text-gray-800 select-all" data-testid="wcf-url">
            {url}
          </code>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button type="button" onClick={copy} data-testid="wcf-copy">
              <CopyIcon className="size-4" aria-hidden="true" />
              {m.wcf_copy()}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)} data-testid="wcf-regenerate">
              {m.wcf_regenerate()}
            </Button>
          </div>
          <Alert tone="info">{m.wcf_url_warning()}</Alert>
          <Switch
            id="wcf-client-names"
            checked={shown}
            disabled={update.isPending}
            onChange={onNames}
            label={m.wcf_client_names()}
            description={m.wcf_client_names_hint()}
          />
          {update.error ? (
            <Alert tone="error" role="alert">
              {update.error.message}
            </Alert>
          ) : null}
          <p className="text-sm text-gray-600">{m.wcf_window()}</p>
        </div>
      </Card>
      <Card title={m.wcf_how_title()}>
        <dl className="flex flex-col gap-4 text-sm" data-testid="wcf-instructions">
          {[
            [m.wcf_google(), m.wcf_google_steps()],
            [m.wcf_apple_iphone(), m.wcf_apple_iphone_steps()],
            [m.wcf_apple_mac(), m.wcf_apple_mac_steps()],
            [m.wcf_outlook(), m.wcf_outlook_steps()],
          ].map(([title, steps]) => (
            <div key={title}>
              <dt className="font-semibold text-gray-900">{title}</dt>
              <dd className="mt-1 text-gray-700">{steps}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.wcf_regenerate_title()}
        description={m.wcf_regenerate_body()}
        confirmLabel={m.wcf_regenerate()}
        cancelLabel={m.wcf_cancel()}
        closeLabel={m.web_close()}
        onConfirm={onRegenerate}
      />
    </div>
  );
}
