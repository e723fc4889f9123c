import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { OfferingGate } from '../../lib/offering-gate';
import { type RecordColumn, RecordListPage } from '../../lib/records';
import { expiryText } from './format';
import { PackageIcon } from './icons';
import { PACKAGES_FORM, type PackageRecord, packagePath } from './records';

export function PackagesListPage() {
  const { locale } = useLocale();
  const columns: RecordColumn<PackageRecord>[] = [
    { id: 'name', header: m.wc_col_name(), primary: true, cell: (p) => p.name },
    {
      id: 'price',
      header: m.wc_col_price(),
      className: 'tabular-nums',
      cell: (p) => <span data-testid="package-price">{formatMoney(p.price, p.currency, locale)}</span>,
    },
    { id: 'expiry', header: m.wo_col_expiry(), cell: (p) => expiryText(p.expiry_months) },
    {
      id: 'online',
      header: m.wc_col_online(),
      desktopOnly: true,
      cell: (p) => (p.online_booking ? <Badge tone="success">{m.wc_yes()}</Badge> : <Badge>{m.wc_no()}</Badge>),
    },
  ];

  return (
    <OfferingGate feature="packages" title={m.wo_nav_packages()}>
      <RecordListPage
        area="packages"
        title={m.wo_nav_packages()}
        description={m.wo_packages_subtitle()}
        formPath={PACKAGES_FORM}
        addLabel={m.wo_packages_add()}
        columns={columns}
        nameOf={(p) => p.name}
        detailPath={(p) => packagePath(p.id)}
        texts={{
          emptyTitle: m.wo_packages_empty(),
          emptyText: m.wo_packages_empty_text(),
          searchPlaceholder: m.wo_packages_search(),
        }}
        toasts={{
          archived: () => m.packages_archived(),
          restored: () => m.packages_restored(),
          deleted: () => m.packages_deleted(),
        }}
        emptyIcon={<PackageIcon className="size-6" />}
      />
    </OfferingGate>
  );
}
