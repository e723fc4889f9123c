import type { MessageChannel } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Card, Stat } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ListSkeleton, LoadError } from '../../lib/records/list-parts';
import { trpc } from '../../lib/trpc';
import { AutoTopUp } from './auto-top-up';
import { BundleList } from './bundle-list';
import { RecentEntries } from './recent-entries';

/**
 * The channel's credits on the notification settings pages: balance, bundles to buy (with auto top-up),
 * and the recent ledger entries. Rendered by features/notification-settings.
 */
export function CreditsPanel({ channel }: { channel: MessageChannel }) {
  const { locale } = useLocale();
  const view = useQuery(trpc.credits.credits.queryOptions({ channel }));
  const title = channel === 'sms' ? m.wcr_sms_title() : m.wcr_email_title();
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <ListSkeleton rows={3} label={m.wcr_loading()} />;
  const data = view.data;
  return (
    <Card title={title} description={m.wcr_description()} data-testid={`credits-panel-${channel}`}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Stat
          label={m.wcr_balance()}
          value={<span data-testid="credits-balance">{formatNumber(data.balance, locale)}</span>}
          hint={data.balance <= 10 ? m.wcr_low_hint() : undefined}
        />
        <Stat
          label={m.wcr_card()}
          value={data.card ? `•••• ${data.card.last4}` : '—'}
          hint={data.card ? data.card.brand : m.wcr_no_card()}
        />
      </dl>
      {data.can_buy ? null : (
        <Alert tone="info" className="mt-4">
          {m.wcr_cannot_buy()}
        </Alert>
      )}
      <BundleList channel={channel} view={data} />
      <AutoTopUp channel={channel} view={data} />
      <RecentEntries channel={channel} entries={data.entries.items.slice(0, 10)} />
    </Card>
  );
}
