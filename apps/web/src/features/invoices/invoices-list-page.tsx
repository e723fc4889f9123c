import { formatMoney, INVOICE_STATUSES, type InvoiceOutput, type InvoiceStatus } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, buttonClass, PlusIcon, ScrollArea, TextField } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../lib/filter-select';
import { useLocale } from '../../lib/i18n';
import { INVOICES_FORM, invoicePath, localDate, STATUS_LABEL, STATUS_TONE } from '../../lib/invoices/labels';
import { ListTableHead } from '../../lib/list-table-head';
import { PageHeader } from '../../lib/page-header';
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
  const data = query.data;

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
      {data && data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-500">
          {filtered ? m.winv_empty_filtered() : m.winv_empty()}
        </p>
      ) : data ? (
        <InvoicesTable rows={data.items} />
      ) : null}
      {data && data.last_page > 1 ? (
        <nav className="mt-4 flex items-center justify-between gap-3 text-sm text-gray-600">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
            {m.winv_prev()}
          </Button>
          <span>{m.winv_page({ page, pages: data.last_page })}</span>
          <Button variant="secondary" size="sm" disabled={page >= data.last_page} onClick={() => set('page', String(page + 1))}>
            {m.winv_next()}
          </Button>
        </nav>
      ) : null}
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

/** A table from md (768 px), cards below; the number opens the invoice. */
function InvoicesTable({ rows }: { rows: InvoiceOutput[] }) {
  const { locale } = useLocale();
  const date = (d: string) => localDate(d, locale);
  const open = (i: InvoiceOutput) => (
    <Link
      to={invoicePath(i.id)}
      className="font-medium text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      aria-label={m.winv_open({ number: i.number })}
    >
      {i.number}
    </Link>
  );
  return (
    <>
      <ScrollArea label={m.winv_list_title()} className="hidden rounded-xl border border-gray-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.winv_list_title()}</caption>
          <ListTableHead
            columns={[
              { label: m.winv_col_number() },
              { label: m.winv_col_client() },
              { label: m.winv_col_date() },
              { label: m.winv_col_due() },
              { label: m.winv_col_total(), end: true },
              { label: m.winv_col_status() },
            ]}
          />
          <tbody className="divide-y divide-gray-100">
            {rows.map((i) => (
              <tr key={i.id} className="hover:bg-gray-50/60" data-testid="invoice-row">
                <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
                  {open(i)}
                </th>
                <td className="px-4 py-3 text-gray-700">
                  <span className="block max-w-56 wrap-anywhere">{i.bill_to_name}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-600">{date(i.date)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-600">{date(i.due_date)}</td>
                <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-gray-900 tabular-nums">
                  {formatMoney(i.total, i.currency, locale)}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={i.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={m.winv_list_title()}>
        {rows.map((i) => (
          <li key={i.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs" data-testid="invoice-row">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {open(i)}
                <p className="text-sm wrap-anywhere text-gray-700">{i.bill_to_name}</p>
              </div>
              <span className="shrink-0 font-medium text-gray-900 tabular-nums">{formatMoney(i.total, i.currency, locale)}</span>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-500">
              <span>
                {date(i.date)} → {date(i.due_date)}
              </span>
              <StatusBadge status={i.status} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
