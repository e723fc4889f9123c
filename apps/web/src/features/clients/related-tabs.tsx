import { formatMoney, formatPhone } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, cn, TabList } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AppointmentType, type Attendance, appointmentPath } from '../../lib/appointments/appointment';
import { ATTENDANCE_LABEL, TYPE_LABEL } from '../../lib/appointments/labels';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { STATUS_LABEL as INVOICE_STATUS, invoicePath } from '../../lib/invoices/labels';
import { failureLabel, label, STATUS_TONE as MESSAGE_TONE, STATUSES, TYPES } from '../../lib/notifications/message-labels';
import { KIND_LABEL, methodLabel } from '../../lib/payments/labels';
import { EmptyState, ListSkeleton, LoadError } from '../../lib/records';
import { SALE_STATUS, SALE_STATUS_TONE, salePath } from '../../lib/sales/format';
import { isPaymentMethod } from '../../lib/settings/labels';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';

type RelatedType = 'appointments' | 'payments' | 'sales' | 'invoices' | 'messages';
type RelatedItem = RouterOutputs['clients']['related']['items'][number];

const TABS: { type: RelatedType; label: () => string; empty: () => string }[] = [
  { type: 'appointments', label: () => m.client_tab_appointments(), empty: () => m.client_empty_appointments() },
  { type: 'payments', label: () => m.client_tab_payments(), empty: () => m.client_empty_payments() },
  { type: 'sales', label: () => m.client_tab_sales(), empty: () => m.client_empty_sales() },
  { type: 'invoices', label: () => m.client_tab_invoices(), empty: () => m.client_empty_invoices() },
  { type: 'messages', label: () => m.client_tab_messages(), empty: () => m.client_empty_messages() },
];
const TAB_TYPES = TABS.map((t) => t.type);

/** The client's related lists (docs/product/clients.md) as tabs; the open tab is kept in `?tab=`. */
export function RelatedTabs({ clientId }: { clientId: string }) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const current = TABS.find((t) => t.type === params.get('tab')) ?? TABS[0];
  const active = current?.type ?? 'appointments';

  const select = (type: RelatedType) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (type === 'appointments') next.delete('tab');
        else next.set('tab', type);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby={`${baseId}-title`} className="mt-8">
      <h2 id={`${baseId}-title`} className="mb-3 text-lg font-semibold text-gray-900">
        {m.client_detail_history()}
      </h2>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabList
          variant="line"
          tabs={TAB_TYPES}
          value={active}
          onChange={select}
          label={(type) => TABS.find((t) => t.type === type)?.label()}
          ariaLabelledBy={`${baseId}-title`}
          tabId={(type) => `${baseId}-tab-${type}`}
          panelId={`${baseId}-panel`}
          className="min-w-max"
        />
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active}`} className="pt-4">
        <RelatedList clientId={clientId} type={active} empty={current?.empty() ?? ''} />
      </div>
    </section>
  );
}

function RelatedList({ clientId, type, empty }: { clientId: string; type: RelatedType; empty: string }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const query = useQuery(trpc.clients.related.queryOptions({ type, client_id: clientId }));
  if (query.isPending) return <ListSkeleton rows={2} label={m.web_loading()} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.items.length) return <EmptyState title={empty} />;
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white">
      {query.data.items.map((item) => {
        const status = item.status && type !== 'messages' ? statusLabel(type, item.status) : null;
        const body = (
          <>
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere text-gray-900">{titleOf(item, type)}</p>
              {item.receiver ? (
                <p className="wrap-anywhere text-gray-500">
                  {m.client_related_to({ receiver: item.type === 'sms' ? formatPhone(item.receiver) : item.receiver })}
                </p>
              ) : null}
              {item.failure ? (
                <p className="font-medium text-red-700" data-testid="message-failure">
                  {failureLabel(item.failure, item.type === 'sms' ? 'sms' : 'email')}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2 text-gray-500 sm:justify-end">
              {item.amount !== null && item.currency ? (
                <span className="font-medium text-gray-900 tabular-nums">{formatMoney(item.amount, item.currency, locale)}</span>
              ) : null}
              {type === 'messages' ? (
                <>
                  <Badge>{item.type === 'sms' ? m.client_message_sms() : m.client_message_email()}</Badge>
                  {item.kind ? <Badge>{label(TYPES, item.kind)}</Badge> : null}
                  {item.status ? <Badge tone={MESSAGE_TONE[item.status] ?? 'info'}>{label(STATUSES, item.status)}</Badge> : null}
                </>
              ) : null}
              {status ? <Badge tone={STATUS_TONE[item.status ?? ''] ?? 'neutral'}>{status}</Badge> : null}
              <time dateTime={item.date}>{formatDateTime(item.date, locale, timeZone)}</time>
            </div>
          </>
        );
        const row = 'flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4';
        return (
          <li key={item.id} data-testid="related-item">
            {type === 'appointments' || type === 'payments' || type === 'sales' || type === 'invoices' ? (
              <Link
                to={
                  type === 'invoices'
                    ? invoicePath(item.id)
                    : type === 'payments'
                      ? paymentPath(item.id)
                      : type === 'sales'
                        ? salePath(item.id)
                        : appointmentPath(item.id)
                }
                className={cn(
                  row,
                  'hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                )}
              >
                {body}
              </Link>
            ) : (
              <div className={row}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const STATUS_TONE: Record<string, 'success' | 'warning' | 'error' | 'neutral'> = {
  attended: 'success',
  no_show: 'error',
  cancelled: 'warning',
  voided: 'error',
  refunded: 'warning',
  ...SALE_STATUS_TONE,
};

/** A payment row's status (the ledger's kind, or what happened to it since): in the reader's language. */
const PAYMENT_ROW_STATUS: Record<string, () => string> = {
  ...KIND_LABEL,
  voided: () => m.wi_voided(),
  refunded: () => m.wi_refunded(),
};

/** A payment opens in the income screen's details dialog. */
const paymentPath = (id: string) => `/financials/income/list?${new URLSearchParams({ payment: id })}`;

/** A status in the reader's language: attendance through the appointments feature's labels; unknown codes as sent. */
function statusLabel(type: RelatedType, status: string): string {
  if (type === 'appointments' && status in ATTENDANCE_LABEL) return ATTENDANCE_LABEL[status as Attendance]();
  if (type === 'payments' && status in PAYMENT_ROW_STATUS) return PAYMENT_ROW_STATUS[status]?.() ?? status;
  if (type === 'sales' && status in SALE_STATUS) return SALE_STATUS[status]?.() ?? status;
  if (type === 'invoices' && status in INVOICE_STATUS) return INVOICE_STATUS[status as keyof typeof INVOICE_STATUS]();
  return status;
}

function titleOf(item: RelatedItem, type: RelatedType): string {
  if (item.title) return item.title;
  if (type === 'messages') return item.body?.slice(0, 80) || m.client_no_subject();
  if (type === 'appointments' && item.type in TYPE_LABEL) return TYPE_LABEL[item.type as AppointmentType]();
  if (type === 'payments' && isPaymentMethod(item.type)) return methodLabel(item.type);
  return item.type;
}
