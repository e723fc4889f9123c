import type { CreditsView, MessageChannel } from '@kairos/api/shared';
import { links } from '@kairos/api/shared/links';
import { m } from '@kairos/i18n';
import { Alert, Card, Stat } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatNumber } from '../format';
import { useLocale } from '../i18n';
import { ListSkeleton, LoadError } from '../records/list-parts';
import { trpc } from '../trpc';
import { AutoTopUp } from './auto-top-up';
import { BundleList } from './bundle-list';
import { RecentEntries } from './recent-entries';

/** Where cards are added (features/billing's cards screen). */
const CARDS_PATH = links.subscriptionCards();

/** The one reason buying cannot work, said once above the bundles (which then show no Buy buttons). */
function CannotBuy({ blocked }: { blocked: NonNullable<CreditsView['blocked']> }) {
  return (
    <div className="mt-4" data-testid="credits-cannot-buy">
      <Alert tone="info">
        {blocked === 'currency' ? m.wcr_blocked_currency() : null}
        {blocked === 'unavailable' ? m.wcr_blocked_unavailable() : null}
        {blocked === 'no_card' ? (
          <>
            {m.wcr_blocked_no_card()}{' '}
            <Link to={CARDS_PATH} className="font-medium underline">
              {m.wcr_add_card()}
            </Link>
          </>
        ) : null}
      </Alert>
    </div>
  );
}

/**
 * The channel's credits on the notification settings pages: balance, bundles to buy (with auto top-up),
 * and the recent ledger entries. Rendered by features/notification-settings. When buying cannot work (no card,
 * or no provider for the business's currency) the panel says why once and offers no Buy button.
 */
export function CreditsPanel({ channel }: { channel: MessageChannel }) {
  const { locale } = useLocale();
  const view = useQuery(trpc.credits.credits.queryOptions({ channel }));
  const title = channel === 'sms' ? m.wcr_sms_title() : m.wcr_email_title();
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <ListSkeleton rows={3} label={m.wcr_loading()} />;
  const data = view.data;
  const low = data.balance <= 10;
  // The card only matters where a card can pay (not for a UAH business, nor without payments on the server).
  const cardCounts = data.blocked === null || data.blocked === 'no_card';
  return (
    <Card title={title} description={m.wcr_description()} data-testid={`credits-panel-${channel}`}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Stat
          label={m.wcr_balance()}
          value={<span data-testid="credits-balance">{formatNumber(data.balance, locale)}</span>}
          hint={low ? (data.blocked ? m.wcr_low() : m.wcr_low_hint()) : undefined}
        />
        {cardCounts ? (
          <Stat
            label={m.wcr_card()}
            value={data.card ? `•••• ${data.card.last4}` : '—'}
            hint={data.card ? data.card.brand : undefined}
          />
        ) : null}
      </dl>
      {data.blocked ? <CannotBuy blocked={data.blocked} /> : null}
      <BundleList channel={channel} view={data} />
      {/* Auto top-up buys with the card: offered only where it can (kept while on, so it can be switched off). */}
      {data.blocked && !data.auto_renew ? null : <AutoTopUp channel={channel} view={data} />}
      <RecentEntries channel={channel} entries={data.entries.items.slice(0, 10)} />
    </Card>
  );
}
