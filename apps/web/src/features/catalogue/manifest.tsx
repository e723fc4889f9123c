import { m } from '@kairos/i18n';
import { MapPinIcon, PercentIcon, ScissorsIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const catalogue = () => import('./screens');

/** Services, locations and discounts: lists and forms; heads the menu's appointments group. */
export const CATALOGUE: FeatureManifest = {
  id: 'catalogue',
  shell: 'owner',
  routes: [
    { path: '/appointments/services/list', access: 'owner', screen: screen(catalogue, (s) => s.ServicesListPage) },
    { path: '/appointments/services/form', access: 'owner', form: true, screen: screen(catalogue, (s) => s.ServiceFormPage) },
    {
      path: '/appointments/services/form/:id',
      access: 'owner',
      form: true,
      screen: screen(catalogue, (s) => s.ServiceFormPage),
    },
    { path: '/account-setup/locations/list', access: 'owner', screen: screen(catalogue, (s) => s.LocationsListPage) },
    {
      path: '/account-setup/locations/form',
      access: 'owner',
      form: true,
      screen: screen(catalogue, (s) => s.LocationFormPage),
    },
    {
      path: '/account-setup/locations/form/:id',
      access: 'owner',
      form: true,
      screen: screen(catalogue, (s) => s.LocationFormPage),
    },
    { path: '/account-setup/discounts/list', access: 'owner', screen: screen(catalogue, (s) => s.DiscountsListPage) },
    {
      path: '/account-setup/discounts/form',
      access: 'owner',
      form: true,
      screen: screen(catalogue, (s) => s.DiscountFormPage),
    },
    {
      path: '/account-setup/discounts/form/:id',
      access: 'owner',
      form: true,
      screen: screen(catalogue, (s) => s.DiscountFormPage),
    },
  ],
  menuGroups: [{ area: 'user', id: 'appointments', order: 20, label: () => m.wc_nav_appointments() }],
  menu: [
    {
      area: 'user',
      group: 'appointments',
      order: 20,
      to: '/appointments/services/list',
      label: () => m.wc_nav_services(),
      icon: ScissorsIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 70,
      to: '/account-setup/locations/list',
      label: () => m.wc_nav_locations(),
      icon: MapPinIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 80,
      to: '/account-setup/discounts/list',
      label: () => m.wc_nav_discounts(),
      icon: PercentIcon,
    },
  ],
  aliases: {
    '/appointments/services': '/appointments/services/list',
    '/account-setup/locations': '/account-setup/locations/list',
    '/account-setup/discounts': '/account-setup/discounts/list',
  },
};
