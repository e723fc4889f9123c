import { z } from 'zod';
import { toLocal } from '../availability/zoned';
import type { AppointmentRow } from './load';

export const appointmentOutput = z.object({
  id: z.string(),
  type: z.enum(['appointment', 'blocked', 'class_session']),
  service_id: z.string().nullable(),
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
  location_type: z.enum(['mine', 'client']).nullable(),
  location_id: z.string().nullable(),
  notes: z.string().nullable(),
  video_meeting_url: z.string().nullable(),
  clients: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      status: z.enum(['pending', 'attended', 'cancelled', 'no_show']),
    }),
  ),
  /** SPEC 4 payment status; payments arrive with the money issue, until then free or unpaid. */
  payment_status: z.enum(['free', 'unpaid']),
});
export type AppointmentOutput = z.infer<typeof appointmentOutput>;

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function toAppointment(r: AppointmentRow, timeZone: string, people: AppointmentOutput['clients'] = []): AppointmentOutput {
  const local = toLocal(r.start_at.getTime(), timeZone);
  return {
    id: r.id,
    type: r.type,
    service_id: r.service_id,
    title: r.title,
    start_at: r.start_at.toISOString(),
    end_at: r.end_at.toISOString(),
    date: local.date,
    start_time: hhmm(local.minutes),
    duration_minutes: Math.round((r.end_at.getTime() - r.start_at.getTime()) / 60_000),
    all_day: r.all_day,
    parts: r.parts,
    price: r.price,
    currency: r.currency,
    quantity: r.quantity,
    location_type: r.location_type,
    location_id: r.location_id,
    notes: r.notes,
    video_meeting_url: r.video_meeting_url,
    clients: people,
    payment_status: r.type === 'appointment' && r.price * r.quantity > 0 ? 'unpaid' : 'free',
  };
}
