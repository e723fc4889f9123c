import { m } from '@kairos/i18n';
import { makeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const google = () => import('./screens');
const CalendarSyncIcon = makeIcon(['M4 5h16v15H4z', 'M4 9h16', 'M8 3v4', 'M16 3v4', 'M9 15l2 2 4-4'], 'CalendarSyncIcon');

/** Account setup → Google Calendar (next to Zoom): connect, pick calendars, sync (issue 28). */
export const GOOGLE_CALENDAR: FeatureManifest = {
  id: 'google-calendar',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/integrations/google-calendar',
      access: 'owner',
      screen: screen(google, (s) => s.GoogleCalendarPage),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 72,
      to: '/account-setup/integrations/google-calendar',
      label: () => m.wgg_menu(),
      icon: CalendarSyncIcon,
    },
  ],
};
