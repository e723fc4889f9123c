import { m } from '@kairos/i18n';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { SaleIcon } from './icons';

const sales = () => import('./screens');

/**
 * Sales: the list and a sale's detail under /sales-and-products, first in the
 * "Sales and products" menu group (declared by the products feature). A sale
 * is made at the checkout (`/financials/income/checkout?new_sale=1`), which
 * embeds this feature's SaleBuilder.
 */
export const SALES: FeatureManifest = {
  id: 'sales',
  shell: 'owner',
  routes: [
    { path: '/sales-and-products/sales', access: 'owner', screen: screen(sales, (s) => s.SalesListPage) },
    { path: '/sales-and-products/sales/:id', access: 'owner', screen: screen(sales, (s) => s.SaleDetailPage) },
  ],
  menu: [
    {
      area: 'user',
      group: 'sales_and_products',
      order: 10,
      to: '/sales-and-products/sales',
      label: () => m.ws_nav_sales(),
      icon: SaleIcon,
    },
  ],
  aliases: { '/sales-and-products': '/sales-and-products/sales' },
};
