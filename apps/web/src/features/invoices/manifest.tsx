import { m } from '@kairos/i18n';
import { ReceiptIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const invoices = () => import('./screens');

/** Invoices (docs/product/invoices.md /financials/invoices): list, form/{id?} and the invoice's view, in the financials group. */
export const INVOICES: FeatureManifest = {
  id: 'invoices',
  shell: 'owner',
  routes: [
    { path: '/financials/invoices/list', access: 'owner', screen: screen(invoices, (s) => s.InvoicesListPage) },
    { path: '/financials/invoices/form', access: 'owner', form: true, screen: screen(invoices, (s) => s.InvoiceFormPage) },
    {
      path: '/financials/invoices/form/:id',
      access: 'owner',
      form: true,
      screen: screen(invoices, (s) => s.InvoiceFormPage),
    },
    { path: '/financials/invoices/:id', access: 'owner', screen: screen(invoices, (s) => s.InvoiceViewPage) },
  ],
  menu: [
    {
      area: 'user',
      group: 'financials',
      order: 60,
      to: '/financials/invoices/list',
      label: () => m.winv_nav(),
      icon: ReceiptIcon,
    },
  ],
  aliases: { '/financials/invoices': '/financials/invoices/list' },
};
