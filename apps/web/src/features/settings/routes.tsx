import { m } from '@kairos/i18n';
import type { RouteObject } from 'react-router';
import { screen } from '../../lib/lazy';
import type { NavItem } from '../shell/nav';
import { CalendarIcon, LayoutIcon, ReceiptIcon, WalletIcon } from './icons';

const settings = () => import('./screens');

/** Account setup → customisation screens (inside the user's AppShell). */
export const SETTINGS_ROUTES: RouteObject[] = [
  { path: '/account-setup/customisation/calendar-and-time', lazy: screen(settings, (s) => s.CalendarAndTimePage) },
  { path: '/account-setup/customisation/dashboard-settings', lazy: screen(settings, (s) => s.DashboardSettingsPage) },
  { path: '/account-setup/customisation/payment_settings', lazy: screen(settings, (s) => s.PaymentSettingsPage) },
  { path: '/account-setup/customisation/tax_settings', lazy: screen(settings, (s) => s.TaxSettingsPage) },
];

/** Customisation entries of the account-setup navigation, after the business profile. */
export const SETTINGS_NAV: NavItem[] = [
  { to: '/account-setup/customisation/calendar-and-time', label: () => m.wc_nav_calendar_and_time(), icon: CalendarIcon },
  { to: '/account-setup/customisation/dashboard-settings', label: () => m.wc_nav_dashboard_settings(), icon: LayoutIcon },
  { to: '/account-setup/customisation/payment_settings', label: () => m.wc_nav_payment_settings(), icon: WalletIcon },
  { to: '/account-setup/customisation/tax_settings', label: () => m.wc_nav_tax_settings(), icon: ReceiptIcon },
];
