import { m } from '@kairos/i18n';
import { GiftIcon, makeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const account = () => import('./screens');
const TrashIcon = makeIcon(['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6', 'M10 11v6', 'M14 11v6'], 'TrashIcon');

/** Account (leaving Kairos): deleting the profile; and the owner's refer-a-friend page (the programme, the way to an affiliate account). */
export const ACCOUNT: FeatureManifest = {
  id: 'account',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/customisation/delete-profile',
      access: 'owner',
      screen: screen(account, (s) => s.DeleteProfilePage),
    },
    { path: '/refer-a-friend', access: 'owner', screen: screen(account, (s) => s.ReferAFriendPage) },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 70,
      to: '/account-setup/customisation/delete-profile',
      label: () => m.lv_nav_delete_profile(),
      icon: TrashIcon,
    },
    { area: 'user', group: 'account-setup', order: 95, to: '/refer-a-friend', label: () => m.lv_nav_refer(), icon: GiftIcon },
  ],
};
