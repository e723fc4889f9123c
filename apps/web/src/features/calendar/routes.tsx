import { m } from '@kairos/i18n';
import type { RouteObject } from 'react-router';
import { screen } from '../../lib/lazy';
import { CalendarIcon } from '../settings/icons';
import type { NavItem } from '../shell/nav';

const calendar = () => import('./screens');

/** The calendar (inside the user's AppShell); schedule-x loads with this chunk only. */
export const CALENDAR_ROUTES: RouteObject[] = [
  { path: '/appointments/calendar/events', lazy: screen(calendar, (s) => s.CalendarPage) },
];

/** Appointments → Calendar, first in the group. */
export const CALENDAR_NAV: NavItem = {
  to: '/appointments/calendar/events',
  label: () => m.wcal_nav_calendar(),
  icon: CalendarIcon,
};
