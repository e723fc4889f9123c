import { m } from '@kairos/i18n';
import { HomeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

/** The admin area (admins only; /admin leads to its dashboard). */
export const ADMIN: FeatureManifest = {
  id: 'admin',
  shell: 'admin',
  routes: [
    {
      path: '/admin/dashboard',
      access: 'admin',
      screen: screen(
        () => import('./admin-dashboard-page'),
        (s) => s.AdminDashboardPage,
      ),
    },
  ],
  menuGroups: [{ area: 'admin', id: 'admin', order: 10 }],
  menu: [{ area: 'admin', group: 'admin', order: 10, to: '/admin/dashboard', label: () => m.nav_dashboard(), icon: HomeIcon }],
};
