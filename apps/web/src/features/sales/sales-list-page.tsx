import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, buttonClass, PlusIcon, Stat, TextField } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, EmptyState, ListSkeleton, LoadError, SearchBox, useWriteAccess } from '../../lib/records';
import { Pagination } from '../../lib/records/list-parts';
import { useDebouncedInput } from '../../lib/records/list-state';
import { clientName, NEW_SALE, paidBadge, salePath } from '../../lib/sales/format';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { SaleIcon } from './icons';

type SaleRow = RouterOutputs['sales']['list']['items'][number];

const PER_PAGE = 25;
const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** "New sale": the checkout with the sale builder; disabled with the reason in read-only mode or offline. */
export function NewSaleButton() {
  const access = useWriteAccess();
  return access.blocked ? (
    <BlockedHint access={access}>
      <Button disabled>
        <PlusIcon className="size-4" />
        {m.ws_new_sale()}
      </Button>
    </BlockedHint>
  ) : (
    <Link to={NEW_SALE} className={buttonClass('primary')}>
      <PlusIcon className="size-4" />
      {m.ws_new_sale()}
    </Link>
  );
}

/**
 * /sales-and-products/sales: every sale (newest first) in a date range and
 * matching a client's or an item's name, with what the filtered sales come
 * to, have been paid and still owe; each row shows a left-to-pay badge and
 * opens the sale. Filters and the page live in the URL.
 */
export function SalesListPage() {
  const id = useId();
  const user = useUser();
  const tz = user.timezone;
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const start = isDate(from) ? from : undefined;
  const end = isDate(to) ? to : undefined;
  const invalid = !!start && !!end && start > end;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (!value) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [text, setText] = useDebouncedInput(search, (value) => set({ search: value }));

  const query = useQuery({
    ...trpc.sales.list.queryOptions({
      page,
      per_page: PER_PAGE,
      search: search || undefined,
      start_date: start,
      end_date: end,
    }),
    enabled: !invalid,
    placeholderData: keepPreviousData,
  });
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const filtered = !!(search || start || end);

  return (
    <>
      <PageHeader title={m.ws_nav_sales()} description={m.ws_list_description()} actions={<NewSaleButton />} />
      <fieldset className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs md:grid-cols-4">
        <legend className="sr-only">{m.ws_filters()}</legend>
        <TextField
          id={`${id}-from`}
          type="date"
          label={m.ws_from()}
          value={start ?? ''}
          max={end}
          onChange={(e) => set({ from: e.target.value || null })}
        />
        <TextField
          id={`${id}-to`}
          type="date"
          label={m.ws_to()}
          value={end ?? ''}
          min={start}
          error={invalid ? m.ws_range_invalid() : undefined}
          onChange={(e) => set({ to: e.target.value || null })}
        />
        <div className="col-span-2 flex flex-col gap-1.5">
          <span className="text-sm font-medium text-gray-700" aria-hidden="true">
            {m.ws_search_label()}
          </span>
          <SearchBox value={text} onChange={setText} placeholder={m.ws_search_placeholder()} />
        </div>
      </fieldset>

      {query.data ? (
        <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={m.ws_totals()} data-testid="sales-totals">
          <Stat label={m.ws_total_sold()} value={money(query.data.totals.total, query.data.totals.currency)} />
          <Stat label={m.ws_total_paid()} value={money(query.data.totals.paid, query.data.totals.currency)} />
          <Stat label={m.ws_total_left()} value={money(query.data.totals.left_to_pay, query.data.totals.currency)} />
        </dl>
      ) : null}

      {invalid ? null : query.isPending ? (
        <ListSkeleton label={m.web_loading()} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={<SaleIcon className="size-6" />}
          title={filtered ? m.ws_none_found() : m.ws_empty_title()}
          text={filtered ? undefined : m.ws_empty_text()}
          action={filtered ? undefined : <NewSaleButton />}
        />
      ) : (
        <>
          <SalesTable rows={query.data.items} tz={tz} />
          <Pagination
            page={query.data.page}
            lastPage={query.data.last_page}
            total={query.data.total}
            perPage={query.data.per_page}
            onPage={(p) => set({ page: p > 1 ? String(p) : null })}
          />
        </>
      )}
    </>
  );
}

function SalesTable({ rows, tz }: { rows: SaleRow[]; tz: string }) {
  const { locale } = useLocale();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const link =
    'rounded font-medium text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {m.ws_col_date()}
              </th>
              <th scope="col" className="px-4 py-3">
                {m.ws_col_client()}
              </th>
              <th scope="col" className="px-4 py-3">
                {m.ws_col_items()}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {m.ws_col_total()}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {m.ws_col_paid()}
              </th>
              <th scope="col" className="px-4 py-3">
                {m.ws_col_status()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((r) => {
              const badge = paidBadge(r, locale);
              return (
                <tr key={r.id} data-testid="sale-row" className="hover:bg-gray-50">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Link to={salePath(r.id)} className={link}>
                      {formatDate(r.sold_at, locale, tz)}
                    </Link>
                  </td>
                  <td className="px-4 py-3 wrap-anywhere">
                    {r.client ? clientName(r.client) : <span className="text-muted">{m.ws_no_client()}</span>}
                  </td>
                  <td className="px-4 py-3 wrap-anywhere text-gray-700">{r.items}</td>
                  <td className="px-4 py-3 text-right font-medium whitespace-nowrap tabular-nums">
                    {money(r.total, r.currency)}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{money(r.paid, r.currency)}</td>
                  <td className="px-4 py-3">
                    <Badge tone={badge.tone}>{badge.text}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={m.ws_nav_sales()}>
        {rows.map((r) => {
          const badge = paidBadge(r, locale);
          return (
            <li key={r.id} data-testid="sale-row">
              <Link
                to={salePath(r.id)}
                className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-xs hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-medium wrap-anywhere text-gray-900">
                    {r.client ? clientName(r.client) : m.ws_no_client()}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{money(r.total, r.currency)}</span>
                </span>
                <span className="wrap-anywhere text-gray-600">{r.items}</span>
                <span className="flex flex-wrap items-center justify-between gap-2 text-gray-500">
                  <span>{formatDate(r.sold_at, locale, tz)}</span>
                  <Badge tone={badge.tone}>{badge.text}</Badge>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
