import { m } from '@kairos/i18n';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { ClassIcon, PackageIcon } from './icons';

const offerings = () => import('./screens');

/** Classes and packages: list, form and detail screens; after Services in the appointments group. */
export const OFFERINGS: FeatureManifest = {
  id: 'offerings',
  shell: 'owner',
  routes: [
    { path: '/appointments/classes/list', access: 'owner', screen: screen(offerings, (s) => s.ClassesListPage) },
    { path: '/appointments/classes/form', access: 'owner', form: true, screen: screen(offerings, (s) => s.ClassFormPage) },
    {
      path: '/appointments/classes/form/:id',
      access: 'owner',
      form: true,
      screen: screen(offerings, (s) => s.ClassFormPage),
    },
    { path: '/appointments/classes/:id', access: 'owner', screen: screen(offerings, (s) => s.ClassDetailPage) },
    { path: '/appointments/packages/list', access: 'owner', screen: screen(offerings, (s) => s.PackagesListPage) },
    {
      path: '/appointments/packages/form',
      access: 'owner',
      form: true,
      screen: screen(offerings, (s) => s.PackageFormPage),
    },
    {
      path: '/appointments/packages/form/:id',
      access: 'owner',
      form: true,
      screen: screen(offerings, (s) => s.PackageFormPage),
    },
    { path: '/appointments/packages/:id', access: 'owner', screen: screen(offerings, (s) => s.PackageDetailPage) },
  ],
  menu: [
    {
      area: 'user',
      group: 'appointments',
      order: 30,
      to: '/appointments/classes/list',
      label: () => m.wo_nav_classes(),
      icon: ClassIcon,
    },
    {
      area: 'user',
      group: 'appointments',
      order: 40,
      to: '/appointments/packages/list',
      label: () => m.wo_nav_packages(),
      icon: PackageIcon,
    },
  ],
  aliases: {
    '/appointments/classes': '/appointments/classes/list',
    '/appointments/packages': '/appointments/packages/list',
  },
};
