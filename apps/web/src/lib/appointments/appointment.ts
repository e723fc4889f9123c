import type { FREQUENCIES } from '@kairos/api/shared';
import { staleFigures } from '../figures';
import { queryClient, type RouterOutputs, trpc } from '../trpc';

/** An appointment, blocked time or class session as the server describes it (`appointments.get`). */
export type Appointment = RouterOutputs['appointments']['get'];
export type AppointmentType = Appointment['type'];
export type Attendance = Appointment['clients'][number]['status'];
export type Frequency = (typeof FREQUENCIES)[number];
export type Part = Appointment['parts'][number];

export const CALENDAR = '/appointments/calendar/events';
export const FORM = '/appointments/calendar/form';

/** Ids are opaque (an untouched occurrence of a series is `<series_id>_<date>`), so they are always encoded. */
export const appointmentPath = (id: string) => `/appointments/calendar/${encodeURIComponent(id)}`;
export const editPath = (id: string) => `${FORM}/${encodeURIComponent(id)}`;
export const calendarPath = (date?: string | null) => (date ? `${CALENDAR}?date=${date}` : CALENDAR);

/** After a write: the saved appointment goes into the cache, every diary query and money figure is refetched. */
export function rememberAppointment(a: Appointment): void {
  queryClient.setQueryData(trpc.appointments.get.queryKey({ id: a.id }), a);
  void queryClient.invalidateQueries({ queryKey: trpc.appointments.list.pathKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.appointments.offline.pathKey() });
  staleFigures();
}

/** After a delete or a change that may touch other occurrences: everything about appointments is stale. */
export function forgetAppointments(): void {
  void queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() });
  staleFigures();
}

export const clientLabel = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();
