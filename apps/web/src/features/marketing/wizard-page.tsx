import type { CampaignOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, buttonClass } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { PickedClient } from '../../lib/clients/client-picker';
import { PageHeader } from '../../lib/page-header';
import { ListSkeleton, LoadError } from '../../lib/records/list-parts';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { MarketingAccessGate } from './access-gate';
import { marketingQueries } from './api';
import { campaignPath, isOpen } from './labels';
import { CampaignWizard } from './wizard';
import { draftOf } from './wizard-state';

const useZone = () => useUser().business?.timezone ?? 'UTC';

/** /marketing/new */
export function NewCampaignPage() {
  const zone = useZone();
  return (
    <>
      <PageHeader title={m.wmkt_new_title()} description={m.wmkt_wizard_description()} />
      <MarketingAccessGate>
        <CampaignWizard campaign={null} initial={draftOf(null, zone, new Map())} zone={zone} />
      </MarketingAccessGate>
    </>
  );
}

/** /marketing/:id/edit: a draft or scheduled campaign; sent and cancelled ones are shown, not edited. */
export function EditCampaignPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={m.wmkt_edit_title()} description={m.wmkt_wizard_description()} />
      <MarketingAccessGate>
        <EditLoader id={id} />
      </MarketingAccessGate>
    </>
  );
}

function EditLoader({ id }: { id: string }) {
  const query = useQuery(marketingQueries.show({ id }));
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListSkeleton label={m.wmkt_loading()} rows={3} />;
  const c = query.data.campaign;
  if (!isOpen(c)) {
    return (
      <Alert
        tone="warning"
        actions={
          <Link to={campaignPath(c.id)} className={buttonClass('secondary', 'sm')}>
            {m.wmkt_action_show()}
          </Link>
        }
      >
        {m.wmkt_locked()}
      </Alert>
    );
  }
  return <EditWithNames campaign={c} />;
}

/** Names the campaign's chosen clients before the wizard starts. */
function EditWithNames({ campaign }: { campaign: CampaignOutput }) {
  const zone = useZone();
  const wanted = campaign.filters.client_ids ?? [];
  const clients = useQuery({ ...trpc.clients.list.queryOptions({ is_lite: true }), enabled: wanted.length > 0 });
  if (wanted.length > 0 && !clients.data) return <ListSkeleton label={m.wmkt_loading()} rows={3} />;
  const names = new Map<string, PickedClient>(
    (clients.data?.items ?? []).map((c) => [c.id, { id: c.id, first_name: c.first_name, last_name: c.last_name }]),
  );
  return <CampaignWizard key={campaign.updated_at} campaign={campaign} initial={draftOf(campaign, zone, names)} zone={zone} />;
}
