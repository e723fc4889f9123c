import { formatMoney, type InvoiceDetail, inkOn, invoiceActions } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, buttonClass, Card, ConfirmDialog, DownloadIcon, MailIcon, ScrollArea, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { INVOICES_FORM, INVOICES_LIST, localDate } from '../../lib/invoices/labels';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, downloadFile } from '../../lib/records';
import { useWriteAccess } from '../../lib/records/write-access';
import { queryClient, trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { InvoicingGate } from './gate';
import { StatusBadge } from './invoices-list-page';

type Confirm = 'send' | 'resend' | 'cancel' | 'delete' | null;

/** /financials/invoices/:id: the invoice as it will print, Download PDF, Send/Resend, Cancel, Edit and Delete while allowed. */
export function InvoiceViewPage() {
  const { id = '' } = useParams();
  const query = useQuery(trpc.invoices.get.queryOptions({ id }));
  return (
    <InvoicingGate title={m.winv_list_title()}>
      <Link to={INVOICES_LIST} className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline">
        ← {m.winv_back()}
      </Link>
      {query.data ? (
        <InvoiceView invoice={query.data} />
      ) : query.error ? (
        <Alert tone="error">{errorInfo(query.error).message}</Alert>
      ) : null}
    </InvoicingGate>
  );
}

function InvoiceView({ invoice: i }: { invoice: InvoiceDetail }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const toast = useToast();
  const navigate = useNavigate();
  const access = useWriteAccess();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const can = invoiceActions(i);
  const done = (saved: InvoiceDetail, message: string) => {
    queryClient.setQueryData(trpc.invoices.get.queryKey({ id: saved.id }), saved);
    void queryClient.invalidateQueries({ queryKey: trpc.invoices.list.pathKey() });
    toast({ title: m.popup_success(), description: message, tone: 'success' });
  };
  const fail = (e: unknown) => toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
  const send = useMutation({
    ...trpc.invoices.send.mutationOptions(),
    onSuccess: (s) => done(s, m.winv_sent({ number: s.number, email: s.bill_to_email ?? '' })),
    onError: fail,
  });
  const resend = useMutation({
    ...trpc.invoices.resend.mutationOptions(),
    onSuccess: (s) => done(s, m.winv_sent({ number: s.number, email: s.bill_to_email ?? '' })),
    onError: fail,
  });
  const cancel = useMutation({
    ...trpc.invoices.cancel.mutationOptions(),
    onSuccess: (s) => done(s, m.winv_cancelled_toast({ number: s.number })),
    onError: fail,
  });
  const destroy = useMutation({
    ...trpc.invoices.destroy.mutationOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.invoices.list.pathKey() });
      toast({ title: m.popup_success(), description: m.winv_deleted({ number: i.number }), tone: 'success' });
      navigate(INVOICES_LIST);
    },
    onError: fail,
  });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      downloadFile(await queryClient.fetchQuery({ ...trpc.invoices.pdf.queryOptions({ id: i.id }), staleTime: 0 }));
    } catch (e) {
      fail(e);
    } finally {
      setDownloading(false);
    }
  };
  const money = (n: number) => formatMoney(n, i.currency, locale);
  const write = (node: React.ReactNode) => (access.blocked ? <BlockedHint access={access}>{node}</BlockedHint> : node);
  const email = i.bill_to_email ?? '';

  return (
    <>
      <PageHeader
        title={`${m.invoice_pdf_title()} ${i.number}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={download} loading={downloading} data-testid="invoice-download">
              <DownloadIcon className="size-4" />
              {m.winv_download()}
            </Button>
            {can.edit
              ? write(
                  <Link to={`${INVOICES_FORM}/${i.id}`} className={buttonClass('secondary')} data-testid="invoice-edit">
                    {m.winv_edit_button()}
                  </Link>,
                )
              : null}
            {can.send || can.resend
              ? write(
                  <Button
                    disabled={access.blocked || !email}
                    onClick={() => setConfirm(can.send ? 'send' : 'resend')}
                    data-testid={can.send ? 'invoice-send' : 'invoice-resend'}
                  >
                    <MailIcon className="size-4" />
                    {can.send ? m.winv_send() : m.winv_resend()}
                  </Button>,
                )
              : null}
            {can.cancel
              ? write(
                  <Button
                    variant="secondary"
                    disabled={access.blocked}
                    onClick={() => setConfirm('cancel')}
                    data-testid="invoice-cancel"
                  >
                    {m.winv_cancel_invoice()}
                  </Button>,
                )
              : null}
            {can.delete
              ? write(
                  <Button
                    variant="ghost"
                    disabled={access.blocked}
                    onClick={() => setConfirm('delete')}
                    data-testid="invoice-delete"
                  >
                    {m.winv_delete()}
                  </Button>,
                )
              : null}
          </div>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-gray-600">
        <StatusBadge status={i.status} />
        {i.sent_at ? <span>{m.winv_sent_at({ date: formatDateTime(i.sent_at, locale, timeZone) })}</span> : null}
        {i.cancelled_at ? <span>· {m.winv_cancelled_at({ date: formatDateTime(i.cancelled_at, locale, timeZone) })}</span> : null}
        {i.type === 'auto' ? <span>· {m.winv_auto_note()}</span> : null}
      </div>
      {(can.send || can.resend) && !email ? (
        <Alert tone="warning" className="mb-4">
          {m.winv_no_email()}
        </Alert>
      ) : null}

      <Card title={m.winv_preview()} className="overflow-hidden">
        <div className="-mx-1 border-t-4 px-1 pt-4" style={{ borderColor: i.colour }} data-testid="invoice-preview">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide uppercase" style={{ color: i.colour }}>
                {m.winv_section_bill_to()}
              </p>
              <p className="font-semibold wrap-anywhere text-gray-900">{i.bill_to_name}</p>
              {i.billing_address ? <p className="text-sm whitespace-pre-line text-gray-600">{i.billing_address}</p> : null}
              {i.bill_to_email ? <p className="text-sm text-gray-600">{i.bill_to_email}</p> : null}
            </div>
            <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-500">{m.winv_date()}</dt>
              <dd className="text-gray-900">{localDate(i.date, locale)}</dd>
              <dt className="text-gray-500">{m.winv_due_date()}</dt>
              <dd className="text-gray-900">{localDate(i.due_date, locale)}</dd>
            </dl>
          </div>
          <ScrollArea label={m.winv_section_lines()} className="mt-5">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-xs uppercase" style={{ background: i.colour, color: inkOn(i.colour) }}>
                  <th scope="col" className="px-2 py-2 font-medium sm:px-3">
                    {m.winv_description()}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {m.winv_quantity()}
                  </th>
                  <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
                    {m.winv_unit_price()}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {m.winv_amount()}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {i.lines.map((l) => (
                  <tr key={l.id}>
                    <td className="px-3 py-2 wrap-anywhere text-gray-900">{l.description}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{l.quantity}</td>
                    <td className="hidden px-3 py-2 text-right whitespace-nowrap tabular-nums sm:table-cell">
                      {money(l.unit_price)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{money(l.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
          <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-500">{m.winv_total()}</dt>
            <dd className="text-right tabular-nums" data-testid="invoice-view-total">
              {money(i.total)}
            </dd>
            <dt className="text-gray-500">{m.winv_paid()}</dt>
            <dd className="text-right tabular-nums">{money(i.paid)}</dd>
            <dt className="font-semibold text-gray-900">{m.winv_due()}</dt>
            <dd className="text-right font-semibold tabular-nums" style={{ color: i.colour }}>
              {money(i.due)}
            </dd>
          </dl>
          {i.bank_details ? (
            <div className="mt-5 text-sm">
              <p className="text-xs font-semibold tracking-wide uppercase" style={{ color: i.colour }}>
                {m.winv_bank_details()}
              </p>
              <p className="whitespace-pre-line text-gray-800">{i.bank_details}</p>
            </div>
          ) : null}
          {i.notes ? (
            <div className="mt-4 text-sm">
              <p className="text-xs font-semibold tracking-wide uppercase" style={{ color: i.colour }}>
                {m.winv_notes()}
              </p>
              <p className="whitespace-pre-line text-gray-800">{i.notes}</p>
            </div>
          ) : null}
          {i.footer ? <p className="mt-5 border-t border-gray-100 pt-3 text-xs text-gray-500">{i.footer}</p> : null}
        </div>
      </Card>

      <ConfirmDialog
        open={confirm === 'send' || confirm === 'resend'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={m.winv_send_title({ number: i.number })}
        description={m.winv_send_text({ email })}
        confirmLabel={confirm === 'resend' ? m.winv_resend() : m.winv_send()}
        cancelLabel={m.winv_cancel()}
        closeLabel={m.winv_close()}
        tone="primary"
        onConfirm={() => (confirm === 'resend' ? resend : send).mutateAsync({ id: i.id })}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={m.winv_cancel_title({ number: i.number })}
        description={m.winv_cancel_text()}
        confirmLabel={m.winv_cancel_invoice()}
        cancelLabel={m.winv_keep()}
        closeLabel={m.winv_close()}
        tone="danger"
        onConfirm={() => cancel.mutateAsync({ id: i.id })}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={m.winv_delete_title({ number: i.number })}
        description={m.winv_delete_text()}
        confirmLabel={m.winv_delete()}
        cancelLabel={m.winv_keep()}
        closeLabel={m.winv_close()}
        tone="danger"
        onConfirm={() => destroy.mutateAsync({ id: i.id })}
      />
    </>
  );
}
