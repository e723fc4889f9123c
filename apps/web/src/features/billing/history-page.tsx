import { formatMoney, type HistoryItemOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { planLabel } from '../../lib/plans';
import { EmptyState, ListSkeleton, LoadError, Pagination } from '../../lib/records/list-parts';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';

/** The server's page size (billing/history.ts). */
const PER_PAGE = 20;

/** /account-setup/subscription/history: Kairos's charges, paged; a table from md (768 px), cards below. */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    ...trpc.billing.history.queryOptions({ page }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const onPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true });

  return (
    <>
      <PageHeader title={m.bil_nav_history()} description={m.bil_history_subtitle()} />
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <ListSkeleton label={m.bil_loading()} /> : null}
      {data && data.data.length === 0 ? <EmptyState title={m.bil_history_empty()} text={m.bil_history_empty_text()} /> : null}
      {data && data.data.length > 0 ? (
        <>
          <HistoryTable rows={data.data} />
          <Pagination
            page={data.meta.page}
            lastPage={data.meta.last_page}
            total={data.meta.total}
            perPage={PER_PAGE}
            onPage={onPage}
          />
        </>
      ) : null}
    </>
  );
}

function HistoryTable({ rows }: { rows: HistoryItemOutput[] }) {
  const user = useUser();
  const { locale } = useLocale();
  const date = (iso: string) => formatDate(iso, locale, user.timezone);
  const period = (r: HistoryItemOutput) =>
    r.period_start && r.period_end ? `${date(r.period_start)} – ${date(r.period_end)}` : null;
  const columns: DataColumn<HistoryItemOutput>[] = [
    { id: 'date', header: m.bil_col_date(), className: 'whitespace-nowrap', cell: (r) => date(r.created_at) },
    {
      id: 'description',
      header: m.bil_col_description(),
      primary: true,
      className: 'text-gray-900',
      cell: (r) => (
        <>
          <span className="block font-medium wrap-anywhere">{planLabel(r.plan_id) ?? r.description}</span>
          {period(r) ? <span className="block text-xs font-normal text-gray-500">{period(r)}</span> : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: m.bil_col_amount(),
      end: true,
      aside: true,
      className: 'whitespace-nowrap',
      cell: (r) => <Amount row={r} />,
    },
    { id: 'status', header: m.bil_col_status(), cell: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <DataTable rows={rows} columns={columns} caption={m.bil_nav_history()} rowId={(r) => r.id} rowTestId="bil-history-row" />
  );
}

/** The amount paid, and what it was before a promo code's discount. */
function Amount({ row }: { row: HistoryItemOutput }) {
  const { locale } = useLocale();
  const before = row.amount_before_discount;
  return (
    <>
      <span className="font-medium text-gray-900 tabular-nums" data-testid="bil-history-amount">
        {formatMoney(row.amount, row.currency, locale)}
      </span>
      {before !== null && before !== row.amount ? (
        <span className="block text-xs text-gray-500" data-testid="bil-history-discount">
          {m.bil_before_discount({ amount: formatMoney(before, row.currency, locale) })}
        </span>
      ) : null}
    </>
  );
}

function StatusBadge({ status }: { status: HistoryItemOutput['status'] }) {
  return (
    <Badge tone={status === 'paid' ? 'success' : 'error'}>
      {status === 'paid' ? m.bil_status_paid() : m.bil_status_failed()}
    </Badge>
  );
}
