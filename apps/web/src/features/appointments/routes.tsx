import type { RouteObject } from 'react-router';
import { screen } from '../../lib/lazy';

const appointments = () => import('./screens');

/** The appointment form and view (the calendar at /appointments/calendar/events is its own screen). */
export const APPOINTMENTS_ROUTES: RouteObject[] = [
  { path: '/appointments/calendar/form', lazy: screen(appointments, (s) => s.AppointmentFormPage) },
  { path: '/appointments/calendar/form/:id', lazy: screen(appointments, (s) => s.AppointmentFormPage) },
  { path: '/appointments/calendar/:id', lazy: screen(appointments, (s) => s.AppointmentViewPage) },
];
