import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { LoadError } from '../../lib/records/list-parts';
import type { RouterOutputs } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { marketingQueries } from './api';

type Row = RouterOutputs['marketing']['sales']['data'][number];

interface SalesTableProps {
  range?: { start_date?: string; end_date?: string };
  /** Only this campaign's row (the campaign's page). */
  campaignId?: string;
}

/** GET /marketing/sales: what each sent campaign's recipients bought in the 30 days after it. */
export function SalesTable({ range = {}, campaignId }: SalesTableProps) {
  const { locale } = useLocale();
  const zone = useUser().timezone;
  const query = useQuery(marketingQueries.sales(range));
  const rows = (query.data?.data ?? []).filter((r) => !campaignId || r.campaign_id === campaignId);
  const num = (n: number) => formatNumber(n, locale);
  const totals = (list: { currency: string; amount: number }[]) =>
    list.length ? list.map((t) => formatMoney(t.amount, t.currency, locale)).join(' + ') : '—';
  const figure = (id: string, header: string, value: (r: Row) => number) => ({
    id,
    header,
    end: true,
    className: 'tabular-nums text-gray-900',
    cell: (r: Row) => num(value(r)),
  });
  const columns: DataColumn<Row>[] = [
    {
      id: 'name',
      header: m.wmkt_col_name(),
      primary: true,
      className: 'max-w-48 min-w-32 font-medium text-gray-900',
      cell: (r) => r.name,
    },
    {
      id: 'date',
      header: m.wmkt_col_date(),
      className: 'whitespace-nowrap',
      cell: (r) => formatDate(r.started_at, locale, zone),
    },
    figure('recipients', m.wmkt_col_recipients(), (r) => r.recipients),
    figure('buyers', m.wmkt_col_buyers(), (r) => r.buyers),
    figure('sales', m.wmkt_col_sales(), (r) => r.sales_count),
    {
      id: 'total',
      header: m.wmkt_col_total(),
      end: true,
      className: 'font-medium whitespace-nowrap tabular-nums text-gray-900',
      cell: (r) => totals(r.totals),
    },
  ];
  return (
    <Card title={m.wmkt_sales_title()} description={m.wmkt_sales_text()} className="mt-6">
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? null : rows.length === 0 ? (
        <p className="text-sm text-gray-500">{m.wmkt_sales_empty()}</p>
      ) : (
        <DataTable
          layout="table"
          rows={rows}
          columns={columns}
          caption={m.wmkt_sales_title()}
          rowId={(r) => r.campaign_id}
          rowTestId="sales-row"
          className="-mx-5 sm:mx-0"
          tableClassName="min-w-[32rem]"
        />
      )}
    </Card>
  );
}
