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

/** The tour for a path of the owner's app, or null. */
export function tourForPath(pathname: string): TourId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { length: number; tour: TourId | null } | null = null;
  for (const [prefix, tour, exact] of ROUTES) {
    const hit = path === prefix || (!exact && path.startsWith(`${prefix}/`));
    if (hit && (!best || prefix.length > best.length)) best = { length: prefix.length, tour };
  }
  return best?.tour ?? null;
}
