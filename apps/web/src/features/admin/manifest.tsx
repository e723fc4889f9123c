import { m } from '@kairos/i18n';
import { HomeIcon, KeyIcon, LockIcon, UsersIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

/** The admin area (admins only; /admin leads to its dashboard): dashboard, users and their actions, audit log, password. */
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
    {
      path: '/admin/users',
      access: 'admin',
      screen: screen(
        () => import('./users-page'),
        (s) => s.UsersPage,
      ),
    },
    {
      path: '/admin/users/:id',
      access: 'admin',
      screen: screen(
        () => import('./user-page'),
        (s) => s.UserPage,
      ),
    },
    {
      path: '/admin/audit',
      access: 'admin',
      screen: screen(
        () => import('./audit-page'),
        (s) => s.AuditPage,
      ),
    },
    {
      // The owner's password screen, from the account-setup chunk (docs/product/admin.md admin password).
      path: '/admin/password',
      access: 'admin',
      screen: screen(
        () => import('../account-setup/screens'),
        (s) => s.PasswordPage,
      ),
    },
  ],
  menuGroups: [{ area: 'admin', id: 'admin', order: 10 }],
  menu: [
    { area: 'admin', group: 'admin', order: 10, to: '/admin/dashboard', label: () => m.nav_dashboard(), icon: HomeIcon },
    { area: 'admin', group: 'admin', order: 20, to: '/admin/users', label: () => m.adm_nav_users(), icon: UsersIcon },
    { area: 'admin', group: 'admin', order: 80, to: '/admin/audit', label: () => m.adm_nav_audit(), icon: LockIcon },
    { area: 'admin', group: 'admin', order: 90, to: '/admin/password', label: () => m.nav_password(), icon: KeyIcon },
  ],
};
