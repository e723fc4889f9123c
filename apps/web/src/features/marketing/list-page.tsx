import { m } from '@kairos/i18n';
import { buttonClass, PlusIcon, TextField } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../lib/page-header';
import { MarketingAccessGate } from './access-gate';
import { marketingQueries } from './api';
import { CampaignList } from './campaign-list';
import { NEW_CAMPAIGN_PATH } from './labels';
import { OptedOutPanel } from './opted-out-panel';
import { Paged, PER_PAGE } from './paged';
import { SalesTable } from './sales-table';
import { MarketingTabs, PANEL_ID, TABS, type Tab, tabId } from './tabs';

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** /marketing: scheduled and past campaigns (date range, pages), the opted-out clients, and sales after campaigns. */
export function MarketingPage() {
  return (
    <>
      <PageHeader
        title={m.wmkt_title()}
        description={m.wmkt_description()}
        actions={
          <Link to={NEW_CAMPAIGN_PATH} className={buttonClass('primary')} data-testid="campaign-new">
            <PlusIcon className="size-4" />
            {m.wmkt_new()}
          </Link>
        }
      />
      <MarketingAccessGate>
        <MarketingTabsScreen />
      </MarketingAccessGate>
    </>
  );
}

function MarketingTabsScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'scheduled';
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <>
      <MarketingTabs tab={tab} onChange={(t) => set({ tab: t === 'scheduled' ? '' : t, search: '' })} />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={-1} className="outline-none">
        {tab === 'opted-out' ? (
          <OptedOutPanel params={params} set={set} />
        ) : (
          <CampaignsPanel only={tab} params={params} set={set} />
        )}
      </section>
    </>
  );
}

interface PanelProps {
  params: URLSearchParams;
  set: (changes: Record<string, string>) => void;
}

function CampaignsPanel({ only, params, set }: PanelProps & { only: 'scheduled' | 'past' }) {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const range = { start_date: isDate(from) ? from : undefined, end_date: isDate(to) ? to : undefined };
  const query = useQuery({
    ...marketingQueries.list({ page, per_page: PER_PAGE, only, ...range }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <TextField
          id="marketing-from"
          label={m.wmkt_filter_from()}
          type="date"
          value={from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          id="marketing-to"
          label={m.wmkt_filter_to()}
          type="date"
          value={to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <Paged
        query={query}
        empty={{
          title: only === 'scheduled' ? m.wmkt_empty_scheduled() : m.wmkt_empty_past(),
          text: from || to ? m.wmkt_empty_filtered() : undefined,
        }}
        onPage={(p) => set({ page: String(p) })}
      >
        {(rows) => <CampaignList rows={rows} />}
      </Paged>
      {only === 'past' ? <SalesTable range={range} /> : null}
    </>
  );
}
