import type { CampaignOutput, campaignShowOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, buttonClass, Card, Stat } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { ListSkeleton, LoadError, Pagination } from '../../lib/records/list-parts';
import { useUser } from '../../lib/viewer';
import { MarketingAccessGate } from './access-gate';
import { marketingQueries } from './api';
import { CampaignConfirms, useCampaignCommands } from './campaign-actions';
import { StatusBadge } from './campaign-list';
import { CampaignMessages } from './campaign-messages';
import {
  CHANNEL_LABEL,
  campaignDate,
  editCampaignPath,
  isOpen,
  MARKETING_PATH,
  MESSAGE_STATUS_LABEL,
  type MessageStatus,
} from './labels';
import { PER_PAGE } from './paged';
import { SalesTable } from './sales-table';

type Show = z.output<typeof campaignShowOutput>;
/** Why the cron could not send it when it came due (packages/api/src/marketing/not-sent.ts). */
const FAILURE_TEXT: Record<NonNullable<CampaignOutput['failure_reason']>, (p: { time: string }) => string> = {
  no_recipients: (p) => m.wmkt_failed_no_recipients(p),
  credits: (p) => m.wmkt_failed_credits(p),
};
const TOTALS: MessageStatus[] = ['pending', 'sent', 'delivered', 'error', 'skipped'];

/** /marketing/:id: the campaign, its totals by message status, credits spent, its messages and the sales after it. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...marketingQueries.show({ id, page }), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <MarketingAccessGate>
      {query.isError && !data ? (
        <>
          <PageHeader title={m.wmkt_title()} />
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : !data ? (
        <ListSkeleton label={m.wmkt_loading()} rows={4} />
      ) : (
        <CampaignView show={data} onPage={setPage} />
      )}
    </MarketingAccessGate>
  );
}

function CampaignView({ show, onPage }: { show: Show; onPage: (p: number) => void }) {
  const { locale } = useLocale();
  const zone = useUser().timezone;
  const c = show.campaign;
  const num = (n: number) => formatNumber(n, locale);
  return (
    <>
      <PageHeader
        title={c.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge campaign={c} />
            <span>
              {CHANNEL_LABEL[c.channel]()} · {formatDateTime(campaignDate(c), locale, zone)}
            </span>
          </span>
        }
        actions={<CampaignButtons campaign={c} />}
      />
      {c.failure_reason && c.failed_at ? (
        <div className="mb-6" data-testid="campaign-failure">
          <Alert tone="error">{FAILURE_TEXT[c.failure_reason]({ time: formatDateTime(c.failed_at, locale, zone) })}</Alert>
        </div>
      ) : null}
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={m.wmkt_col_recipients()} value={num(c.recipients_count)} />
        <Stat label={m.wmkt_credits_spent()} value={num(c.credits_spent)} />
        {TOTALS.map((s) => (
          <Stat key={s} label={MESSAGE_STATUS_LABEL[s]()} value={num(show.totals[s])} />
        ))}
      </dl>
      <Card title={m.wmkt_step_message()} className="mb-6">
        {c.subject ? <p className="mb-2 font-medium wrap-anywhere text-gray-900">{c.subject}</p> : null}
        <p className="text-sm whitespace-pre-line wrap-anywhere text-gray-700">{c.text}</p>
      </Card>
      <CampaignMessages messages={show.messages} />
      <Pagination
        page={show.meta.page}
        lastPage={show.meta.last_page}
        total={show.meta.total}
        perPage={PER_PAGE}
        onPage={onPage}
      />
      {c.status === 'sent' ? <SalesTable campaignId={c.id} /> : null}
      <p className="mt-6">
        <Link to={MARKETING_PATH} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {m.wmkt_back_to_list()}
        </Link>
      </p>
    </>
  );
}

function CampaignButtons({ campaign: c }: { campaign: CampaignOutput }) {
  const commands = useCampaignCommands(c);
  const [confirm, setConfirm] = useState<'run' | 'cancel' | null>(null);
  const [copying, setCopying] = useState(false);
  const duplicate = () => {
    setCopying(true);
    commands
      .duplicate()
      .catch(() => undefined)
      .finally(() => setCopying(false));
  };
  return (
    <>
      {isOpen(c) ? (
        <>
          <Link to={editCampaignPath(c.id)} className={buttonClass('secondary')}>
            {m.wmkt_action_edit()}
          </Link>
          <Button variant="secondary" onClick={() => setConfirm('cancel')}>
            {m.wmkt_action_cancel()}
          </Button>
          <Button onClick={() => setConfirm('run')}>{m.wmkt_action_run()}</Button>
        </>
      ) : null}
      <Button variant="secondary" loading={copying} onClick={duplicate}>
        {m.wmkt_action_duplicate()}
      </Button>
      <CampaignConfirms campaign={c} confirm={confirm} setConfirm={setConfirm} />
    </>
  );
}
