import { PAYMENT_METHODS, PAYMENT_TYPES, type PaymentType } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, buttonClass, Card, cn, Stat } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { FeatureGate } from '../../lib/blocked-feature';
import { monthOf, todayIn } from '../../lib/dates';
import { FilterSelect } from '../../lib/filter-select';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { KIND_LABEL, methodLabel, TYPE_LABEL } from '../../lib/payments/labels';
import { personName, useMoneyText } from '../../lib/payments/money';
import { BlockedHint, EmptyState, ListSkeleton, LoadError, PagedList, useWriteAccess } from '../../lib/records';
import { isPaymentMethod } from '../../lib/settings/labels';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { formatShortDate } from './format';
import { IncomeIcon } from './icons';
import { PaymentDialog } from './payment-dialog';
import { RangeFilters, useRangeParams } from './range';

export type PaymentRow = RouterOutputs['payments']['list']['items'][number];
type Statistic = RouterOutputs['payments']['statistic'];

const PER_PAGE = 25;
export const CHECKOUT = '/financials/income/checkout';
const isType = (v: string | null): v is PaymentType => !!v && (PAYMENT_TYPES as readonly string[]).includes(v);

/** `/financials/income/list`: money taken in a date range (this month by default), filtered by method and type. */
export function IncomePage() {
  const user = useUser();
  const id = useId();
  const access = useWriteAccess();
  const today = todayIn(user.business?.timezone);
  const { params, range, set } = useRangeParams(monthOf(today));
  const methodParam = params.get('method');
  const method = methodParam && isPaymentMethod(methodParam) ? methodParam : undefined;
  const typeParam = params.get('type');
  const type = isType(typeParam) ? typeParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = params.get('payment');

  const span = { start_date: range.start, end_date: range.end };
  const stats = useQuery({ ...trpc.payments.statistic.queryOptions(span), enabled: !range.invalid });
  const list = useQuery({
    ...trpc.payments.list.queryOptions({ ...span, page, per_page: PER_PAGE, method, type }),
    enabled: !range.invalid,
    placeholderData: keepPreviousData,
  });

  const take = access.blocked ? (
    <BlockedHint access={access}>
      <Button disabled>{m.wi_take_payment()}</Button>
    </BlockedHint>
  ) : (
    <Link to={CHECKOUT} className={buttonClass('primary')}>
      {m.wi_take_payment()}
    </Link>
  );

  return (
    <>
      <PageHeader title={m.wi_nav_income()} description={m.wi_income_subtitle()} actions={take} />
      <RangeFilters range={range} onChange={set}>
        <FilterSelect
          id={`${id}-method`}
          label={m.wi_method()}
          value={method}
          allLabel={m.wi_all_methods()}
          options={PAYMENT_METHODS}
          labelOf={methodLabel}
          onChange={(method) => set({ method })}
        />
        <FilterSelect
          id={`${id}-type`}
          label={m.wi_type()}
          value={type}
          allLabel={m.wi_all_types()}
          options={PAYMENT_TYPES}
          labelOf={(t) => TYPE_LABEL[t]()}
          onChange={(type) => set({ type })}
        />
      </RangeFilters>

      {range.invalid ? null : (
        <div className="flex flex-col gap-6">
          <Totals query={stats} />
          <FeatureGate feature="income_details">{stats.data ? <IncomeDetails stats={stats.data} /> : null}</FeatureGate>
          <section aria-labelledby={`${id}-list`}>
            <h2 id={`${id}-list`} className="mb-3 text-lg font-semibold text-gray-900">
              {m.wi_payments_title()}
            </h2>
            <PagedList
              query={list}
              empty={
                <EmptyState
                  icon={<IncomeIcon className="size-6" />}
                  title={m.wi_income_empty()}
                  text={m.wi_income_empty_text()}
                />
              }
              onPage={(p) => set({ page: String(p) })}
            >
              {(items, dimmed) => (
                <PaymentsTable rows={items} dimmed={dimmed} onOpen={(p) => set({ payment: p.id, page: String(page) })} />
              )}
            </PagedList>
          </section>
        </div>
      )}
      <PaymentDialog id={open} onClose={() => set({ payment: null, page: String(page) })} />
    </>
  );
}

function Totals({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: Statistic | undefined; refetch: () => unknown };
}) {
  const money = useMoneyText();
  if (query.isPending) return <ListSkeleton rows={1} label={m.web_loading()} />;
  if (query.isError || !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const s = query.data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="income-totals">
      <Stat label={m.wi_total_income()} value={<span data-testid="income-total">{money(s.income, s.currency)}</span>} />
      <Stat label={m.wi_total_refunds()} value={money(s.refunds, s.currency)} />
      <Stat
        label={m.wi_total_net()}
        value={<span data-testid="income-net">{money(s.net, s.currency)}</span>}
        hint={s.vouchers_redeemed > 0 ? m.wi_vouchers_redeemed({ amount: money(s.vouchers_redeemed, s.currency) }) : undefined}
      />
      <Stat label={m.wi_total_count()} value={s.count} />
    </dl>
  );
}

/** Income details (business and premium): the period's money by method and by type, as labelled bars. */
function IncomeDetails({ stats }: { stats: Statistic }) {
  const money = useMoneyText();
  const byMethod = stats.by_method.filter((r) => r.count > 0).map((r) => ({ key: r.method, label: methodLabel(r.method), ...r }));
  const byType = stats.by_type.filter((r) => r.count > 0).map((r) => ({ key: r.type, label: TYPE_LABEL[r.type](), ...r }));
  return (
    <Card title={m.wi_details_title()} description={m.wi_details_text()}>
      <div className="grid gap-6 md:grid-cols-2">
        <Breakdown title={m.wi_by_method()} rows={byMethod} money={(n) => money(n, stats.currency)} testId="by-method" />
        <Breakdown title={m.wi_by_type()} rows={byType} money={(n) => money(n, stats.currency)} testId="by-type" />
      </div>
    </Card>
  );
}

function Breakdown({
  title,
  rows,
  money,
  testId,
}: {
  title: string;
  rows: { key: string; label: string; amount: number; count: number }[];
  money: (n: number) => string;
  testId: string;
}) {
  const max = Math.max(1, ...rows.map((r) => Math.abs(r.amount)));
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-gray-800">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-500">{m.wi_details_none()}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid={testId}>
          {rows.map((r) => (
            <li key={r.key} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 wrap-anywhere text-gray-700">
                  {r.label} <span className="text-muted">· {m.wi_payments_count({ count: r.count })}</span>
                </span>
                <span className="shrink-0 font-medium text-gray-900 tabular-nums">{money(r.amount)}</span>
              </div>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${(Math.abs(r.amount) / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The ledger rows in the kit's table (cards on phones); each opens the payment's details. */
function PaymentsTable({ rows, dimmed, onOpen }: { rows: PaymentRow[]; dimmed: boolean; onOpen: (row: PaymentRow) => void }) {
  const money = useMoneyText();
  const { locale } = useLocale();
  const open = (p: PaymentRow) => (
    <button
      type="button"
      onClick={() => onOpen(p)}
      className="text-left font-medium text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      // The visible date starts the name (WCAG 2.5.3: a voice user says what they see).
      aria-label={m.wi_open_payment({
        date: formatShortDate(p.date, locale),
        amount: money(p.amount, p.currency),
        client: personName(p.client),
      })}
    >
      {formatShortDate(p.date, locale)}
    </button>
  );
  const amount = (p: PaymentRow) => (
    <span className={cn('font-medium tabular-nums', p.amount < 0 || p.voided ? 'text-gray-500' : 'text-gray-900')}>
      <span className={p.voided ? 'line-through' : undefined}>{money(p.amount, p.currency)}</span>
    </span>
  );
  const columns: DataColumn<PaymentRow>[] = [
    { id: 'date', header: m.wi_col_date(), primary: true, className: 'whitespace-nowrap', cell: open },
    { id: 'client', header: m.wi_col_client(), text: true, className: 'text-gray-700', cell: (p) => personName(p.client) },
    {
      id: 'for',
      header: m.wi_col_for(),
      cell: (p) => (
        <>
          <span className="block max-w-md wrap-anywhere">{forText(p)}</span>
          <RowBadges p={p} />
        </>
      ),
    },
    { id: 'method', header: m.wi_method(), cell: (p) => methodLabel(p.method) },
    { id: 'amount', header: m.wi_col_amount(), end: true, aside: true, cell: amount },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      caption={m.wi_payments_title()}
      rowId={(p) => p.id}
      rowTestId="payment-row"
      dimmed={dimmed}
    />
  );
}

/** What a payment paid for: its allocations' labels, else its type. */
export function forText(p: Pick<PaymentRow, 'allocations' | 'type'>): string {
  const labels = p.allocations.map((a) => a.label).filter(Boolean);
  return labels.length ? labels.join(', ') : TYPE_LABEL[p.type]();
}

function RowBadges({ p }: { p: PaymentRow }) {
  const money = useMoneyText();
  const badges = [
    p.kind !== 'payment' ? <Badge key="kind">{KIND_LABEL[p.kind]()}</Badge> : null,
    p.voided ? (
      <Badge key="void" tone="error">
        {m.wi_voided()}
      </Badge>
    ) : null,
    p.refunded > 0 && !p.voided ? (
      <Badge key="refunded" tone="warning">
        {m.wi_refunded_amount({ amount: money(p.refunded, p.currency) })}
      </Badge>
    ) : null,
  ].filter(Boolean);
  return badges.length ? <div className="mt-1 flex flex-wrap gap-1">{badges}</div> : null;
}
