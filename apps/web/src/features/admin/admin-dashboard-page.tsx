import { m } from '@kairos/i18n';
import { Card, Stat } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../lib/admin-parts';
import { formatDay, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { planLabel } from '../../lib/plans';
import { trpc } from '../../lib/trpc';
import { money } from './labels';

/** /admin/dashboard: sign-ups, trials, subscribers by plan, MRR per currency, churn and sign-up sources (docs/product/admin.md). */
export function AdminDashboardPage() {
  const { locale } = useLocale();
  const stats = useQuery(trpc.admin.dashboard.queryOptions());
  const n = (v: number) => formatNumber(v, locale);
  const d = stats.data;
  const month = (ym: string) => formatDay(`${ym}-01`, locale, { month: 'long', year: 'numeric' });

  return (
    <>
      <PageHeader title={m.adm_dash_title()} description={m.adm_dash_subtitle()} />
      <QueryState query={stats} />
      {d ? (
        <div className="flex flex-col gap-6" data-testid="admin-dashboard">
          <dl className="grid grid-cols-2 gap-4 xl:grid-cols-3">
            <Stat label={m.adm_stat_users()} value={n(d.users)} />
            <Stat label={m.adm_stat_sign_ups()} value={n(d.sign_ups_last_30_days)} />
            <Stat label={m.adm_stat_trialing()} value={n(d.trialing)} />
            <Stat label={m.adm_stat_subscribers()} value={n(d.subscribers)} />
            <Stat label={m.adm_stat_affiliates()} value={n(d.affiliates)} />
            <Stat
              label={m.adm_stat_churn()}
              value={`${formatNumber(d.churn.rate_bp / 100, locale)} %`}
              hint={m.adm_churn_detail({ ended: n(d.churn.ended), at_start: n(d.churn.at_start) })}
            />
          </dl>
          <Card title={m.adm_mrr()}>
            {d.mrr.length ? (
              <p className="flex flex-wrap gap-x-8 gap-y-2 text-2xl font-semibold tabular-nums">
                {d.mrr.map((r) => (
                  <span key={r.currency}>{money(r.amount, r.currency, locale)}</span>
                ))}
              </p>
            ) : (
              <p className="text-sm text-gray-600">{m.adm_mrr_none()}</p>
            )}
          </Card>
          <div className="grid gap-6 lg:grid-cols-3">
            <CountTable
              title={m.adm_by_plan()}
              head={m.adm_col_plan()}
              rows={d.subscribers_by_plan.map((p) => [planLabel(p.plan_id) ?? p.plan_id, p.count])}
            />
            <CountTable
              title={m.adm_by_month()}
              head={m.adm_col_month()}
              rows={d.sign_ups_by_month.map((b) => [month(b.month), b.count])}
            />
            <CountTable
              title={m.adm_sources()}
              head={m.adm_col_source()}
              rows={d.sign_up_sources.map((s) => [s.source ?? m.adm_source_unknown(), s.count])}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}

/** A titled two-column table: a label and a count per row. */
function CountTable({ title, head, rows }: { title: string; head: string; rows: [ReactNode, number][] }) {
  const { locale } = useLocale();
  return (
    <Card title={title}>
      {rows.length ? (
        <table className="w-full text-left text-sm">
          <thead className="text-xs font-medium tracking-wide text-gray-500 uppercase">
            <tr>
              <th scope="col" className="py-2">
                {head}
              </th>
              <th scope="col" className="py-2 text-right">
                {m.adm_col_count()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map(([label, count], i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed, ordered summary
              <tr key={i}>
                <td className="py-2 pr-2 wrap-anywhere">{label}</td>
                <td className="py-2 text-right tabular-nums">{formatNumber(count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-gray-600">{m.adm_nothing_yet()}</p>
      )}
    </Card>
  );
}
