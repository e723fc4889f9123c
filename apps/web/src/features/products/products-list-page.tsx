import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { OfferingGate } from '../../lib/offering-gate';
import { ExportMenu, type RecordColumn, RecordListPage } from '../../lib/records';
import { trpcClient } from '../../lib/trpc';
import { ProductIcon } from './icons';
import { PRODUCTS_FORM, type ProductRecord } from './records';

/** /sales-and-products/products: what the business sells, with price, cost and stock; CSV/XLSX export. */
export function ProductsListPage() {
  const { locale } = useLocale();
  const money = (minor: number | null, currency: string) => (minor === null ? '—' : formatMoney(minor, currency, locale));
  const columns: RecordColumn<ProductRecord>[] = [
    { id: 'name', header: m.wp_col_name(), primary: true, cell: (p) => p.name },
    {
      id: 'price',
      header: m.wp_col_price(),
      className: 'tabular-nums',
      cell: (p) => <span data-testid="product-price">{money(p.price, p.currency)}</span>,
    },
    {
      id: 'cost',
      header: m.wp_col_cost_price(),
      className: 'tabular-nums',
      desktopOnly: true,
      cell: (p) => money(p.cost_price, p.currency),
    },
    {
      id: 'stock',
      header: m.wp_col_stock(),
      className: 'tabular-nums',
      cell: (p) =>
        p.stock === null ? (
          <span className="text-gray-500">{m.wp_stock_untracked()}</span>
        ) : p.stock === 0 ? (
          <Badge tone="warning">{m.wp_stock_out()}</Badge>
        ) : (
          <span data-testid="product-stock">{p.stock}</span>
        ),
    },
  ];

  return (
    <OfferingGate feature="products" title={m.wp_nav_products()}>
      <RecordListPage
        area="products"
        title={m.wp_nav_products()}
        description={m.wp_products_subtitle()}
        formPath={PRODUCTS_FORM}
        addLabel={m.wp_products_add()}
        columns={columns}
        nameOf={(p) => p.name}
        texts={{
          emptyTitle: m.wp_products_empty(),
          emptyText: m.wp_products_empty_text(),
          searchPlaceholder: m.wp_products_search(),
        }}
        toasts={{
          archived: () => m.products_archived(),
          restored: () => m.products_restored(),
          deleted: () => m.products_deleted(),
        }}
        actions={({ archived }) => <ExportMenu onExport={(format) => trpcClient.products.export.mutate({ format, archived })} />}
        emptyIcon={<ProductIcon className="size-6" />}
      />
    </OfferingGate>
  );
}
