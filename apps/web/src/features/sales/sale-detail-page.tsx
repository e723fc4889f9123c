/** The sale detail page: header, actions (take payment, delete) and the facts card; the content cards are in sale-detail-sections. */
import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Badge, Button, buttonClass, Card, ConfirmDialog, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { clientPath } from '../../lib/clients/client';
import { errorInfo } from '../../lib/errors';
import { staleFigures } from '../../lib/figures';
import { formatDate, formatDateTime } from '../../lib/format';
import { useTitle } from '../../lib/hooks';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, LoadError, recordIcons, useWriteAccess } from '../../lib/records';
import { clientName, paidBadge, payForSale, SALES_LIST } from '../../lib/sales/format';
import { queryClient, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { SaleIcon } from './icons';
import { type Sale, SaleCredits, SaleLines, SalePayments, SaleVouchers } from './sale-detail-sections';

/**
 * /sales-and-products/sales/:id: what was sold (lines with discounts and the
 * totals), the gift vouchers it issued with their codes, the package balances
 * it gave the client, the payments towards it and what is left to pay;
 * "Take payment" opens the checkout for it, Delete (confirmed) voids its
 * payments, vouchers and balances.
 */
export function SaleDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(trpc.sales.get.queryOptions({ id }));
  return (
    <>
      <Link
        to={SALES_LIST}
        className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <recordIcons.ChevronLeftIcon className="size-4" />
        {m.ws_back_to_sales()}
      </Link>
      {query.isPending ? (
        <div role="status" aria-label={m.web_loading()} className="space-y-6">
          <div className="h-8 w-56 animate-pulse rounded bg-gray-100" />
          <div className="h-40 animate-pulse rounded-xl border border-gray-200 bg-white" />
        </div>
      ) : query.isError ? (
        errorInfo(query.error).code === 'NOT_FOUND' ? (
          <Alert tone="warning" role="alert" title={m.ws_not_found()}>
            <Link to={SALES_LIST} className="font-medium underline">
              {m.ws_back_to_sales()}
            </Link>
          </Alert>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <SaleDetail sale={query.data} />
      )}
    </>
  );
}

function SaleDetail({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().timezone;
  const title = m.ws_sale_title({ date: formatDate(sale.sold_at, locale, tz) });
  useTitle(title);
  const badge = paidBadge(sale, locale);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight break-words text-gray-900">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600"
            >
              <SaleIcon className="size-5" />
            </span>
            <span className="min-w-0">{title}</span>
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-500">
            {sale.deleted_at ? (
              <Badge tone="error">{m.ws_deleted_badge()}</Badge>
            ) : (
              <span data-testid="sale-status">
                <Badge tone={badge.tone}>{badge.text}</Badge>
              </span>
            )}
            {sale.source === 'online' ? <Badge tone="info">{m.ws_online_badge()}</Badge> : null}
          </div>
        </div>
        {sale.deleted_at ? null : <SaleActions sale={sale} />}
      </div>
      {sale.deleted_at ? (
        <Alert tone="warning" className="mb-6">
          {m.ws_deleted_text({ date: formatDateTime(sale.deleted_at, locale, tz) })}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <SaleFacts sale={sale} />
        <div className="flex min-w-0 flex-col gap-6">
          <SaleLines sale={sale} />
          {sale.vouchers.length ? <SaleVouchers sale={sale} /> : null}
          {sale.package_credits.length ? <SaleCredits sale={sale} /> : null}
          <SalePayments sale={sale} />
        </div>
      </div>
    </>
  );
}

/** Take payment (while something is left to pay) and Delete, confirmed; disabled with the reason when writes are off. */
function SaleActions({ sale }: { sale: Sale }) {
  const access = useWriteAccess();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm, setConfirm] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useMutation(
    trpc.sales.delete.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.sales.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.clients.related.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.packages.get.pathKey() });
        staleFigures();
      },
    }),
  );
  const guarded = (node: React.ReactNode) => <BlockedHint access={access}>{node}</BlockedHint>;
  const onDelete = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync({ id: sale.id });
      toast({ title: m.sales_deleted(), tone: 'success' });
      navigate(SALES_LIST);
    } catch (error) {
      const message = errorInfo(error).message;
      setFailure(message);
      setConfirm(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {sale.left_to_pay > 0 ? (
          access.blocked ? (
            guarded(<Button disabled>{m.ws_take_payment()}</Button>)
          ) : (
            <Link to={payForSale(sale.id)} className={buttonClass('primary')}>
              {m.ws_take_payment()}
            </Link>
          )
        ) : null}
        {guarded(
          <Button variant="danger" disabled={access.blocked} onClick={() => setConfirm(true)}>
            <recordIcons.TrashIcon className="size-4" />
            {m.ws_delete()}
          </Button>,
        )}
      </div>
      {failure ? (
        <Alert tone="error" role="alert" className="max-w-md">
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={m.ws_delete_title()}
        description={m.ws_delete_text()}
        confirmLabel={m.ws_delete()}
        cancelLabel={m.records_cancel()}
        closeLabel={m.web_close()}
        onConfirm={onDelete}
      />
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function SaleFacts({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().timezone;
  const money = (minor: number) => formatMoney(minor, sale.currency, locale);
  return (
    <Card title={m.ws_section_details()} className="self-start">
      <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-1">
        <Fact label={m.ws_col_date()}>{formatDateTime(sale.sold_at, locale, tz)}</Fact>
        <Fact label={m.ws_col_client()}>
          {sale.client ? (
            <Link to={clientPath(sale.client.id)} className="font-medium text-brand-700 underline">
              {clientName(sale.client)}
            </Link>
          ) : (
            <span className="text-gray-500">{m.ws_no_client()}</span>
          )}
        </Fact>
        <Fact label={m.ws_col_total()} testId="sale-total">
          <span className="font-semibold tabular-nums">{money(sale.total)}</span>
        </Fact>
        <Fact label={m.ws_col_paid()} testId="sale-paid">
          <span className="tabular-nums">{money(sale.paid)}</span>
        </Fact>
        <Fact label={m.ws_left_to_pay()} testId="sale-left">
          <span className={sale.left_to_pay > 0 ? 'font-semibold text-amber-700 tabular-nums' : 'tabular-nums'}>
            {money(sale.left_to_pay)}
          </span>
        </Fact>
        {sale.notes ? (
          <div className="col-span-2 lg:col-span-1">
            <Fact label={m.ws_notes()}>
              <span className="whitespace-pre-line">{sale.notes}</span>
            </Fact>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
