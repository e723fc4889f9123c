import type { LeftToPayRow } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, buttonClass, cn, Stat, TabList } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { appointmentPath } from '../../lib/appointments/appointment';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { STATUS_TONE, statusLabel } from '../../lib/payments/labels';
import { personName, useMoneyText } from '../../lib/payments/money';
import { EmptyState, LoadError, PagedList, SearchBox, useDebounced, useWriteAccess } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { formatShortDate } from './format';
import { LeftToPayIcon } from './icons';
import { useRangeParams } from './range';

const PER_PAGE = 25;
type Tab = 'appointments' | 'sales';

/** Where "Take payment" goes for a row: the checkout with the client and the item ticked. */
export function checkoutPathFor(r: Pick<LeftToPayRow, 'appointment_id' | 'sale_id' | 'client'>): string {
  const q = new URLSearchParams();
  if (r.client) q.set('client_id', r.client.id);
  if (r.appointment_id) q.set('appointment_id', r.appointment_id);
  if (r.sale_id) q.set('sale_id', r.sale_id);
  return `/financials/income/checkout?${q}`;
}

/** `/financials/left-to-pay/list`: what clients still owe, appointments and sales in two tabs, with the totals. */
export function LeftToPayPage() {
  const id = useId();
  const { params, set } = useRangeParams({ start: '', end: '' });
  const tab: Tab = params.get('tab') === 'sales' ? 'sales' : 'appointments';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const term = useDebounced(search.trim());
  const money = useMoneyText();
  const stats = useQuery(trpc.payments.leftToPayStatistic.queryOptions({}));
  const input = { page, per_page: PER_PAGE, search: term || undefined };
  const appointments = useQuery({
    ...trpc.payments.leftToPayAppointments.queryOptions(input),
    enabled: tab === 'appointments',
    placeholderData: keepPreviousData,
  });
  const sales = useQuery({
    ...trpc.payments.leftToPaySales.queryOptions(input),
    enabled: tab === 'sales',
    placeholderData: keepPreviousData,
  });
  const list = tab === 'sales' ? sales : appointments;
  const tabs: { value: Tab; label: string; count?: number }[] = [
    { value: 'appointments', label: m.wi_ltp_appointments(), count: stats.data?.appointments.count },
    { value: 'sales', label: m.wi_ltp_sales(), count: stats.data?.sales.count },
  ];
  return (
    <>
      <PageHeader title={m.wi_nav_left_to_pay()} description={m.wi_ltp_subtitle()} />
      <p className="-mt-2 mb-4 text-sm text-gray-600" data-testid="ltp-rule">
        {m.wi_ltp_rule()}
      </p>
      {stats.isError ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="ltp-totals">
          <Stat
            label={m.wi_ltp_total()}
            value={<span data-testid="ltp-total">{stats.data ? money(stats.data.total, stats.data.currency) : '…'}</span>}
          />
          <Stat
            label={m.wi_ltp_appointments()}
            value={stats.data ? money(stats.data.appointments.amount, stats.data.currency) : '…'}
            hint={stats.data ? m.wi_ltp_count({ count: stats.data.appointments.count }) : undefined}
          />
          <Stat
            label={m.wi_ltp_sales()}
            value={stats.data ? money(stats.data.sales.amount, stats.data.currency) : '…'}
            hint={stats.data ? m.wi_ltp_count({ count: stats.data.sales.count }) : undefined}
          />
        </dl>
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabList
          tabs={['appointments', 'sales'] as const}
          value={tab}
          onChange={(to) => set({ tab: to === 'sales' ? 'sales' : null, search: search || null })}
          label={(value) => {
            const t = tabs.find((x) => x.value === value);
            return (
              <>
                {t?.label}
                {t?.count !== undefined ? (
                  <>
                    {' '}
                    <span className="text-gray-500 tabular-nums">{t.count}</span>
                  </>
                ) : null}
              </>
            );
          }}
          ariaLabel={m.wi_nav_left_to_pay()}
          tabId={(value) => `${id}-tab-${value}`}
          panelId={`${id}-panel`}
          className="inline-flex self-start"
          tabClassName="px-4"
        />
        <SearchBox
          value={search}
          onChange={(v) => set({ search: v || null })}
          placeholder={m.wi_ltp_search()}
          className="sm:w-72"
        />
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} data-tour="ltp-list">
        <PagedList
          query={list}
          empty={<EmptyState icon={<LeftToPayIcon className="size-6" />} title={m.wi_ltp_empty()} text={m.wi_ltp_empty_text()} />}
          onPage={(p) => set({ page: String(p) })}
        >
          {(items, dimmed) => (
            <ul className={cn('flex flex-col gap-3 transition-opacity', dimmed && 'opacity-60')} data-testid="ltp-list">
              {items.map((r) => (
                <LeftRow key={`${r.appointment_id}-${r.sale_id}-${r.client?.id}`} r={r} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}

function LeftRow({ r }: { r: LeftToPayRow }) {
  const money = useMoneyText();
  const { locale } = useLocale();
  const access = useWriteAccess();
  const left = money(r.left_to_pay, r.currency);
  const title = r.title || m.wi_untitled();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
      data-testid="ltp-row"
    >
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-gray-900">
          {r.appointment_id ? (
            <Link to={appointmentPath(r.appointment_id)} className="hover:text-brand-700 hover:underline">
              {title}
            </Link>
          ) : r.sale_id ? (
            <Link
              to={`/sales-and-products/sales/${encodeURIComponent(r.sale_id)}`}
              className="hover:text-brand-700 hover:underline"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className="text-sm wrap-anywhere text-gray-600">
          {personName(r.client)} · {formatShortDate(r.date, locale)}
        </p>
        <p className="mt-1 text-xs text-gray-500">
          {m.wi_ltp_due_paid({ due: money(r.due, r.currency), paid: money(r.paid, r.currency) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <Badge tone={STATUS_TONE[r.status]}>{statusLabel(r.status, left)}</Badge>
        <span className="text-lg font-semibold text-gray-900 tabular-nums">{left}</span>
        {access.blocked ? null : (
          <Link
            to={checkoutPathFor(r)}
            className={buttonClass('primary', 'sm')}
            aria-label={m.wi_take_payment_for({ title, client: personName(r.client) })}
          >
            {m.wi_take_payment()}
          </Link>
        )}
      </div>
    </li>
  );
}
