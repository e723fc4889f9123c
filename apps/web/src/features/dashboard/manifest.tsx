import { m } from '@kairos/i18n';
import { HomeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

/** The owner's dashboard, where `/` leads; it heads the menu's first (untitled) group. */
export const DASHBOARD: FeatureManifest = {
  id: 'dashboard',
  shell: 'owner',
  routes: [
    {
      path: '/dashboard',
      access: 'owner',
      screen: screen(
        () => import('./dashboard-page'),
        (s) => s.DashboardPage,
      ),
    },
  ],
  menuGroups: [{ area: 'user', id: 'main', order: 10 }],
  menu: [{ area: 'user', group: 'main', order: 10, to: '/dashboard', label: () => m.nav_dashboard(), icon: HomeIcon }],
  aliases: { '/': '/dashboard' },
};
