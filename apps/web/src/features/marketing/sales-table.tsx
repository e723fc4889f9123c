import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, ScrollArea } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ListTableHead } from '../../lib/list-table-head';
import { LoadError } from '../../lib/records/list-parts';
import { useUser } from '../../lib/viewer';
import { marketingQueries } from './api';

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
  return (
    <Card title={m.wmkt_sales_title()} description={m.wmkt_sales_text()} className="mt-6">
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? null : rows.length === 0 ? (
        <p className="text-sm text-gray-500">{m.wmkt_sales_empty()}</p>
      ) : (
        <ScrollArea label={m.wmkt_sales_title()} className="-mx-5 sm:mx-0">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{m.wmkt_sales_title()}</caption>
            <ListTableHead
              columns={[
                { label: m.wmkt_col_name() },
                { label: m.wmkt_col_date() },
                { label: m.wmkt_col_recipients(), end: true },
                { label: m.wmkt_col_buyers(), end: true },
                { label: m.wmkt_col_sales(), end: true },
                { label: m.wmkt_col_total(), end: true },
              ]}
            />
            <tbody className="divide-y divide-gray-100">
              {rows.map((r) => (
                <tr key={r.campaign_id} data-testid="sales-row">
                  <th scope="row" className="max-w-48 min-w-32 px-4 py-3 font-medium wrap-break-word text-gray-900">
                    {r.name}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap text-gray-600">{formatDate(r.started_at, locale, zone)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{num(r.recipients)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{num(r.buyers)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{num(r.sales_count)}</td>
                  <td className="px-4 py-3 text-right font-medium whitespace-nowrap tabular-nums">{totals(r.totals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Card>
  );
}
