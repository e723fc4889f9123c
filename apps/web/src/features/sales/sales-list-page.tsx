import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, buttonClass, PlusIcon, Stat, TextField } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
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
  const columns: DataColumn<SaleRow>[] = [
    {
      id: 'date',
      header: m.ws_col_date(),
      primary: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Link
          to={salePath(r.id)}
          className="rounded font-medium text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {formatDate(r.sold_at, locale, tz)}
        </Link>
      ),
    },
    {
      id: 'client',
      header: m.ws_col_client(),
      text: true,
      cell: (r) => (r.client ? clientName(r.client) : <span className="text-muted">{m.ws_no_client()}</span>),
    },
    { id: 'items', header: m.ws_col_items(), text: true, className: 'text-gray-700', cell: (r) => r.items },
    {
      id: 'total',
      header: m.ws_col_total(),
      end: true,
      aside: true,
      className: 'font-medium whitespace-nowrap tabular-nums',
      cell: (r) => money(r.total, r.currency),
    },
    {
      id: 'paid',
      header: m.ws_col_paid(),
      end: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (r) => money(r.paid, r.currency),
    },
    {
      id: 'status',
      header: m.ws_col_status(),
      cell: (r) => {
        const badge = paidBadge(r, locale);
        return <Badge tone={badge.tone}>{badge.text}</Badge>;
      },
    },
  ];
  return <DataTable rows={rows} columns={columns} caption={m.ws_nav_sales()} rowId={(r) => r.id} rowTestId="sale-row" />;
}
