import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Badge, Button, buttonClass, Card, ConfirmDialog, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { useTitle } from '../../lib/hooks';
import { useLocale } from '../../lib/i18n';
import { BlockedHint, LoadError, recordIcons, useWriteAccess } from '../../lib/records';
import { queryClient, type RouterOutputs, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { clientPath } from '../clients/client';
import { isPaymentMethod, paymentMethodLabel } from '../settings/labels';
import { clientName, LINE_KIND, paidBadge, payForSale, SALES_LIST } from './format';
import { SaleIcon, TicketIcon } from './icons';

type Sale = RouterOutputs['sales']['get'];

const PAYMENT_KIND: Record<Sale['payments'][number]['kind'], () => string> = {
  payment: () => m.ws_payment_kind_payment(),
  refund: () => m.ws_payment_kind_refund(),
  void: () => m.ws_payment_kind_void(),
};

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
  const tz = useUser().business?.timezone;
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
  const tz = useUser().business?.timezone;
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

function SaleLines({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, sale.currency, locale);
  return (
    <Card title={m.ws_section_items()}>
      <ul className="divide-y divide-gray-100">
        {sale.lines.map((l) => (
          <li key={l.id} data-testid="sale-detail-line" className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <span className="min-w-0">
              <span className="font-medium wrap-anywhere text-gray-900">{l.name}</span>{' '}
              <span className="text-gray-500">× {l.quantity}</span>
              <span className="block text-xs text-gray-500">
                {LINE_KIND[l.kind]()} · {m.ws_unit_price({ price: money(l.unit_price) })}
                {l.discount_amount > 0 ? ` · ${m.ws_discount_off({ amount: money(l.discount_amount) })}` : ''}
              </span>
            </span>
            <span className="shrink-0 font-medium text-gray-900 tabular-nums">{money(l.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-100 pt-3 text-sm">
        {sale.discount_total > 0 ? (
          <>
            <dt className="text-gray-500">{m.ws_subtotal()}</dt>
            <dd className="text-right tabular-nums">{money(sale.subtotal)}</dd>
            <dt className="text-gray-500">{m.ws_discounts()}</dt>
            <dd className="text-right tabular-nums">−{money(sale.discount_total)}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-gray-900">{m.ws_total()}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(sale.total)}</dd>
      </dl>
    </Card>
  );
}

function SaleVouchers({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().business?.timezone;
  return (
    <Card title={m.ws_section_vouchers()} description={m.ws_vouchers_hint()}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sale.vouchers.map((v) => (
          <li key={v.id} data-testid="sale-voucher" className="rounded-lg border border-gray-200 p-3 text-sm">
            <p className="flex items-center gap-2 text-gray-500">
              <TicketIcon className="size-4 shrink-0" />
              <span className="min-w-0 truncate">{v.name}</span>
              {v.voided_at ? <Badge tone="error">{m.ws_voided_badge()}</Badge> : null}
            </p>
            <p className="mt-1 font-mono text-xl font-semibold tracking-widest text-gray-900">
              <span aria-hidden="true" className="select-all" data-testid="voucher-code">
                {v.code}
              </span>
              {/* Read letter by letter, the way it is read aloud. */}
              <span className="sr-only">{m.ws_voucher_code_label({ code: v.code.split('').join(' ') })}</span>
            </p>
            <p className="mt-1 text-gray-700 tabular-nums">
              {m.ws_voucher_left({
                left: formatMoney(v.amount_left, v.currency, locale),
                amount: formatMoney(v.amount, v.currency, locale),
              })}
            </p>
            <p className="text-xs text-gray-500">
              {v.expires_at ? m.ws_expires({ date: formatDate(v.expires_at, locale, tz) }) : m.ws_never_expires()}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SaleCredits({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().business?.timezone;
  return (
    <Card title={m.ws_section_credits()}>
      <ul className="divide-y divide-gray-100">
        {sale.package_credits.map((c) => (
          <li key={c.id} data-testid="sale-credit" className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <span className="min-w-0">
              <span className="font-medium wrap-anywhere text-gray-900">{c.service.name}</span>
              <span className="block text-xs text-gray-500">
                {c.package.name} ·{' '}
                {c.expires_at ? m.ws_expires({ date: formatDate(c.expires_at, locale, tz) }) : m.ws_never_expires()}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-medium tabular-nums">{m.ws_credit_used({ used: c.used, quantity: c.quantity })}</span>
              {c.voided_at ? (
                <Badge tone="error">{m.ws_voided_badge()}</Badge>
              ) : c.expired ? (
                <Badge tone="warning">{m.ws_expired_badge()}</Badge>
              ) : (
                <Badge tone={c.left > 0 ? 'success' : 'neutral'}>{m.ws_credit_left({ count: c.left })}</Badge>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SalePayments({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().business?.timezone;
  return (
    <Card title={m.ws_section_payments()}>
      {sale.payments.length ? (
        <ul className="divide-y divide-gray-100">
          {sale.payments.map((p) => (
            <li key={p.id} data-testid="sale-payment" className="flex items-start justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-gray-900">
                  {isPaymentMethod(p.method) ? paymentMethodLabel[p.method]() : p.method}
                </span>{' '}
                {p.kind !== 'payment' ? <Badge>{PAYMENT_KIND[p.kind]()}</Badge> : null}
                {p.voided ? <Badge tone="error">{m.ws_voided_badge()}</Badge> : null}
                <span className="block text-xs text-gray-500">{formatDateTime(p.taken_at, locale, tz)}</span>
              </span>
              <span className={p.amount < 0 ? 'shrink-0 text-red-700 tabular-nums' : 'shrink-0 font-medium tabular-nums'}>
                {formatMoney(p.amount, p.currency, locale)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{m.ws_no_payments()}</p>
      )}
    </Card>
  );
}
