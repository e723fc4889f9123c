import { formatMoney, inkOn } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Card } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { clientName } from '../../lib/clients/client';
import { BackLink, DetailBody, DetailHeader, Fact } from '../../lib/detail-parts';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { OfferingGate } from '../../lib/offering-gate';
import { EmptyState } from '../../lib/records';
import { queryClient, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { templateLabel, voucherExpiryText } from './format';
import { VoucherIcon } from './icons';
import { VOUCHERS_FORM, VOUCHERS_LIST, type VoucherDetail } from './records';
import { VoucherCard } from './voucher-card';

/** /sales-and-products/gift-vouchers/:id: how it looks, what it is worth, the vouchers sold and what was spent from them. */
export function VoucherDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(trpc.vouchers.get.queryOptions({ id }));
  const listPath = query.data?.archived_at ? `${VOUCHERS_LIST}?archived=1` : VOUCHERS_LIST;

  return (
    <OfferingGate feature="gift_vouchers" title={m.wp_nav_vouchers()}>
      <BackLink to={listPath} />
      <DetailBody query={query} listPath={VOUCHERS_LIST}>
        {(v) => (
          <>
            <DetailHeader
              area="vouchers"
              record={v}
              formPath={VOUCHERS_FORM}
              listPath={VOUCHERS_LIST}
              marker={
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-lg"
                  style={{ backgroundColor: v.colour, color: inkOn(v.colour) }}
                >
                  <VoucherIcon className="size-5" />
                </span>
              }
              toasts={{
                archived: () => m.gift_vouchers_archived(),
                restored: () => m.gift_vouchers_restored(),
                deleted: () => m.gift_vouchers_deleted(),
              }}
              deleteTitle={(name) => m.wp_voucher_delete_title({ name })}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: trpc.vouchers.get.pathKey() })}
            />
            <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
              <div className="flex min-w-0 flex-col gap-6">
                <VoucherCard
                  look={{ ...v, included: v.kind === 'items' ? v.included : undefined }}
                  code={v.issued_vouchers[0]?.code}
                />
                <VoucherFacts record={v} />
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                {v.kind === 'items' ? <VoucherItems record={v} /> : null}
                <SoldVouchers record={v} />
                <Redemptions record={v} />
              </div>
            </div>
          </>
        )}
      </DetailBody>
    </OfferingGate>
  );
}

function VoucherFacts({ record: v }: { record: VoucherDetail }) {
  const { locale } = useLocale();
  return (
    <Card title={m.wp_voucher_section_details()}>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <Fact label={m.wp_voucher_value()} testId="voucher-value">
          {formatMoney(v.value, v.currency, locale)}
        </Fact>
        <Fact label={m.wp_voucher_price()} testId="voucher-price">
          {formatMoney(v.price, v.currency, locale)}
        </Fact>
        <Fact label={m.wp_col_expiry()}>{voucherExpiryText(v, locale)}</Fact>
        <Fact label={m.wp_voucher_template()}>{templateLabel(v.template)}</Fact>
        <Fact label={m.wp_voucher_sold()} testId="voucher-sold">
          {v.sales_limit ? m.wp_sold_of_limit({ sold: v.sold_count, limit: v.sales_limit }) : String(v.sold_count)}
        </Fact>
        <Fact label={m.wp_col_online()}>{v.online_sales ? m.wp_yes() : m.wp_no()}</Fact>
      </dl>
    </Card>
  );
}

function VoucherItems({ record: v }: { record: VoucherDetail }) {
  const { locale } = useLocale();
  return (
    <Card
      title={m.wp_voucher_section_items()}
      description={m.wp_voucher_worth({ amount: formatMoney(v.value, v.currency, locale) })}
    >
      {v.included.length ? (
        <ul className="divide-y divide-gray-100">
          {v.included.map((i) => (
            <li
              key={`${i.type}:${i.id}`}
              data-testid="voucher-item"
              className="flex items-center justify-between gap-3 py-2.5 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium wrap-anywhere text-gray-900">{i.name}</span>{' '}
                {i.archived ? <Badge tone="warning">{m.records_archived_badge()}</Badge> : null}
                <span className="block text-xs text-gray-500">
                  {i.type === 'service' ? m.wp_item_service() : m.wp_item_product()} · {formatMoney(i.price, i.currency, locale)}
                </span>
              </span>
              <span className="shrink-0 font-medium text-gray-900 tabular-nums">×{i.quantity}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">
          {m.wp_voucher_items_gone()}{' '}
          <Link to={`${VOUCHERS_FORM}/${v.id}`} className="font-medium text-brand-700 underline">
            {m.records_edit()}
          </Link>
        </p>
      )}
    </Card>
  );
}

const personName = (c: { first_name: string; last_name: string } | null) => (c ? clientName(c) : m.wp_no_client());

function SoldVouchers({ record: v }: { record: VoucherDetail }) {
  const { locale } = useLocale();
  const zone = useUser().timezone;
  return (
    <Card title={m.wp_voucher_sold_title()} description={m.wp_voucher_sold_hint()}>
      {v.issued_vouchers.length ? (
        <ul className="divide-y divide-gray-100" data-testid="issued-vouchers">
          {v.issued_vouchers.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="font-mono font-medium tracking-wider text-gray-900">{i.code}</span>{' '}
                {i.voided_at ? <Badge tone="error">{m.wp_voided()}</Badge> : null}
                {!i.voided_at && i.expires_at && i.expires_at < new Date().toISOString() ? (
                  <Badge tone="warning">{m.wp_expired()}</Badge>
                ) : null}
                <span className="block text-xs text-gray-500">
                  {personName(i.client)} · {formatDate(i.sold_at, locale, zone)}
                  {i.expires_at ? ` · ${m.wp_expires_on({ date: formatDate(i.expires_at, locale, zone) })}` : ''}
                </span>
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="font-medium text-gray-900">{formatMoney(i.amount_left, i.currency, locale)}</span>
                <span className="block text-xs text-gray-500">
                  {m.wp_left_of({ amount: formatMoney(i.amount, i.currency, locale) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<VoucherIcon className="size-6" />}
          title={m.wp_voucher_sold_empty()}
          text={m.wp_voucher_sold_empty_text()}
        />
      )}
    </Card>
  );
}

function Redemptions({ record: v }: { record: VoucherDetail }) {
  const { locale } = useLocale();
  const zone = useUser().timezone;
  const kindLabel = (k: string) =>
    k === 'refund' ? m.wp_redemption_refund() : k === 'void' ? m.wp_redemption_void() : m.wp_redemption_spent();
  return (
    <Card title={m.wp_redemptions_title()}>
      {v.redemptions.length ? (
        <ul className="divide-y divide-gray-100" data-testid="redemptions">
          {v.redemptions.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-gray-900">{kindLabel(r.kind)}</span>{' '}
                <span className="font-mono text-xs tracking-wider text-gray-600">{r.code}</span>
                <span className="block text-xs text-gray-500">
                  {personName(r.client)} · {formatDateTime(r.taken_at, locale, zone)}
                </span>
              </span>
              <span
                className={
                  r.amount < 0
                    ? 'shrink-0 font-medium text-emerald-700 tabular-nums'
                    : 'shrink-0 font-medium text-gray-900 tabular-nums'
                }
              >
                {r.amount < 0
                  ? `+${formatMoney(-r.amount, r.currency, locale)}`
                  : `−${formatMoney(r.amount, r.currency, locale)}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{m.wp_redemptions_empty()}</p>
      )}
    </Card>
  );
}
