import { m } from '@kairos/i18n';
import type { RouteObject } from 'react-router';
import { screen } from '../../lib/lazy';
import type { NavItem } from '../shell/nav';
import { ClassIcon, PackageIcon } from './icons';

const offerings = () => import('./screens');

/** Classes and packages: list, form and detail screens (inside the user's AppShell). */
export const OFFERINGS_ROUTES: RouteObject[] = [
  { path: '/appointments/classes/list', lazy: screen(offerings, (s) => s.ClassesListPage) },
  { path: '/appointments/classes/form', lazy: screen(offerings, (s) => s.ClassFormPage) },
  { path: '/appointments/classes/form/:id', lazy: screen(offerings, (s) => s.ClassFormPage) },
  { path: '/appointments/classes/:id', lazy: screen(offerings, (s) => s.ClassDetailPage) },
  { path: '/appointments/packages/list', lazy: screen(offerings, (s) => s.PackagesListPage) },
  { path: '/appointments/packages/form', lazy: screen(offerings, (s) => s.PackageFormPage) },
  { path: '/appointments/packages/form/:id', lazy: screen(offerings, (s) => s.PackageFormPage) },
  { path: '/appointments/packages/:id', lazy: screen(offerings, (s) => s.PackageDetailPage) },
];

/** Appointments → Classes and Packages (after Services). */
export const OFFERINGS_NAV: NavItem[] = [
  { to: '/appointments/classes/list', label: () => m.wo_nav_classes(), icon: ClassIcon },
  { to: '/appointments/packages/list', label: () => m.wo_nav_packages(), icon: PackageIcon },
];
