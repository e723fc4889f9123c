import type { CampaignOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useUser } from '../../lib/viewer';
import { CampaignActions } from './campaign-actions';
import { CHANNEL_LABEL, campaignDate, campaignPath, STATUS_LABEL, STATUS_TONE } from './labels';

/** The campaign's status, and "Not sent" beside a draft the cron could not send when it came due (its reason on its page). */
export function StatusBadge({ campaign: c }: { campaign: Pick<CampaignOutput, 'status' | 'failure_reason'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span data-testid="campaign-status">
        <Badge tone={STATUS_TONE[c.status]}>{STATUS_LABEL[c.status]()}</Badge>
      </span>
      {c.failure_reason ? (
        <span data-testid="campaign-failed">
          <Badge tone="error">{m.wmkt_failed_badge()}</Badge>
        </span>
      ) : null}
    </span>
  );
}

/** Campaigns in the kit's table (cards on phones); the name opens the campaign, the menu holds its actions. */
export function CampaignList({ rows }: { rows: CampaignOutput[] }) {
  const { locale } = useLocale();
  const zone = useUser().timezone;
  // Recipients and credits are known once a campaign is sent; before that a 0 would read as "nobody".
  const num = (n: number, c: CampaignOutput) => (c.status === 'sent' || n > 0 ? formatNumber(n, locale) : '—');
  const columns: DataColumn<CampaignOutput>[] = [
    {
      id: 'name',
      header: m.wmkt_col_name(),
      primary: true,
      className: 'max-w-64',
      cell: (c) => (
        <Link
          to={campaignPath(c.id)}
          className="font-medium wrap-anywhere text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {c.name}
        </Link>
      ),
    },
    { id: 'channel', header: m.wmkt_col_channel(), className: 'text-gray-700', cell: (c) => CHANNEL_LABEL[c.channel]() },
    { id: 'status', header: m.wmkt_col_status(), cell: (c) => <StatusBadge campaign={c} /> },
    {
      id: 'date',
      header: m.wmkt_col_date(),
      className: 'whitespace-nowrap',
      cell: (c) => formatDateTime(campaignDate(c), locale, zone),
    },
    {
      id: 'recipients',
      header: m.wmkt_col_recipients(),
      end: true,
      className: 'tabular-nums',
      cell: (c) => num(c.recipients_count, c),
    },
    { id: 'credits', header: m.wmkt_col_credits(), end: true, className: 'tabular-nums', cell: (c) => num(c.credits_spent, c) },
    { id: 'actions', header: m.wmkt_col_actions(), end: true, aside: true, cell: (c) => <CampaignActions campaign={c} /> },
  ];
  return <DataTable rows={rows} columns={columns} caption={m.wmkt_title()} rowId={(c) => c.id} rowTestId="campaign-row" />;
}
