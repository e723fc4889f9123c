import type { CampaignOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, ScrollArea } from '@kairos/ui';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ListTableHead } from '../../lib/list-table-head';
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

/** Campaigns as a table from md (768 px), cards below; the name opens the campaign, the menu holds its actions. */
export function CampaignList({ rows }: { rows: CampaignOutput[] }) {
  const { locale } = useLocale();
  const zone = useUser().timezone;
  const when = (c: CampaignOutput) => formatDateTime(campaignDate(c), locale, zone);
  // Recipients and credits are known once a campaign is sent; before that a 0 would read as "nobody".
  const num = (n: number, c: CampaignOutput) => (c.status === 'sent' || n > 0 ? formatNumber(n, locale) : '—');
  const name = (c: CampaignOutput) => (
    <Link
      to={campaignPath(c.id)}
      className="font-medium wrap-anywhere text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {c.name}
    </Link>
  );
  return (
    <>
      <ScrollArea label={m.wmkt_title()} className="hidden rounded-xl border border-gray-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.wmkt_title()}</caption>
          <ListTableHead
            columns={[
              { label: m.wmkt_col_name() },
              { label: m.wmkt_col_channel() },
              { label: m.wmkt_col_status() },
              { label: m.wmkt_col_date() },
              { label: m.wmkt_col_recipients(), end: true },
              { label: m.wmkt_col_credits(), end: true },
              { label: m.wmkt_col_actions(), end: true },
            ]}
          />
          <tbody className="divide-y divide-gray-100">
            {rows.map((c) => (
              <tr key={c.id} className="hover:bg-gray-50/60" data-testid="campaign-row">
                <th scope="row" className="max-w-64 px-4 py-3 font-normal">
                  {name(c)}
                </th>
                <td className="px-4 py-3 text-gray-700">{CHANNEL_LABEL[c.channel]()}</td>
                <td className="px-4 py-3">
                  <StatusBadge campaign={c} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-600">{when(c)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{num(c.recipients_count, c)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{num(c.credits_spent, c)}</td>
                <td className="px-4 py-2 text-right">
                  <CampaignActions campaign={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={m.wmkt_title()}>
        {rows.map((c) => (
          <li key={c.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs" data-testid="campaign-row">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {name(c)}
                <p className="text-sm text-gray-600">
                  {CHANNEL_LABEL[c.channel]()} · {when(c)}
                </p>
              </div>
              <CampaignActions campaign={c} />
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
              <StatusBadge campaign={c} />
              <span className="tabular-nums">
                {m.wmkt_card_counts({ recipients: num(c.recipients_count, c), credits: num(c.credits_spent, c) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
