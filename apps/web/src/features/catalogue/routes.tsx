import { m } from '@kairos/i18n';
import type { RouteObject } from 'react-router';
import { screen } from '../../lib/lazy';
import { CALENDAR_NAV } from '../calendar/routes';
import { OFFERINGS_NAV } from '../offerings/routes';
import { MapPinIcon, PercentIcon, ScissorsIcon } from '../settings/icons';
import type { NavGroup, NavItem } from '../shell/nav';

const catalogue = () => import('./screens');

/** Services, locations and discounts: list and form screens (inside the user's AppShell). */
export const CATALOGUE_ROUTES: RouteObject[] = [
  { path: '/appointments/services/list', lazy: screen(catalogue, (s) => s.ServicesListPage) },
  { path: '/appointments/services/form', lazy: screen(catalogue, (s) => s.ServiceFormPage) },
  { path: '/appointments/services/form/:id', lazy: screen(catalogue, (s) => s.ServiceFormPage) },
  { path: '/account-setup/locations/list', lazy: screen(catalogue, (s) => s.LocationsListPage) },
  { path: '/account-setup/locations/form', lazy: screen(catalogue, (s) => s.LocationFormPage) },
  { path: '/account-setup/locations/form/:id', lazy: screen(catalogue, (s) => s.LocationFormPage) },
  { path: '/account-setup/discounts/list', lazy: screen(catalogue, (s) => s.DiscountsListPage) },
  { path: '/account-setup/discounts/form', lazy: screen(catalogue, (s) => s.DiscountFormPage) },
  { path: '/account-setup/discounts/form/:id', lazy: screen(catalogue, (s) => s.DiscountFormPage) },
];

/** Account setup → Locations and Discounts (after the customisation entries). */
export const CATALOGUE_ACCOUNT_NAV: NavItem[] = [
  { to: '/account-setup/locations/list', label: () => m.wc_nav_locations(), icon: MapPinIcon },
  { to: '/account-setup/discounts/list', label: () => m.wc_nav_discounts(), icon: PercentIcon },
];

/** Appointments → Services. */
export const CATALOGUE_NAV_GROUPS: NavGroup[] = [
  {
    id: 'appointments',
    label: () => m.wc_nav_appointments(),
    items: [
      CALENDAR_NAV,
      { to: '/appointments/services/list', label: () => m.wc_nav_services(), icon: ScissorsIcon },
      ...OFFERINGS_NAV,
    ],
  },
];
