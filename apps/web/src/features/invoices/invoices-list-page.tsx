import { formatMoney, INVOICE_STATUSES, type InvoiceOutput, type InvoiceStatus } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, buttonClass, PlusIcon, TextField } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../lib/filter-select';
import { useLocale } from '../../lib/i18n';
import { INVOICES_FORM, invoicePath, localDate, STATUS_LABEL, STATUS_TONE } from '../../lib/invoices/labels';
import { PageHeader } from '../../lib/page-header';
import { EmptyState, PagedList } from '../../lib/records/list-parts';
import { trpc } from '../../lib/trpc';
import { InvoicingGate } from './gate';
import { InvoiceSettingsDialog } from './settings-dialog';

/** /financials/invoices/list: number, client, date, due date, total and status; filters by status, dates and text. */
export function InvoicesListPage() {
  return (
    <InvoicingGate title={m.winv_list_title()}>
      <InvoicesList />
    </InvoicingGate>
  );
}

function InvoicesList() {
  const [params, setParams] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const status = (INVOICE_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as InvoiceStatus)
    : undefined;
  const search = params.get('search') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const query = useQuery({
    ...trpc.invoices.list.queryOptions({
      page,
      per_page: 25,
      status,
      search: search.trim() || undefined,
      from: /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : undefined,
      to: /^\d{4}-\d{2}-\d{2}$/.test(to) ? to : undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = !!(status || search || from || to);

  return (
    <>
      <PageHeader
        title={m.winv_list_title()}
        description={m.winv_list_description()}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setSettingsOpen(true)} data-testid="invoice-settings">
              {m.winv_settings()}
            </Button>
            <Link to={INVOICES_FORM} className={buttonClass('primary')} data-testid="invoice-new">
              <PlusIcon className="size-4" />
              {m.winv_new()}
            </Link>
          </div>
        }
      />
      <InvoiceSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          id="invoice-search"
          label={m.winv_search()}
          type="search"
          value={search}
          onChange={(e) => set('search', e.target.value)}
        />
        <FilterSelect
          id="invoice-status"
          label={m.winv_filter_status()}
          value={status}
          allLabel={m.winv_filter_all()}
          options={INVOICE_STATUSES}
          labelOf={(s) => STATUS_LABEL[s]()}
          onChange={(status) => set('status', status ?? '')}
        />
        <TextField
          id="invoice-from"
          label={m.winv_filter_from()}
          type="date"
          value={from}
          onChange={(e) => set('from', e.target.value)}
        />
        <TextField
          id="invoice-to"
          label={m.winv_filter_to()}
          type="date"
          value={to}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      <PagedList
        query={query}
        rows={5}
        empty={<EmptyState title={filtered ? m.winv_empty_filtered() : m.winv_empty()} />}
        onPage={(p) => set('page', p > 1 ? String(p) : '')}
      >
        {(items) => <InvoicesTable rows={items} />}
      </PagedList>
    </>
  );
}

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span data-testid="invoice-status">
      <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]()}</Badge>
    </span>
  );
}

/** The kit's table (cards on phones); the number opens the invoice. */
function InvoicesTable({ rows }: { rows: InvoiceOutput[] }) {
  const { locale } = useLocale();
  const date = (d: string) => localDate(d, locale);
  const columns: DataColumn<InvoiceOutput>[] = [
    {
      id: 'number',
      header: m.winv_col_number(),
      primary: true,
      className: 'whitespace-nowrap',
      cell: (i) => (
        <Link
          to={invoicePath(i.id)}
          className="font-medium text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={m.winv_open({ number: i.number })}
        >
          {i.number}
        </Link>
      ),
    },
    { id: 'client', header: m.winv_col_client(), text: true, className: 'text-gray-700', cell: (i) => i.bill_to_name },
    { id: 'date', header: m.winv_col_date(), className: 'whitespace-nowrap', cell: (i) => date(i.date) },
    { id: 'due', header: m.winv_col_due(), className: 'whitespace-nowrap', cell: (i) => date(i.due_date) },
    {
      id: 'total',
      header: m.winv_col_total(),
      end: true,
      aside: true,
      className: 'font-medium whitespace-nowrap text-gray-900 tabular-nums',
      cell: (i) => formatMoney(i.total, i.currency, locale),
    },
    { id: 'status', header: m.winv_col_status(), cell: (i) => <StatusBadge status={i.status} /> },
  ];
  return <DataTable rows={rows} columns={columns} caption={m.winv_list_title()} rowId={(i) => i.id} rowTestId="invoice-row" />;
}
