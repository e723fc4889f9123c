import { APPOINTMENT_TYPES, ATTENDANCE, LOCATION_TYPES, MEETING_STATUSES } from '@kairos/db/enums';
import * as z from 'zod';
import { FREQUENCIES } from '../shared/appointments-schemas';
import { bookingDue, combinedStatus, leftToPay, paymentStatus } from '../shared/payment-status';
import { PAYMENT_STATUSES } from '../shared/payments-schemas';
import { minutesToTime } from '../shared/settings-schemas';
import { toLocal } from '../shared/zoned';
import type { AppointmentPerson, AppointmentRow } from './load';
import { type OnlineMark, onlineMarkOutput } from './online-marks';

export const appointmentOutput = z.object({
  id: z.string(),
  type: z.enum(APPOINTMENT_TYPES),
  service_id: z.string().nullable(),
  class_id: z.string().nullable(),
  /** The service's or class's colour, for the calendar. */
  colour: z.string().nullable(),
  title: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  /** Wall-clock date and time in the business's zone. */
  date: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  all_day: z.boolean(),
  parts: z.array(z.object({ title: z.string(), duration_minutes: z.number().int(), type: z.enum(['block', 'free']) })),
  price: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  discount_id: z.string().nullable(),
  /** Minor units off price × quantity. */
  discounted_amount: z.number().int(),
  location_type: z.enum(LOCATION_TYPES).nullable(),
  location_id: z.string().nullable(),
  notes: z.string().nullable(),
  video_meeting_url: z.string().nullable(),
  /** The Zoom meeting made for it (zoom/): being made, made (its link is video_meeting_url), deleted or failed; null: none. */
  zoom_meeting: z.enum(MEETING_STATUSES).nullable(),
  clients: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      status: z.enum(ATTENDANCE),
      /** Clients have no photo yet; kept for the class-session shape of docs/product/appointments.md. */
      main_photo: z.string().nullable(),
      /** Minor units kept towards this booking (payments − refunds), from the ledger. */
      paid_amount: z.number().int(),
      /** docs/product/appointments.md status of this client's booking, and what they still owe. */
      payment_status: z.enum(PAYMENT_STATUSES),
      left_to_pay: z.number().int(),
    }),
  ),
  /**
   * Recurring series: set on every occurrence. An occurrence that was never
   * changed on its own has the id `<series_id>_<series_date>`; one changed on
   * its own has its own id and keeps series_id and series_date.
   */
  series_id: z.string().nullable(),
  series_date: z.string().nullable(),
  recurring: z.object({ frequency: z.enum(FREQUENCIES), start_date: z.string(), end_date: z.string() }).nullable(),
  /** For a class session: the class's spaces and whether they are a hard limit. */
  spaces: z.number().int().nullable(),
  limit_spaces: z.boolean(),
  /** docs/product/appointments.md payment status of the whole appointment (its clients together; a session without clients: no bookings). */
  payment_status: z.enum(PAYMENT_STATUSES),
  /** What its clients still owe together (minor units). */
  left_to_pay: z.number().int(),
  /** Booked on the public page: the booking's state and its deposit; null otherwise. */
  online: onlineMarkOutput,
});
export type AppointmentOutput = z.infer<typeof appointmentOutput>;

/** What a row does not hold itself: its service's or class's colour and spaces, and its series' rule. */
export interface AppointmentExtras {
  colour?: string | null;
  spaces?: number | null;
  limit_spaces?: boolean;
  recurring?: AppointmentOutput['recurring'];
  /** Each client's ledger (payments/booking-ledger.ts), by client id; none means nothing paid. */
  ledger?: ReadonlyMap<string, { paid: number; refunded: number; voucher: number; package: boolean }>;
  /** The booking page's booking of this row, if it came from there. */
  online?: OnlineMark | null;
  zoom?: AppointmentOutput['zoom_meeting'];
}

/** Each client's paid amount, status and what is left, from the row's price and the client's ledger. */
function withPayments(r: AppointmentRow, people: AppointmentPerson[], extras: AppointmentExtras) {
  const clients = people.map((p) => {
    const l = extras.ledger?.get(p.id);
    const facts = {
      due: bookingDue(r, p.status),
      paid: l?.paid ?? 0,
      refunded: l?.refunded ?? 0,
      byVoucher: l?.voucher ?? 0,
      byPackage: l?.package ?? false,
    };
    return { ...p, paid_amount: facts.paid, payment_status: paymentStatus(facts), left_to_pay: leftToPay(facts) };
  });
  const parts = clients.map((c) => ({ status: c.payment_status, left: c.left_to_pay, paid: c.paid_amount }));
  const status =
    r.type === 'blocked'
      ? ('free' as const)
      : clients.length === 0 && r.type === 'appointment' && bookingDue(r, 'pending') === 0
        ? ('free' as const)
        : combinedStatus(parts);
  return { clients, status, left: parts.reduce((s, p) => s + p.left, 0) };
}

export function toAppointment(
  r: AppointmentRow,
  timeZone: string,
  people: AppointmentPerson[] = [],
  extras: AppointmentExtras = {},
): AppointmentOutput {
  const pay = withPayments(r, people, extras);
  const local = toLocal(r.start_at.getTime(), timeZone);
  return {
    id: r.id,
    type: r.type,
    service_id: r.service_id,
    class_id: r.class_id,
    colour: extras.colour ?? null,
    title: r.title,
    start_at: r.start_at.toISOString(),
    end_at: r.end_at.toISOString(),
    date: local.date,
    start_time: minutesToTime(local.minutes),
    duration_minutes: Math.round((r.end_at.getTime() - r.start_at.getTime()) / 60_000),
    all_day: r.all_day,
    parts: r.parts,
    price: r.price,
    currency: r.currency,
    quantity: r.quantity,
    discount_id: r.discount_id,
    discounted_amount: r.discounted_amount,
    location_type: r.location_type,
    location_id: r.location_id,
    notes: r.notes,
    video_meeting_url: r.video_meeting_url,
    zoom_meeting: extras.zoom ?? null,
    clients: pay.clients,
    series_id: r.series_id,
    series_date: r.series_date,
    recurring: extras.recurring ?? null,
    spaces: extras.spaces ?? null,
    limit_spaces: extras.limit_spaces ?? false,
    payment_status: pay.status,
    left_to_pay: pay.left,
    online: extras.online ?? null,
  };
}
