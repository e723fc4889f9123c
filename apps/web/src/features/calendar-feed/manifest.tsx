import { m } from '@kairos/i18n';
import { makeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const feed = () => import('./screens');
const CalendarSyncIcon = makeIcon(['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'M9 15l2 2 4-4'], 'CalendarSyncIcon');

/** Account setup → Calendar feed (beside Zoom): the owner's diary as a subscription for any calendar app (issue 28). */
export const CALENDAR_FEED: FeatureManifest = {
  id: 'calendar-feed',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/integrations/calendar-feed',
      access: 'owner',
      screen: screen(feed, (s) => s.CalendarFeedPage),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 72,
      to: '/account-setup/integrations/calendar-feed',
      label: () => m.wcf_menu(),
      icon: CalendarSyncIcon,
    },
  ],
};
