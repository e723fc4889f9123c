/** The sale detail page's content cards: what was sold (lines and totals), the gift vouchers and package balances it issued, and the payments towards it. */
import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Card } from '@kairos/ui';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { LINE_KIND } from '../../lib/sales/format';
import { isPaymentMethod, paymentMethodLabel } from '../../lib/settings/labels';
import type { RouterOutputs } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { TicketIcon } from './icons';

export type Sale = RouterOutputs['sales']['get'];

const PAYMENT_KIND: Record<Sale['payments'][number]['kind'], () => string> = {
  payment: () => m.ws_payment_kind_payment(),
  refund: () => m.ws_payment_kind_refund(),
  void: () => m.ws_payment_kind_void(),
};

export function SaleLines({ sale }: { sale: Sale }) {
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

export function SaleVouchers({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().timezone;
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

export function SaleCredits({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().timezone;
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

export function SalePayments({ sale }: { sale: Sale }) {
  const { locale } = useLocale();
  const tz = useUser().timezone;
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
