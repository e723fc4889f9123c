import { m } from '@kairos/i18n';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { ProductIcon, VoucherIcon } from './icons';

const products = () => import('./screens');

/**
 * Products and gift vouchers: list, form (and a voucher's detail) under
 * /sales-and-products. It heads the "Sales and products" menu group; the sales
 * feature adds its Sales entry to the same group and the `/sales-and-products` alias.
 */
export const PRODUCTS: FeatureManifest = {
  id: 'products',
  shell: 'owner',
  routes: [
    { path: '/sales-and-products/products', access: 'owner', screen: screen(products, (s) => s.ProductsListPage) },
    {
      path: '/sales-and-products/products/form',
      access: 'owner',
      form: true,
      screen: screen(products, (s) => s.ProductFormPage),
    },
    {
      path: '/sales-and-products/products/form/:id',
      access: 'owner',
      form: true,
      screen: screen(products, (s) => s.ProductFormPage),
    },
    { path: '/sales-and-products/gift-vouchers', access: 'owner', screen: screen(products, (s) => s.VouchersListPage) },
    {
      path: '/sales-and-products/gift-vouchers/form',
      access: 'owner',
      form: true,
      screen: screen(products, (s) => s.VoucherFormPage),
    },
    {
      path: '/sales-and-products/gift-vouchers/form/:id',
      access: 'owner',
      form: true,
      screen: screen(products, (s) => s.VoucherFormPage),
    },
    { path: '/sales-and-products/gift-vouchers/:id', access: 'owner', screen: screen(products, (s) => s.VoucherDetailPage) },
  ],
  menuGroups: [{ area: 'user', id: 'sales_and_products', order: 22, label: () => m.wp_nav_group() }],
  menu: [
    {
      area: 'user',
      group: 'sales_and_products',
      order: 20,
      to: '/sales-and-products/products',
      label: () => m.wp_nav_products(),
      icon: ProductIcon,
    },
    {
      area: 'user',
      group: 'sales_and_products',
      order: 30,
      to: '/sales-and-products/gift-vouchers',
      label: () => m.wp_nav_vouchers(),
      icon: VoucherIcon,
    },
  ],
};
