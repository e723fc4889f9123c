import { APPOINTMENT_TYPES, ATTENDANCE, FREQUENCIES } from '@kairos/db/enums';
import * as z from 'zod';
import { isoDate } from './date-schemas';
import { moneyAmount } from './money-schema';
import { httpUrlField, optionalText } from './schemas';

export { ATTENDANCE };
/** A wall-clock date in the business's zone: a real calendar date in 1900..2100 (`isoDate`). */
export const localDate = isoDate;
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** An appointment never runs longer than a day, which keeps range queries bounded. */
export const MAX_DURATION_MINUTES = 24 * 60;
export { FREQUENCIES };
/** A series runs at most two years from its first date. */
export const MAX_SERIES_DAYS = 731;
/** Which occurrences of a recurring series a change or delete applies to (docs/product/appointments.md). */
export const RECURRING_RANGES = ['this', 'future'] as const;
export type RecurringRange = (typeof RECURRING_RANGES)[number];
export const recurringRange = z
  .enum(RECURRING_RANGES)
  .nullish()
  .transform((v) => v ?? null);

/** docs/product/appointments.md "recurring": the series starts on the appointment's date and repeats until end_date. */
export const recurringInput = z
  .object({ frequency: z.enum(FREQUENCIES), end_date: localDate })
  .nullish()
  .transform((v) => v ?? null);

/**
 * The appointment form (docs/product/appointments.md). Date and time are wall-clock in the
 * business's zone; the server turns them into UTC instants.
 */
export const appointmentInput = z
  .object({
    type: z.enum(APPOINTMENT_TYPES),
    /** Required for a class session. */
    class_id: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    service_id: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    title: optionalText(120),
    client_ids: z.array(z.string().min(1).max(64)).max(50).default([]),
    date: localDate,
    start_time: localTime,
    /** Overrides the service's length; required for blocked time without a service. */
    duration_minutes: z
      .number()
      .int()
      .min(5)
      .max(MAX_DURATION_MINUTES)
      .nullish()
      .transform((v) => v ?? null),
    all_day: z.boolean().default(false),
    /** Minor units; defaults to the service price. */
    price: moneyAmount()
      .nullish()
      .transform((v) => v ?? null),
    quantity: z.number().int().min(1).max(100).default(1),
    discount_id: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    location_type: z
      .enum(['mine', 'client'])
      .nullish()
      .transform((v) => v ?? null),
    location_id: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    notes: optionalText(5000),
    video_meeting_url: httpUrlField(500),
    /**
     * A Zoom meeting for this appointment (business and premium, the integration connected): made, moved and
     * deleted with it (zoom/). Not for a repeating series or blocked time. Left out: an existing meeting stays.
     */
    zoom_meeting: z.boolean().optional(),
    recurring: recurringInput,
    /** For an occurrence of a recurring series: only this one, or this and all future ones. */
    recurring_range: recurringRange,
    /** The owner saw the overlap warning and books anyway. */
    allow_overlap: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    if (a.type === 'appointment' && !a.service_id)
      ctx.addIssue({ code: 'custom', path: ['service_id'], params: { key: 'appointment_choose_service' } });
    if (a.type === 'class_session' && !a.class_id)
      ctx.addIssue({ code: 'custom', path: ['class_id'], params: { key: 'appointment_choose_class' } });
    if (a.recurring && a.recurring.end_date < a.date)
      ctx.addIssue({ code: 'custom', path: ['recurring', 'end_date'], params: { key: 'appointment_series_end_order' } });
    if (a.recurring && (Date.parse(a.recurring.end_date) - Date.parse(a.date)) / 86_400_000 > MAX_SERIES_DAYS)
      ctx.addIssue({ code: 'custom', path: ['recurring', 'end_date'], params: { key: 'appointment_series_too_long' } });
    if (a.type === 'appointment' && a.client_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['client_ids'], params: { key: 'appointment_choose_client' } });
    if (a.zoom_meeting && (a.recurring || a.type === 'blocked'))
      ctx.addIssue({ code: 'custom', path: ['zoom_meeting'], params: { key: 'zoom_single_only' } });
    if (a.type === 'blocked' && !a.all_day && a.duration_minutes === null)
      ctx.addIssue({ code: 'custom', path: ['duration_minutes'], params: { key: 'validation_required' } });
  });
export type AppointmentInput = z.output<typeof appointmentInput>;

export const rangeInput = z
  .object({ from: localDate, to: localDate })
  .refine((r) => r.to >= r.from, { path: ['to'], params: { key: 'appointment_range_order' } })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 <= 62, {
    path: ['to'],
    params: { key: 'appointment_range_too_long' },
  });
