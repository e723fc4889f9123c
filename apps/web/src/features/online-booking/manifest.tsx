import { m } from '@kairos/i18n';
import { GlobeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const onlineBooking = () => import('./screens');

/** Appointments → Online booking: the public booking page's settings. */
export const ONLINE_BOOKING: FeatureManifest = {
  id: 'online-booking',
  shell: 'owner',
  routes: [
    {
      path: '/appointments/online-booking',
      access: 'owner',
      screen: screen(onlineBooking, (s) => s.OnlineBookingSettingsPage),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'appointments',
      order: 50,
      to: '/appointments/online-booking',
      label: () => m.ob_nav(),
      icon: GlobeIcon,
    },
  ],
};
