import { m } from '@kairos/i18n';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { IncomeIcon, LeftToPayIcon, NetIncomeIcon } from './icons';

const payments = () => import('./screens');

/**
 * Financials (docs/product/payments.md): income (list and checkout), left to pay and net income. This
 * manifest heads the `financials` menu group; expenses and invoices join it from their own.
 */
export const PAYMENTS: FeatureManifest = {
  id: 'payments',
  shell: 'owner',
  routes: [
    { path: '/financials/income/list', access: 'owner', screen: screen(payments, (s) => s.IncomePage) },
    {
      path: '/financials/income/checkout',
      access: 'owner',
      form: true,
      screen: screen(payments, (s) => s.CheckoutPage),
    },
    { path: '/financials/left-to-pay/list', access: 'owner', screen: screen(payments, (s) => s.LeftToPayPage) },
    { path: '/financials/net-income/list', access: 'owner', screen: screen(payments, (s) => s.NetIncomePage) },
  ],
  menuGroups: [{ area: 'user', id: 'financials', order: 25, label: () => m.wi_nav_financials() }],
  menu: [
    {
      area: 'user',
      group: 'financials',
      order: 10,
      to: '/financials/income/list',
      label: () => m.wi_nav_income(),
      icon: IncomeIcon,
    },
    {
      area: 'user',
      group: 'financials',
      order: 30,
      to: '/financials/left-to-pay/list',
      label: () => m.wi_nav_left_to_pay(),
      icon: LeftToPayIcon,
    },
    {
      area: 'user',
      group: 'financials',
      order: 40,
      to: '/financials/net-income/list',
      label: () => m.wi_nav_net_income(),
      icon: NetIncomeIcon,
    },
  ],
  aliases: {
    '/financials': '/financials/income/list',
    '/financials/income': '/financials/income/list',
    '/financials/left-to-pay': '/financials/left-to-pay/list',
    '/financials/net-income': '/financials/net-income/list',
  },
};
