import { formatMoney, type HistoryItemOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, ScrollArea } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ListTableHead } from '../../lib/list-table-head';
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
  return (
    <>
      <ScrollArea label={m.bil_nav_history()} className="hidden rounded-xl border border-gray-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.bil_nav_history()}</caption>
          <ListTableHead
            columns={[
              { label: m.bil_col_date() },
              { label: m.bil_col_description() },
              { label: m.bil_col_amount(), end: true },
              { label: m.bil_col_status() },
            ]}
          />
          <tbody className="divide-y divide-gray-100">
            {rows.map((r) => (
              <tr key={r.id} data-testid="bil-history-row">
                <td className="px-4 py-3 whitespace-nowrap text-gray-600">{date(r.created_at)}</td>
                <td className="px-4 py-3 text-gray-900">
                  <span className="block wrap-anywhere">{planLabel(r.plan_id) ?? r.description}</span>
                  {period(r) ? <span className="block text-xs text-gray-500">{period(r)}</span> : null}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <Amount row={r} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={r.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={m.bil_nav_history()}>
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs" data-testid="bil-history-row">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere text-gray-900">{planLabel(r.plan_id) ?? r.description}</p>
                <p className="text-sm text-gray-500">{period(r) ?? date(r.created_at)}</p>
              </div>
              <div className="shrink-0 text-right">
                <Amount row={r} />
              </div>
            </div>
            <div className="mt-2 flex items-center justify-between gap-2 text-sm text-gray-500">
              <span>{date(r.created_at)}</span>
              <StatusBadge status={r.status} />
            </div>
          </li>
        ))}
      </ul>
    </>
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
