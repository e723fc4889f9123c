import { m } from '@kairos/i18n';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { HelpIcon } from './help-icon';

/** Issue 15: onboarding tours. The tours themselves show over the owner's pages (tour-host.tsx); this is their list. */
export const ONBOARDING: FeatureManifest = {
  id: 'onboarding',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/tours',
      access: 'owner',
      screen: screen(
        () => import('./tours-page'),
        (s) => s.ToursPage,
      ),
    },
  ],
  menu: [
    { area: 'user', group: 'account-setup', order: 93, to: '/account-setup/tours', label: () => m.tour_nav(), icon: HelpIcon },
  ],
};
