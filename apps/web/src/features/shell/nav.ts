import { m } from '@kairos/i18n';
import { BuildingIcon, CardIcon, GiftIcon, HomeIcon, KeyIcon, UsersIcon } from '@kairos/ui';
import type { ComponentType, SVGProps } from 'react';
import { CATALOGUE_ACCOUNT_NAV, CATALOGUE_NAV_GROUPS } from '../catalogue/routes';
import { CLIENTS_NAV, HELPFUL_TOOLS_NAV } from '../clients/routes';
import { SETTINGS_NAV } from '../settings/routes';

export type Area = 'user' | 'admin' | 'affiliate';

export interface NavItem {
  to: string;
  label: () => string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export interface NavGroup {
  id: string;
  label?: () => string;
  items: NavItem[];
}

/** Only the areas that exist now (the rest of SPEC 2 comes with later issues). */
export const NAV: Record<Area, NavGroup[]> = {
  user: [
    { id: 'main', items: [{ to: '/dashboard', label: () => m.nav_dashboard(), icon: HomeIcon }, ...CLIENTS_NAV] },
    ...CATALOGUE_NAV_GROUPS,
    {
      id: 'account-setup',
      label: () => m.nav_account_setup(),
      items: [
        { to: '/account-setup/customisation/business-profile', label: () => m.nav_business_profile(), icon: BuildingIcon },
        ...SETTINGS_NAV,
        { to: '/account-setup/customisation/password', label: () => m.nav_password(), icon: KeyIcon },
        ...CATALOGUE_ACCOUNT_NAV,
        { to: '/account-setup/subscription/details', label: () => m.nav_subscription_details(), icon: CardIcon },
        ...HELPFUL_TOOLS_NAV,
      ],
    },
  ],
  admin: [{ id: 'admin', items: [{ to: '/admin/dashboard', label: () => m.nav_dashboard(), icon: HomeIcon }] }],
  affiliate: [
    {
      id: 'affiliate',
      items: [
        { to: '/affiliate/dashboard', label: () => m.nav_refer_a_friend(), icon: GiftIcon },
        { to: '/affiliate/profile', label: () => m.nav_profile(), icon: UsersIcon },
        { to: '/affiliate/password', label: () => m.nav_password(), icon: KeyIcon },
      ],
    },
  ],
};

export function areaOf(user: { is_admin: boolean; is_affiliate: boolean }): Area {
  if (user.is_admin) return 'admin';
  if (user.is_affiliate) return 'affiliate';
  return 'user';
}
