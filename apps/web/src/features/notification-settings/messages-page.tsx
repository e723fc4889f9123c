import { m } from '@kairos/i18n';
import { Badge, Button, Card, SelectField, TextField } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import {
  CHANNELS,
  FAILURE_OPTIONS,
  failureLabel,
  label,
  STATUSES,
  STATUS_TONE as TONE,
  TYPES,
} from '../../lib/notifications/message-labels';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { Loading, NotifyLayout } from './layout';

type Item = RouterOutputs['messages']['list']['items'][number];
type Filters = { type: string; channel: string; status: string; failure: string; from: string; to: string };
const FILTERS: (keyof Filters)[] = ['type', 'channel', 'status', 'failure', 'from', 'to'];

/**
 * /account-setup/notifications/messages: every message sent to clients (and every one that was not, with why),
 * filtered, newest first. The address may carry the filters (`?status=error&failure=no_address`): the bell and
 * the dashboard's credits card link here that way.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(
    () => Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Filters,
  );
  const [page, setPage] = useState(1);
  const input = {
    page,
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
  } as Parameters<typeof trpc.messages.list.queryOptions>[0];
  const query = useQuery({ ...trpc.messages.list.queryOptions(input), placeholderData: keepPreviousData });
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const select = (name: 'type' | 'channel' | 'status' | 'failure', text: string, map: Record<string, () => string>) => (
    <SelectField id={`log-${name}`} label={text} value={filters[name]} onChange={(e) => set({ [name]: e.target.value })}>
      <option value="">{m.wns_log_all()}</option>
      {Object.keys(map).map((k) => (
        <option key={k} value={k}>
          {label(map, k)}
        </option>
      ))}
    </SelectField>
  );
  const data = query.data;
  return (
    <NotifyLayout>
      <Card>
        <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {select('type', m.wns_log_type(), TYPES)}
          {select('channel', m.wns_log_channel(), CHANNELS)}
          {select('status', m.wns_log_status(), STATUSES)}
          {select('failure', m.wns_log_reason(), FAILURE_OPTIONS)}
          <TextField
            id="log-from"
            type="date"
            label={m.wns_log_from()}
            value={filters.from}
            onChange={(e) => set({ from: e.target.value })}
          />
          <TextField
            id="log-to"
            type="date"
            label={m.wns_log_to_date()}
            value={filters.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        {query.error ? (
          <p role="alert" className="text-sm text-red-700">
            {query.error.message}
          </p>
        ) : null}
        {!data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <p className="py-8 text-center text-sm text-gray-500">{m.wns_log_empty()}</p>
        ) : (
          <MessageList items={data.items} />
        )}
        {data && data.last_page > 1 ? (
          <div className="mt-4 flex items-center justify-between gap-3">
            <Button type="button" size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {m.wns_log_prev()}
            </Button>
            <span className="text-sm text-gray-600">{m.wns_log_page({ page: data.page, last: data.last_page })}</span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={page >= data.last_page}
              onClick={() => setPage(page + 1)}
            >
              {m.wns_log_next()}
            </Button>
          </div>
        ) : null}
      </Card>
    </NotifyLayout>
  );
}

/** One row per message; stacked on a phone, a line each from 640 px. */
function MessageList({ items }: { items: Item[] }) {
  const locale = currentLocale();
  const zone = useUser().timezone;
  return (
    <ul className="divide-y divide-gray-100" data-testid="message-log">
      {items.map((msg) => (
        <li key={msg.id} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr_auto] sm:gap-4">
          <div className="text-xs text-gray-500">
            <time dateTime={msg.created_at}>{formatDateTime(msg.created_at, locale, zone)}</time>
            <p>
              {label(CHANNELS, msg.channel)} · {label(TYPES, msg.type)}
            </p>
          </div>
          <div className="min-w-0 wrap-anywhere">
            <p className="text-sm font-medium text-gray-900">
              {msg.client_name ?? '—'} <span className="font-normal text-gray-500">{msg.to}</span>
            </p>
            {msg.subject ? <p className="text-sm text-gray-800">{msg.subject}</p> : null}
            <p className="line-clamp-2 text-sm text-gray-600">{msg.body_preview}</p>
            {msg.failure ? (
              <p className="text-sm font-medium text-red-700" data-testid="message-failure">
                {failureLabel(msg.failure, msg.channel)}
              </p>
            ) : msg.error ? (
              <p className="text-xs text-red-700">{msg.error}</p>
            ) : null}
          </div>
          <div className="flex items-center gap-2 sm:flex-col sm:items-end">
            <Badge tone={TONE[msg.status] ?? 'info'}>{label(STATUSES, msg.status)}</Badge>
            <span className="text-xs text-gray-500">
              {m.wns_log_credits()}: {msg.credits}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
