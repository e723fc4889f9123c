import { m } from '@kairos/i18n';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { TaxIcon } from './icons';

const tax = () => import('./screens');

/** Issue 15: the tax estimate (premium), in the financials group after net income. */
export const TAX: FeatureManifest = {
  id: 'tax',
  shell: 'owner',
  routes: [{ path: '/financials/tax', access: 'owner', screen: screen(tax, (s) => s.TaxPage) }],
  menu: [{ area: 'user', group: 'financials', order: 50, to: '/financials/tax', label: () => m.wtx_nav_tax(), icon: TaxIcon }],
};
