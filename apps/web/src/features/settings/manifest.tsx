import { m } from '@kairos/i18n';
import { CalendarIcon, LayoutIcon, ReceiptIcon, WalletIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const settings = () => import('./screens');

/** Account setup → customisation screens, after the business profile in the menu. */
export const SETTINGS: FeatureManifest = {
  id: 'settings',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/customisation/calendar-and-time',
      access: 'owner',
      screen: screen(settings, (s) => s.CalendarAndTimePage),
    },
    {
      path: '/account-setup/customisation/dashboard-settings',
      access: 'owner',
      screen: screen(settings, (s) => s.DashboardSettingsPage),
    },
    {
      path: '/account-setup/customisation/payment_settings',
      access: 'owner',
      screen: screen(settings, (s) => s.PaymentSettingsPage),
    },
    {
      path: '/account-setup/customisation/tax_settings',
      access: 'owner',
      screen: screen(settings, (s) => s.TaxSettingsPage),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 20,
      to: '/account-setup/customisation/calendar-and-time',
      label: () => m.wc_nav_calendar_and_time(),
      icon: CalendarIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 30,
      to: '/account-setup/customisation/dashboard-settings',
      label: () => m.wc_nav_dashboard_settings(),
      icon: LayoutIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 40,
      to: '/account-setup/customisation/payment_settings',
      label: () => m.wc_nav_payment_settings(),
      icon: WalletIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 50,
      to: '/account-setup/customisation/tax_settings',
      label: () => m.wc_nav_tax_settings(),
      icon: ReceiptIcon,
    },
  ],
};
