import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const appointments = () => import('./screens');

/** The appointment form and view (the calendar at /appointments/calendar/events is its own feature). */
export const APPOINTMENTS: FeatureManifest = {
  id: 'appointments',
  shell: 'owner',
  routes: [
    {
      path: '/appointments/calendar/form',
      access: 'owner',
      form: true,
      screen: screen(appointments, (s) => s.AppointmentFormPage),
    },
    {
      path: '/appointments/calendar/form/:id',
      access: 'owner',
      form: true,
      screen: screen(appointments, (s) => s.AppointmentFormPage),
    },
    { path: '/appointments/calendar/:id', access: 'owner', screen: screen(appointments, (s) => s.AppointmentViewPage) },
  ],
};
