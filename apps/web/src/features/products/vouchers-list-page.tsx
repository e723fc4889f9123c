import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Switch } from '@kairos/ui';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { OfferingGate } from '../../lib/offering-gate';
import { type RecordColumn, RecordListPage } from '../../lib/records';
import { useUser } from '../../lib/viewer';
import { templateLabel, todayIn, voucherExpiryText } from './format';
import { VoucherIcon } from './icons';
import { VOUCHERS_FORM, type VoucherRecord, voucherPath } from './records';

const HIDE_EXPIRED = 'hide_expired';

/** /sales-and-products/gift-vouchers: the vouchers on offer; "Hide expired" asks the server for `without_expiried`. */
export function VouchersListPage() {
  const { locale } = useLocale();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const hideExpired = params.get(HIDE_EXPIRED) === '1';
  const today = todayIn(user.business?.timezone ?? 'UTC');
  const toggle = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set(HIDE_EXPIRED, '1');
        else next.delete(HIDE_EXPIRED);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const columns: RecordColumn<VoucherRecord>[] = [
    {
      id: 'name',
      header: m.wp_col_name(),
      primary: true,
      cell: (v) => (
        <span className="inline-flex min-w-0 items-center gap-2">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: v.colour }} />
          <span className="wrap-anywhere">{v.name}</span>
        </span>
      ),
    },
    {
      id: 'worth',
      header: m.wp_col_worth(),
      className: 'tabular-nums',
      cell: (v) =>
        v.kind === 'amount' ? (
          <span data-testid="voucher-amount">{formatMoney(v.amount, v.currency, locale)}</span>
        ) : (
          <Badge>{m.wp_kind_items_short()}</Badge>
        ),
    },
    {
      id: 'price',
      header: m.wp_col_price(),
      className: 'tabular-nums',
      desktopOnly: true,
      cell: (v) => formatMoney(v.price, v.currency, locale),
    },
    {
      id: 'expiry',
      header: m.wp_col_expiry(),
      cell: (v) =>
        v.expiry_date && v.expiry_date < today ? <Badge tone="warning">{m.wp_expired()}</Badge> : voucherExpiryText(v, locale),
    },
    { id: 'template', header: m.wp_col_template(), desktopOnly: true, cell: (v) => templateLabel(v.template) },
    {
      id: 'online',
      header: m.wp_col_online(),
      desktopOnly: true,
      cell: (v) => (v.online_sales ? <Badge tone="success">{m.wp_yes()}</Badge> : <Badge>{m.wp_no()}</Badge>),
    },
  ];

  return (
    <OfferingGate feature="gift_vouchers" title={m.wp_nav_vouchers()}>
      <RecordListPage
        area="vouchers"
        title={m.wp_nav_vouchers()}
        description={m.wp_vouchers_subtitle()}
        formPath={VOUCHERS_FORM}
        addLabel={m.wp_vouchers_add()}
        columns={columns}
        nameOf={(v) => v.name}
        detailPath={(v) => voucherPath(v.id)}
        filters={hideExpired ? { without_expiried: true } : undefined}
        actions={
          <Switch
            id="vouchers-hide-expired"
            checked={hideExpired}
            onChange={toggle}
            label={m.wp_hide_expired()}
            className="mr-2"
          />
        }
        texts={{
          emptyTitle: m.wp_vouchers_empty(),
          emptyText: m.wp_vouchers_empty_text(),
          searchPlaceholder: m.wp_vouchers_search(),
          deleteTitle: (name) => m.wp_voucher_delete_title({ name }),
        }}
        toasts={{
          archived: () => m.gift_vouchers_archived(),
          restored: () => m.gift_vouchers_restored(),
          deleted: () => m.gift_vouchers_deleted(),
        }}
        emptyIcon={<VoucherIcon className="size-6" />}
      />
    </OfferingGate>
  );
}
