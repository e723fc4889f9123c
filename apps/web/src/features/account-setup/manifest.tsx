import { m } from '@kairos/i18n';
import { BuildingIcon, CardIcon, KeyIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const account = () => import('./screens');

/** Business profile, password and subscription details; heads the account-setup menu group. */
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
    {
      path: '/account-setup/subscription/details',
      access: 'owner',
      screen: screen(account, (s) => s.SubscriptionDetailsPage),
    },
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
    {
      area: 'user',
      group: 'account-setup',
      order: 90,
      to: '/account-setup/subscription/details',
      label: () => m.nav_subscription_details(),
      icon: CardIcon,
    },
  ],
  aliases: {
    '/account-setup': '/account-setup/customisation/business-profile',
    '/account-setup/customisation': '/account-setup/customisation/business-profile',
  },
};
