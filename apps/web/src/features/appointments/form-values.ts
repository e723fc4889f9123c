import type { Locale } from '@kairos/i18n';
import type { Appointment, AppointmentType, Frequency } from '../../lib/appointments/appointment';
import { amountText, minorOf } from '../../lib/money';
import { numberOf } from '../../lib/number-text';

/** What the appointment form holds: text as typed, checked with the shared schema on the way out. */
export interface AppointmentValues {
  type: AppointmentType;
  client_ids: string[];
  service_id: string;
  class_id: string;
  title: string;
  date: string;
  start_time: string;
  duration_minutes: string;
  all_day: boolean;
  price: string;
  quantity: string;
  discount_id: string;
  location_type: '' | 'mine' | 'client';
  location_id: string;
  notes: string;
  video_meeting_url: string;
  /** A Zoom meeting made and kept with it (zoom/). */
  zoom_meeting: boolean;
  repeat: boolean;
  frequency: Frequency;
  end_date: string;
}

/** Adds months to a YYYY-MM-DD date (the default end of a new series: three months on). */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export function newValues(date: string, startTime: string): AppointmentValues {
  return {
    type: 'appointment',
    client_ids: [],
    service_id: '',
    class_id: '',
    title: '',
    date,
    start_time: startTime,
    duration_minutes: '',
    all_day: false,
    price: '',
    quantity: '1',
    discount_id: '',
    location_type: '',
    location_id: '',
    notes: '',
    video_meeting_url: '',
    zoom_meeting: false,
    repeat: false,
    frequency: 'weekly',
    end_date: addMonths(date, 3),
  };
}

export function valuesOf(a: Appointment, locale: Locale): AppointmentValues {
  return {
    type: a.type,
    client_ids: a.clients.map((c) => c.id),
    service_id: a.service_id ?? '',
    class_id: a.class_id ?? '',
    title: a.type === 'blocked' ? (a.title ?? '') : '',
    date: a.date,
    start_time: a.start_time,
    duration_minutes: a.all_day ? '' : String(a.duration_minutes),
    all_day: a.all_day,
    price: a.type === 'blocked' ? '' : amountText(a.price, a.currency, locale),
    quantity: String(a.quantity),
    discount_id: a.discount_id ?? '',
    location_type: a.location_type ?? '',
    location_id: a.location_id ?? '',
    notes: a.notes ?? '',
    video_meeting_url: a.video_meeting_url ?? '',
    zoom_meeting: a.zoom_meeting !== null,
    repeat: a.recurring !== null,
    frequency: a.recurring?.frequency ?? 'weekly',
    end_date: a.recurring?.end_date ?? addMonths(a.date, 3),
  };
}

/** The shared schema's input; fields that do not apply to the chosen type are left out. */
export function toInput(v: AppointmentValues, currency: string) {
  const appointment = v.type === 'appointment';
  const session = v.type === 'class_session';
  const blocked = v.type === 'blocked';
  return {
    type: v.type,
    service_id: appointment ? v.service_id : null,
    class_id: session ? v.class_id : null,
    title: blocked ? v.title : null,
    client_ids: blocked ? [] : v.client_ids,
    date: v.date,
    start_time: v.all_day && !v.start_time ? '00:00' : v.start_time,
    duration_minutes: v.all_day ? null : (numberOf(v.duration_minutes) ?? null),
    all_day: v.all_day,
    price: blocked || !v.price.trim() ? null : minorOf(v.price, currency),
    quantity: appointment ? numberOf(v.quantity) : 1,
    discount_id: blocked ? null : v.discount_id,
    location_type: blocked ? null : v.location_type || null,
    location_id: !blocked && v.location_type === 'mine' ? v.location_id : null,
    notes: v.notes,
    video_meeting_url: blocked ? null : v.video_meeting_url,
    zoom_meeting: blocked || v.repeat ? undefined : v.zoom_meeting,
    recurring: v.repeat ? { frequency: v.frequency, end_date: v.end_date } : null,
  };
}

/** Error paths from the schema or the server → the form field that shows them. */
export function fieldOf(path: string): string {
  if (path.startsWith('recurring.')) return path.slice('recurring.'.length);
  if (path.startsWith('client_ids')) return 'client_ids';
  return path;
}
