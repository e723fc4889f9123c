import { type AnalyticsDetails, type AnalyticsTab, hasFeature } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFigureText } from '../../lib/analytics/format';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { ListSkeleton, LoadError } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { accessViewer, useUser } from '../../lib/viewer';
import { ClientsTab } from './clients-tab';
import { FinancialTab } from './financial-tab';
import { KpisTab } from './kpis-tab';
import { Compared } from './numbers-tab';
import { ServiceTab } from './service-tab';

type Range = { start_date: string; end_date: string };

/** The four advanced-reporting tabs (premium, and the trial): one request per tab and period. */
export function DetailsTab({ tab, range }: { tab: AnalyticsTab; range: Range }) {
  const user = useUser();
  if (!hasFeature(accessViewer(user), 'advanced_reporting')) return <BlockedFeatureNotice feature="advanced_reporting" />;
  return <Details tab={tab} range={range} />;
}

function Details({ tab, range }: { tab: AnalyticsTab; range: Range }) {
  const query = useQuery({ ...trpc.analytics.details.queryOptions({ ...range, tab }), placeholderData: keepPreviousData });
  if (query.isPending) return <ListSkeleton label={m.wan_loading()} rows={4} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  // A kept previous answer for another tab is not shown under this one.
  if (query.data.tab !== tab) return <ListSkeleton label={m.wan_loading()} rows={4} />;
  return <TabBody data={query.data} />;
}

function TabBody({ data }: { data: AnalyticsDetails }) {
  const text = useFigureText(data.currency);
  return (
    <div className="flex flex-col gap-6" data-testid={`analytics-${data.tab}`}>
      <Compared data={data} text={text} />
      {data.tab === 'service_delivery' ? (
        <ServiceTab data={data} text={text} />
      ) : data.tab === 'financial' ? (
        <FinancialTab data={data} text={text} />
      ) : data.tab === 'client_info' ? (
        <ClientsTab data={data} text={text} />
      ) : (
        <KpisTab data={data} text={text} />
      )}
    </div>
  );
}
