import type { campaignMessageOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import type { z } from 'zod';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useUser } from '../../lib/viewer';
import { MESSAGE_STATUS_LABEL, MESSAGE_STATUS_TONE } from './labels';

type Message = z.output<typeof campaignMessageOutput>;

/** A page of the campaign's messages: who, where to, status (with the provider's error), credits, when sent. */
export function CampaignMessages({ messages }: { messages: Message[] }) {
  const { locale } = useLocale();
  const zone = useUser().timezone;
  if (messages.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-500">
        {m.wmkt_no_messages()}
      </p>
    );
  }
  const columns: DataColumn<Message>[] = [
    {
      id: 'client',
      header: m.wmkt_col_client(),
      primary: true,
      className: 'max-w-56',
      cell: (msg) => (
        <>
          <span className="block font-medium text-gray-900">{msg.client_name ?? '—'}</span>
          <span className="block text-gray-500">{msg.to}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: m.wmkt_col_status(),
      cell: (msg) => (
        <>
          <Badge tone={MESSAGE_STATUS_TONE[msg.status]}>{MESSAGE_STATUS_LABEL[msg.status]()}</Badge>
          {msg.error ? <span className="mt-1 block text-xs wrap-anywhere text-red-700">{msg.error}</span> : null}
        </>
      ),
    },
    {
      id: 'sent',
      header: m.wmkt_col_sent(),
      className: 'whitespace-nowrap',
      cell: (msg) => (msg.sent_at ? formatDateTime(msg.sent_at, locale, zone) : '—'),
    },
    {
      id: 'credits',
      header: m.wmkt_col_credits(),
      end: true,
      className: 'tabular-nums text-gray-900',
      cell: (msg) => formatNumber(msg.credits, locale),
    },
  ];
  return (
    <DataTable
      layout="table"
      rows={messages}
      columns={columns}
      caption={m.wmkt_messages_title()}
      rowId={(msg) => msg.id}
      rowTestId="campaign-message"
      tableClassName="min-w-[34rem]"
    />
  );
}
