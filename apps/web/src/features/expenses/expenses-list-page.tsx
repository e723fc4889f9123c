import { EXPENSE_CATEGORIES, EXPENSE_TYPES, type ExpenseCategory, type ExpenseType, formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, buttonClass, PlusIcon, Stat, TextField } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORY_LABEL, FREQUENCY_LABEL, TYPE_LABEL } from '../../lib/expenses/labels';
import { FilterSelect } from '../../lib/filter-select';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, EmptyState, ExportMenu, PagedList, SearchBox, useWriteAccess } from '../../lib/records';
import { useDebouncedInput } from '../../lib/records/list-state';
import { type RouterOutputs, trpc, trpcClient } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { formatLocalDate, isIsoDate, monthOf, todayIn } from './dates';
import { distanceText } from './format';
import { ClipIcon, ExpenseIcon, TripIcon } from './icons';

export type ExpenseRow = RouterOutputs['expenses']['list']['items'][number];

export const EXPENSES_LIST = '/financials/expenses/list';
export const EXPENSE_FORM = '/financials/expenses/form';
const PER_PAGE = 25;

const isCategory = (v: string | null): v is ExpenseCategory => !!v && (EXPENSE_CATEGORIES as readonly string[]).includes(v);
const isType = (v: string | null): v is ExpenseType => !!v && (EXPENSE_TYPES as readonly string[]).includes(v);

/** The row's title: the supplier, else the trip's route, else the category. */
export function expenseTitle(e: Pick<ExpenseRow, 'type' | 'supplier' | 'from_location' | 'to_location' | 'category'>): string {
  if (e.type === 'mileage' && e.from_location && e.to_location) return `${e.from_location} → ${e.to_location}`;
  return e.supplier ?? CATEGORY_LABEL[e.category]();
}

/**
 * `/financials/expenses/list`: expenses and mileage trips in a date range (this month by
 * default), filtered by category and type and searched; totals for the filter, the
 * mileage driven in the range; Export and Add. Filters live in the URL.
 */
export function ExpensesListPage() {
  const user = useUser();
  const { locale } = useLocale();
  const id = useId();
  const access = useWriteAccess();
  const [params, setParams] = useSearchParams();
  const month = monthOf(todayIn(user.business?.timezone));
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const from = isIsoDate(fromParam) ? fromParam : month.from;
  const to = isIsoDate(toParam) ? toParam : month.to;
  const invalid = to < from;
  const category = isCategory(params.get('category')) ? (params.get('category') as ExpenseCategory) : undefined;
  const type = isType(params.get('type')) ? (params.get('type') as ExpenseType) : undefined;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = (patch: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace });
  };
  const [searchText, setSearchText] = useDebouncedInput(search, (value) => set({ search: value || null }, true));

  const filter = { from, to, ...(category ? { category } : {}), ...(type ? { type } : {}), ...(search ? { search } : {}) };
  const list = useQuery({
    ...trpc.expenses.list.queryOptions({ ...filter, page, per_page: PER_PAGE }),
    enabled: !invalid,
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({ ...trpc.expenses.statistic.queryOptions({ from, to }), enabled: !invalid });

  const add = access.blocked ? (
    <BlockedHint access={access}>
      <Button disabled>
        <PlusIcon className="size-4" />
        {m.wexp_add()}
      </Button>
    </BlockedHint>
  ) : (
    <Link to={EXPENSE_FORM} className={buttonClass('primary')}>
      <PlusIcon className="size-4" />
      {m.wexp_add()}
    </Link>
  );

  const data = list.data;
  const distances = stats.data?.mileage.distances ?? [];
  return (
    <>
      <PageHeader
        title={m.wexp_nav()}
        description={m.wexp_subtitle()}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ExportMenu label={m.wexp_export()} onExport={(format) => trpcClient.expenses.export.mutate({ ...filter, format })} />
            {add}
          </div>
        }
      />
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6" data-testid="expense-filters">
        <TextField
          id={`${id}-from`}
          type="date"
          label={m.wexp_from()}
          value={from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          id={`${id}-to`}
          type="date"
          label={m.wexp_to()}
          value={to}
          onChange={(e) => set({ to: e.target.value })}
          error={invalid ? [m.exp_range_order()] : undefined}
        />
        <FilterSelect
          id={`${id}-category`}
          label={m.wexp_category()}
          value={category}
          allLabel={m.wexp_all_categories()}
          options={EXPENSE_CATEGORIES}
          labelOf={(c) => CATEGORY_LABEL[c]()}
          onChange={(category) => set({ category })}
        />
        <FilterSelect
          id={`${id}-type`}
          label={m.wexp_type()}
          value={type}
          allLabel={m.wexp_all_types()}
          options={EXPENSE_TYPES}
          labelOf={(t) => TYPE_LABEL[t]()}
          onChange={(type) => set({ type })}
        />
        <div className="col-span-2 flex items-end md:col-span-4 lg:col-span-2">
          <SearchBox value={searchText} onChange={setSearchText} placeholder={m.wexp_search()} className="w-full" />
        </div>
      </div>

      {invalid ? null : (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="expense-totals">
            <Stat
              label={m.wexp_total()}
              value={
                <span data-testid="expense-total">{data ? formatMoney(data.total_amount, data.currency, locale) : '…'}</span>
              }
            />
            <Stat label={m.wexp_count()} value={data ? data.total : '…'} />
            <Stat
              className="col-span-2 lg:col-span-1"
              label={m.wexp_mileage_total()}
              value={
                <span data-testid="expense-mileage" className="text-xl">
                  {distances.length
                    ? distances.map((d) => distanceText(d.distance, d.unit, locale)).join(' · ')
                    : m.wexp_mileage_none()}
                </span>
              }
              hint={stats.data?.mileage.trips ? formatMoney(stats.data.mileage.amount, stats.data.currency, locale) : undefined}
            />
          </dl>
          <PagedList
            query={list}
            empty={
              <EmptyState
                icon={<ExpenseIcon className="size-6" />}
                title={m.wexp_empty()}
                text={m.wexp_empty_text()}
                action={add}
              />
            }
            onPage={(p) => set({ page: String(p) })}
          >
            {(items, dimmed) => <ExpenseTable rows={items} dimmed={dimmed} />}
          </PagedList>
        </div>
      )}
    </>
  );
}

function Details({ e }: { e: ExpenseRow }) {
  const { locale } = useLocale();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-500">
      {e.type === 'mileage' ? (
        <span className="inline-flex items-center gap-1" data-testid="expense-distance">
          <TripIcon className="size-4" />
          {distanceText(e.distance, e.distance_unit, locale)}
        </span>
      ) : null}
      {e.frequency ? <span>{m.wexp_repeats({ frequency: FREQUENCY_LABEL[e.frequency]().toLowerCase() })}</span> : null}
      {e.receipt ? (
        <span className="inline-flex items-center gap-1">
          <ClipIcon className="size-4" />
          {m.wexp_receipt_badge()}
        </span>
      ) : null}
    </span>
  );
}

function ExpenseTable({ rows, dimmed }: { rows: ExpenseRow[]; dimmed: boolean }) {
  const { locale } = useLocale();
  const columns: DataColumn<ExpenseRow>[] = [
    {
      id: 'date',
      header: m.wexp_col_date(),
      className: 'whitespace-nowrap text-gray-700',
      cell: (e) => formatLocalDate(e.date, locale),
    },
    {
      id: 'what',
      header: m.wexp_col_what(),
      primary: true,
      cell: (e) => (
        <>
          <Link
            to={`${EXPENSE_FORM}/${e.id}`}
            className="font-medium text-gray-900 wrap-anywhere hover:text-brand-700 hover:underline"
          >
            {expenseTitle(e)}
          </Link>
          <Details e={e} />
        </>
      ),
    },
    { id: 'category', header: m.wexp_col_category(), cell: (e) => <Badge>{e.category_name}</Badge> },
    {
      id: 'amount',
      header: m.wexp_col_amount(),
      end: true,
      aside: true,
      className: 'font-medium whitespace-nowrap text-gray-900 tabular-nums',
      cell: (e) => formatMoney(e.amount, e.currency, locale),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      caption={m.wexp_nav()}
      rowId={(e) => e.id}
      rowTestId="expense-row"
      cardTestId="expense-card"
      dimmed={dimmed}
    />
  );
}
