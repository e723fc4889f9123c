import type { RouterOutputs } from '../../lib/trpc';

/** A tour's id (shared/onboarding.ts TOUR_IDS), as the server names it. */
export type TourId = RouterOutputs['onboarding']['list']['read'][number];

/**
 * Which tour a route shows: the longest matching prefix wins (a whole path segment at a time); `null` marks a page
 * under a toured prefix that has no tour of its own (an appointment's view, the password page).
 */
const ROUTES: ReadonlyArray<readonly [prefix: string, tour: TourId | null, exact?: 'exact']> = [
  ['/dashboard', 'dashboard', 'exact'],
  ['/appointments/calendar/events', 'calendar'],
  ['/appointments/calendar/form', 'appointment_form'],
  ['/account-setup/customisation', 'settings'],
  ['/account-setup/customisation/password', null],
  ['/account-setup/customisation/delete-profile', null],
  ['/appointments/online-booking', 'booking'],
  ['/clients', 'clients'],
  ['/appointments/classes', 'classes'],
  ['/appointments/packages', 'packages'],
  ['/sales-and-products/products', 'products'],
  ['/sales-and-products/sales', 'sales'],
  ['/sales-and-products/gift-vouchers', 'gift_vouchers'],
  ['/financials/income', 'income'],
  ['/financials/left-to-pay', 'left_to_pay'],
  ['/financials/net-income', 'net_income'],
  ['/financials/expenses', 'expenses'],
  ['/financials/invoices', 'invoices'],
  ['/marketing', 'marketing'],
  ['/account-setup/notifications/sms', 'sms_notifications'],
  ['/analytics', 'analytics'],
];

/**
 * The screen each tour is about: a tour starts there, shown the first time the owner opens that screen, or after
 * a replay (the header's "?" anywhere under the tour's prefix, or Account setup → Tours) has gone there first.
 */
export const TOUR_HOME: Record<TourId, string> = {
  dashboard: '/dashboard',
  calendar: '/appointments/calendar/events',
  appointment_form: '/appointments/calendar/form',
  settings: '/account-setup/customisation/business-profile',
  booking: '/appointments/online-booking',
  clients: '/clients/list',
  classes: '/appointments/classes/list',
  packages: '/appointments/packages/list',
  products: '/sales-and-products/products',
  sales: '/sales-and-products/sales',
  gift_vouchers: '/sales-and-products/gift-vouchers',
  income: '/financials/income/list',
  left_to_pay: '/financials/left-to-pay/list',
  net_income: '/financials/net-income/list',
  expenses: '/financials/expenses/list',
  invoices: '/financials/invoices/list',
  marketing: '/marketing',
  sms_notifications: '/account-setup/notifications/sms',
  analytics: '/analytics',
};

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether the path is the screen the tour is about (not just somewhere under its prefix). */
export const isTourHome = (tour: TourId, pathname: string) => trimmed(pathname) === TOUR_HOME[tour];

/** The tour for a path of the owner's app, or null. */
export function tourForPath(pathname: string): TourId | null {
  const path = trimmed(pathname);
  let best: { length: number; tour: TourId | null } | null = null;
  for (const [prefix, tour, exact] of ROUTES) {
    const hit = path === prefix || (!exact && path.startsWith(`${prefix}/`));
    if (hit && (!best || prefix.length > best.length)) best = { length: prefix.length, tour };
  }
  return best?.tour ?? null;
}
