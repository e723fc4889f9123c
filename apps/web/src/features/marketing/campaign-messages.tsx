import type { campaignMessageOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, ScrollArea } from '@kairos/ui';
import type { z } from 'zod';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ListTableHead } from '../../lib/list-table-head';
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
  return (
    <ScrollArea label={m.wmkt_messages_title()} className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="sr-only">{m.wmkt_messages_title()}</caption>
        <ListTableHead
          columns={[
            { label: m.wmkt_col_client() },
            { label: m.wmkt_col_status() },
            { label: m.wmkt_col_sent() },
            { label: m.wmkt_col_credits(), end: true },
          ]}
        />
        <tbody className="divide-y divide-gray-100">
          {messages.map((msg) => (
            <tr key={msg.id} data-testid="campaign-message">
              <th scope="row" className="max-w-56 px-4 py-3 font-normal wrap-anywhere">
                <span className="block font-medium text-gray-900">{msg.client_name ?? '—'}</span>
                <span className="block text-gray-500">{msg.to}</span>
              </th>
              <td className="px-4 py-3">
                <Badge tone={MESSAGE_STATUS_TONE[msg.status]}>{MESSAGE_STATUS_LABEL[msg.status]()}</Badge>
                {msg.error ? <span className="mt-1 block text-xs wrap-anywhere text-red-700">{msg.error}</span> : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-600">
                {msg.sent_at ? formatDateTime(msg.sent_at, locale, zone) : '—'}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatNumber(msg.credits, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
