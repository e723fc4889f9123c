import { m } from '@kairos/i18n';
import { GiftIcon, KeyIcon, UsersIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

/** The affiliate area (affiliates only; /affiliate leads to its dashboard). */
export const AFFILIATE: FeatureManifest = {
  id: 'affiliate',
  shell: 'affiliate',
  routes: [
    {
      path: '/affiliate/dashboard',
      access: 'affiliate',
      screen: screen(
        () => import('./affiliate-dashboard-page'),
        (s) => s.AffiliateDashboardPage,
      ),
    },
    {
      path: '/affiliate/profile',
      access: 'affiliate',
      screen: screen(
        () => import('./affiliate-profile-page'),
        (s) => s.AffiliateProfilePage,
      ),
    },
    {
      // The owner's password screen, from the account-setup chunk.
      path: '/affiliate/password',
      access: 'affiliate',
      screen: screen(
        () => import('../account-setup/screens'),
        (s) => s.PasswordPage,
      ),
    },
  ],
  menuGroups: [{ area: 'affiliate', id: 'affiliate', order: 10 }],
  menu: [
    {
      area: 'affiliate',
      group: 'affiliate',
      order: 10,
      to: '/affiliate/dashboard',
      label: () => m.nav_refer_a_friend(),
      icon: GiftIcon,
    },
    { area: 'affiliate', group: 'affiliate', order: 20, to: '/affiliate/profile', label: () => m.nav_profile(), icon: UsersIcon },
    { area: 'affiliate', group: 'affiliate', order: 30, to: '/affiliate/password', label: () => m.nav_password(), icon: KeyIcon },
  ],
};
