import { m } from '@kairos/i18n';
import { CalendarIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

/** The calendar, where /appointments leads; schedule-x loads with this chunk only. */
export const CALENDAR: FeatureManifest = {
  id: 'calendar',
  shell: 'owner',
  routes: [
    {
      path: '/appointments/calendar/events',
      access: 'owner',
      screen: screen(
        () => import('./screens'),
        (s) => s.CalendarPage,
      ),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'appointments',
      order: 10,
      to: '/appointments/calendar/events',
      label: () => m.wcal_nav_calendar(),
      icon: CalendarIcon,
    },
  ],
  aliases: {
    '/appointments': '/appointments/calendar/events',
    '/appointments/calendar': '/appointments/calendar/events',
  },
};
