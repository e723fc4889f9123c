import { m } from '@kairos/i18n';
import { BuildingIcon, KeyIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const account = () => import('./screens');

/** Business profile and password; heads the account-setup menu group (billing adds the subscription screens). */
export const ACCOUNT_SETUP: FeatureManifest = {
  id: 'account-setup',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/customisation/business-profile',
      access: 'owner',
      screen: screen(account, (s) => s.BusinessProfilePage),
    },
    { path: '/account-setup/customisation/password', access: 'owner', screen: screen(account, (s) => s.PasswordPage) },
  ],
  menuGroups: [{ area: 'user', id: 'account-setup', order: 30, label: () => m.nav_account_setup() }],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 10,
      to: '/account-setup/customisation/business-profile',
      label: () => m.nav_business_profile(),
      icon: BuildingIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 60,
      to: '/account-setup/customisation/password',
      label: () => m.nav_password(),
      icon: KeyIcon,
    },
  ],
  aliases: {
    '/account-setup': '/account-setup/customisation/business-profile',
    '/account-setup/customisation': '/account-setup/customisation/business-profile',
  },
};
